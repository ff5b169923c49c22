import { useEndpoint } from '../../lib/endpoint-hooks.ts';

/** How often the header asks again whether something is unread. */
const unreadPollMs = 60_000;

/** Whether there is something unread (the header's dot); asked again every minute. */
export const useNoticeState = () =>
  useEndpoint('noticeActual', undefined, { refreshInterval: unreadPollMs });
