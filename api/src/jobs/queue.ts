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
 * pg-boss on the service's own database, embedded or PostgreSQL. Handlers take the time from the
 * app clock, never from the queue, so tests decide what is due.
 *
 * Its `stop` also waits out what pg-boss leaves running when it stops: a worker whose fetch was in
 * flight still runs the jobs it brings back, and pg-boss completes or fails each job without
 * waiting. Only once they have ended may the caller close the database.
 */
export class JobQueue extends PgBoss {
  readonly #inFlight: Set<Promise<unknown>>;

  constructor(database: DatabaseHandle) {
    const inFlight = new Set<Promise<unknown>>();
    super({
      db: { executeSql: (text, values) => tracked(inFlight, database.executeSql(text, values)) },
      schema: 'pgboss',
    });
    this.#inFlight = inFlight;
  }

  /** Starts working `jobs`, and schedules those with a cron. */
  async startWorking(jobs: JobDefinition[], options: { pollingIntervalSeconds?: number } = {}) {
    await this.start();
    for (const job of jobs) {
      await this.createQueue(job.name);
      await this.work(
        job.name,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
        (batch) => tracked(this.#inFlight, handleEach(job, batch)),
      );
      if (job.cron) await this.schedule(job.name, job.cron, {}, { tz: 'Asia/Shanghai' });
    }
    return this;
  }

  /** Stops taking jobs, and resolves once every job taken and every query sent has ended. */
  override async stop() {
    await super.stop({ graceful: true, wait: true });
    while (this.#inFlight.size > 0) {
      await Promise.allSettled(this.#inFlight);
      // A fetch that has just returned hands its jobs to a handler in the microtasks after it.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}

async function handleEach(job: JobDefinition, batch: { data: unknown }[]) {
  for (const item of batch) await job.handler(item.data);
}

function tracked<T>(inFlight: Set<Promise<unknown>>, work: Promise<T>) {
  inFlight.add(work);
  const ended = () => void inFlight.delete(work);
  work.then(ended, ended);
  return work;
}
