import {
  endpoints,
  mayCall,
  nextStatus,
  sendTaskEnded,
  sendTaskTransitions,
  type Caller,
  type ResponseOf,
} from '@p5g/api/contract';
import { pollWhile } from '../../lib/poll-while.ts';

/** What a send record offers in each status (the contract's one table decides). */
export function taskActions(status: number) {
  return {
    pause: nextStatus(sendTaskTransitions, status, 'pause') !== null,
    resume: nextStatus(sendTaskTransitions, status, 'resume') !== null,
    cancel: nextStatus(sendTaskTransitions, status, 'cancel') !== null,
  };
}

/** 复制为新任务 opens the send form on the task's template, which only 我的模板 may read. */
export const mayCopyAsNew = (caller: Caller) => mayCall(endpoints.templateGet, caller);

/**
 * Whether the record still changes, so the page keeps asking: the task has not ended, or it has
 * but receipts are still expected for messages already handed to the carriers.
 */
export const isTaskLive = (task: {
  status: number;
  counts: { pending: number };
  receiptsFinalTime: string | null;
}) => !sendTaskEnded(task.status) || (task.counts.pending > 0 && task.receiptsFinalTime === null);

/** How often a live record is asked again, in milliseconds. */
const liveRefreshMs = 3000;

/** A page of send records is asked again while one of them is live. */
export const taskListPolling = {
  refreshInterval: pollWhile(
    (page: ResponseOf<'taskList'>) => page.list.some(isTaskLive),
    liveRefreshMs,
  ),
};

/** One send task is asked again while it is live. */
export const taskPolling = { refreshInterval: pollWhile(isTaskLive, liveRefreshMs) };
