import useSWR from 'swr';
import type { RequestOf } from '@p5g/api/contract';
import { api } from '../../../lib/api.ts';

/** SWR key of a page of customers' feedback (manage/feedback) for one query. */
export const manageFeedbackKey = (input: RequestOf<'manageFeedback'>) =>
  ['manage/feedback', input] as const;

export const fetchManageFeedback = ([, input]: ReturnType<typeof manageFeedbackKey>) =>
  api.call('manageFeedback', input);

/** A page of feedback, newest first. Failures go to the app's error handler. */
export const useManageFeedback = (input: RequestOf<'manageFeedback'>) =>
  useSWR(manageFeedbackKey(input), fetchManageFeedback, { keepPreviousData: true });
