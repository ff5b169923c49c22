import type { JobContext, JobDefinition } from '../jobs/queue.ts';
import { nextRetryDue, runDispatch, type SendingDeps } from './dispatch.ts';
import { applyReceipts, finaliseTasks, nextReceiptDue } from './receipts.ts';
import { revokeCancelled } from './revoke.ts';
import { runSchedule } from './schedule.ts';

export const dispatchJobName = 'send-dispatch';
export const receiptsJobName = 'send-receipts';
export const scheduleJobName = 'send-schedule';

/**
 * The durable jobs of sending: the schedule (every minute, and woken at the next due time),
 * dispatch (woken when a task starts, resumes or is cancelled, swept every minute in case a
 * wake-up was lost; a run that stops on its time budget wakes the next; it also asks the carriers
 * to take back what cancelled tasks handed over) and receipts (woken when they fall due).
 */
export function sendingJobs(
  deps: SendingDeps,
  { clock, wake }: Pick<JobContext, 'clock' | 'wake'>,
): JobDefinition[] {
  return [
    {
      name: scheduleJobName,
      cron: '* * * * *',
      handler: async () => {
        const { started, nextDue } = await runSchedule(deps.db, clock.now());
        if (started) await wake(dispatchJobName);
        if (nextDue) await wake(scheduleJobName, nextDue);
      },
    },
    {
      name: dispatchJobName,
      cron: '* * * * *',
      handler: async () => {
        const more = await runDispatch(deps, () => clock.now());
        await revokeCancelled(deps, clock.now());
        if (more) return wake(dispatchJobName);
        const retry = await nextRetryDue(deps.db);
        if (retry) await wake(dispatchJobName, retry);
      },
    },
    {
      name: receiptsJobName,
      cron: '* * * * *',
      handler: async () => {
        while ((await applyReceipts(deps.db, clock.now())) > 0);
        await finaliseTasks(deps.db, clock.now());
        const next = await nextReceiptDue(deps.db);
        if (next) await wake(receiptsJobName, next);
      },
    },
  ];
}
