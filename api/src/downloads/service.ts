import type { Db } from '../db/client.ts';
import type { JobContext, JobDefinition } from '../jobs/queue.ts';
import type { UploadStore } from '../uploads/store.ts';
import { expireExports, runExports } from './exports.ts';

export const exportJobName = 'download-export';

/**
 * The download centre's durable jobs: making queued exports (woken when one is created, and swept
 * every minute in case a wake-up was lost) and, hourly, deleting the files of expired ones.
 */
export function downloadJobs(
  db: Db,
  store: UploadStore,
  { clock, log }: Pick<JobContext, 'clock' | 'log'>,
): JobDefinition[] {
  return [
    {
      name: exportJobName,
      cron: '* * * * *',
      handler: async () => {
        const done = await runExports(db, store, () => clock.now(), log);
        if (done.made + done.failed > 0) log(done, 'exports');
      },
    },
    {
      name: 'download-expiry',
      cron: '23 * * * *',
      handler: async () =>
        log({ expiredExports: await expireExports(db, store, clock.now()) }, 'export expiry'),
    },
  ];
}
