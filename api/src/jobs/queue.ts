import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';

type JobHandler = (data: unknown) => Promise<void>;

/** A durable job: its queue name, its handler, and optionally a cron schedule (Asia/Shanghai). */
export type JobDefinition = {
  name: string;
  handler: JobHandler;
  cron?: string;
  /**
   * Coalesce the asks to run it now, from every instance, to at most one job a second: the first
   * of a second runs at once, those after it in that second become one job when the second ends.
   * For a job whose run does all that is due, asked on every commit of a busy table.
   */
  coalesceWakes?: boolean;
};

/**
 * Asks for a job to run at `at` (now when omitted): each ask is a job of its own, but for a job
 * that coalesces its wake-ups.
 */
export type WakeJob = (name: string, at?: Date) => Promise<void>;

/** What a domain's job handlers work with: the app clock, wake-ups, the log. */
export type JobContext = {
  clock: Clock;
  wake: WakeJob;
  log: (facts: object, message: string) => void;
};

/**
 * The one mechanism for work that must survive restarts (expiries, alerts, later sending):
 * pg-boss on the service's own database, embedded or PostgreSQL, not yet started. Handlers take
 * the time from the app clock, never from the queue, so tests decide what is due.
 */
export const jobQueue = (database: DatabaseHandle) =>
  new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: 'pgboss',
  });

/** Starts the queue working `jobs`, and schedules those with a cron. */
export async function startJobQueue(
  boss: PgBoss,
  jobs: JobDefinition[],
  options: { pollingIntervalSeconds?: number } = {},
) {
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
