import useSWR from 'swr';
import type { RequestOf } from '@p5g/api/contract';
import { api } from '../../../lib/api.ts';

/** SWR key of a page of the SMS outbox (manage/outbox). */
export const manageOutboxKey = (input: RequestOf<'manageOutbox'>) =>
  ['manage/outbox', input] as const;

export const fetchManageOutbox = ([, input]: ReturnType<typeof manageOutboxKey>) =>
  api.call('manageOutbox', input);

/** A page of sent SMS, newest first, and whether the built-in provider stands in. */
export const useManageOutbox = (input: RequestOf<'manageOutbox'>) =>
  useSWR(manageOutboxKey(input), fetchManageOutbox, { keepPreviousData: true });
