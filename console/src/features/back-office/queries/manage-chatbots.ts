import useSWR from 'swr';
import type { RequestOf } from '@p5g/api/contract';
import { api } from '../../../lib/api.ts';

/** SWR key of a page of the service-account review queue (manage/chatbots). */
export const manageChatbotsKey = (input: RequestOf<'manageChatbots'>) =>
  ['manage/chatbots', input] as const;

export const fetchManageChatbots = ([, input]: ReturnType<typeof manageChatbotsKey>) =>
  api.call('manageChatbots', input);

/** A page of service accounts waiting for review; failures go to the app's error handler. */
export const useManageChatbots = (input: RequestOf<'manageChatbots'>) =>
  useSWR(manageChatbotsKey(input), fetchManageChatbots);
