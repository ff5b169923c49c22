import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client.ts';

export type JobHandler = (data: unknown) => Promise<void>;

/** A durable job: its queue name, its handler, and optionally a cron schedule (Asia/Shanghai). */
export type JobDefinition = { name: string; handler: JobHandler; cron?: string };

/**
 * The one mechanism for work that must survive restarts (expiries, alerts, later sending):
 * pg-boss on the service's own database, embedded or PostgreSQL. Handlers take the time from the
 * app clock, never from the queue, so tests decide what is due.
 */
export async function startJobQueue(
  database: DatabaseHandle,
  jobs: JobDefinition[],
  options: { pollingIntervalSeconds?: number } = {},
) {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: 'pgboss',
  });
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name);
    await boss.work(
      job.name,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
      async (batch) => {
        for (const item of batch) await job.handler(item.data);
      },
    );
    if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: 'Asia/Shanghai' });
  }
  return boss;
}
