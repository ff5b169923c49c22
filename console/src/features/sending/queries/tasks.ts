import useSWR from 'swr';
import type { RequestOf, ResponseOf } from '@p5g/api/contract';
import { api } from '../../../lib/api.ts';
import { isTaskLive, liveRefreshMs } from '../task-rules.ts';

/** SWR key of a page of send records (task/list). */
export const taskListKey = (input: RequestOf<'taskList'>) => ['task/list', input] as const;

/** A page of send records; asked again while one of them is still changing. */
export const useTaskList = (input: RequestOf<'taskList'>) =>
  useSWR(taskListKey(input), ([, body]) => api.call('taskList', body), {
    refreshInterval: (latest?: ResponseOf<'taskList'>) =>
      latest?.list.some(isTaskLive) ? liveRefreshMs : 0,
  });

/** SWR key of one send task with its timeline (task/get). */
export const taskKey = (id: string) => ['task/get', id] as const;

/** One send task; asked again while it is sending or its receipts are still coming in. */
export const useTask = (id: string) =>
  useSWR(taskKey(id), ([, taskId]) => api.call('taskGet', { id: taskId }), {
    refreshInterval: (latest?: ResponseOf<'taskGet'>) =>
      latest && isTaskLive(latest) ? liveRefreshMs : 0,
  });

/**
 * A page of a task's recipients, filtered by state, cause and number (task/recipients). `version`
 * says where the task's figures stand: when they move (the task is asked again while live), so
 * does this, including the last change after which the task stops being live.
 */
export const useTaskRecipients = (input: RequestOf<'taskRecipients'>, version: string) =>
  useSWR(['task/recipients', input, version] as const, ([, body]) =>
    api.call('taskRecipients', body),
  );

/** Failures per carrier (task/getFailCarrier, a silent call), again whenever `version` moves. */
export const useFailCarriers = (id: string, version: string) =>
  useSWR(['task/getFailCarrier', id, version] as const, ([, taskId]) =>
    api.call('taskFailCarrier', { id: taskId }),
  );
