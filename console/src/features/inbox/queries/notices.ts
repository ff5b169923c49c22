import useSWR, { useSWRConfig } from 'swr';
import type { RequestOf } from '@p5g/api/contract';
import { api } from '../../../lib/api.ts';

/** SWR key of the inbox's unread state (notice/order/actual, silent). */
export const noticeStateKey = () => ['notice/order/actual'] as const;

/** SWR key of one page of the inbox (notice/list). */
export const noticesKey = (page: number, pageSize: number) =>
  ['notice/list', page, pageSize] as const;

/** How often the header asks again whether something is unread. */
const unreadPollMs = 60_000;

/** Whether there is something unread (the header's dot); asked again every minute. */
export const useNoticeState = () =>
  useSWR(noticeStateKey(), () => api.call('noticeActual'), { refreshInterval: unreadPollMs });

/** One page of the inbox. */
export const useNotices = (page: number, pageSize: number) =>
  useSWR(noticesKey(page, pageSize), () => api.call('noticeList', { page, pageSize }));

/** Marks one message (or, without an id, all) read, then refreshes the inbox and the dot. */
export function useMarkRead() {
  const { mutate } = useSWRConfig();
  return async (input: RequestOf<'noticeRead'>) => {
    await api.call('noticeRead', input);
    await mutate((key) => Array.isArray(key) && String(key[0]).startsWith('notice/'));
  };
}
