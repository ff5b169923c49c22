import useSWR from 'swr';
import type { RequestOf } from '@p5g/api/contract';
import { api } from '../../../lib/api.ts';

/** SWR key of a page of the send-task review queue (manage/tasks). */
export const manageTasksKey = (input: RequestOf<'manageTasks'>) => ['manage/tasks', input] as const;

export const fetchManageTasks = ([, input]: ReturnType<typeof manageTasksKey>) =>
  api.call('manageTasks', input);

/** A page of send tasks waiting for the platform review; failures go to the app's error handler. */
export const useManageTasks = (input: RequestOf<'manageTasks'>) =>
  useSWR(manageTasksKey(input), fetchManageTasks);
