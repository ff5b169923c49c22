import useSWR from 'swr';
import type { RequestOf, ResponseOf } from '@p5g/api/contract';
import { api } from '../../../lib/api.ts';
import { awaitsAnswer } from '../service-account-rules.ts';

/** SWR key of a page of the company's service accounts (chatbot/list). */
export const chatbotListKey = (input: RequestOf<'chatbotList'>) => ['chatbot/list', input] as const;

export const fetchChatbotList = ([, input]: ReturnType<typeof chatbotListKey>) =>
  api.call('chatbotList', input);

/** While the platform or a carrier has yet to answer for one of them, the list is asked again. */
const answerPoll = 5_000;

/**
 * A page of the company's service accounts, asked again every 5 s while an answer is awaited;
 * failures go to the app's error handler.
 */
export const useChatbotList = (input: RequestOf<'chatbotList'>) =>
  useSWR(chatbotListKey(input), fetchChatbotList, {
    refreshInterval: (latest?: ResponseOf<'chatbotList'>) =>
      latest?.list.some(awaitsAnswer) ? answerPoll : 0,
  });

/** SWR key of one service account with its carrier registrations (base/chatbot/detail). */
export const chatbotDetailKey = (id: string) => ['base/chatbot/detail', id] as const;

export const fetchChatbotDetail = ([, id]: ReturnType<typeof chatbotDetailKey>) =>
  api.call('chatbotDetail', { id });

/** One service account; `null` waits (a new one has none). */
export const useChatbotDetail = (id: string | null) =>
  useSWR(id && chatbotDetailKey(id), fetchChatbotDetail);
