import fp from 'fastify-plugin';
import { JobQueue, type JobContext, type JobDefinition, type WakeJob } from '../jobs/queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: {
      /** A domain plugin's durable jobs; the queue works them once the app is ready. */
      define: (jobs: JobDefinition[]) => void;
      /** Runs a defined job's handler now, as a worker would (tests, which run no queue). */
      run: (name: string) => Promise<void>;
      /** What job handlers work with: the app clock, wake-ups, the app log. */
      context: JobContext;
    };
    wakeJob: WakeJob;
  }
}

export type JobQueueOptions = {
  /** Work the jobs on pg-queue (the server). Without it nothing runs by itself (tests). */
  runQueue?: boolean;
  /** Without the queue: what a wake-up does. Default: nothing (tests run the jobs themselves). */
  wakeJob?: WakeJob;
};

/**
 * Durable jobs (jobs/queue.ts). Each domain plugin defines its own; with `runQueue`, pg-boss starts
 * once every plugin has loaded and stops when the app closes, before its caller closes the database.
 */
export const jobQueuePlugin = fp(
  async (app, options: JobQueueOptions) => {
    const queue = options.runQueue ? new JobQueue(app.database) : null;
    const definitions = new Map<string, JobDefinition>();
    const wakeJob: WakeJob = queue
      ? async (name, at) => {
          if (at) await queue.send(name, {}, { startAfter: at });
          // The database decides each second and refuses a second job for it, across instances.
          else if (definitions.get(name)?.coalesceWakes) await queue.sendDebounced(name, {}, {}, 1);
          else await queue.send(name, {});
        }
      : (options.wakeJob ?? (async () => {}));
    app.decorate('wakeJob', wakeJob);
    app.decorate('jobs', {
      define: (jobs) => {
        for (const job of jobs) definitions.set(job.name, job);
      },
      run: async (name) => {
        const job = definitions.get(name);
        if (!job) throw new Error(`no job named ${name}`);
        await job.handler({});
      },
      context: {
        clock: app.clock,
        wake: wakeJob,
        log: (facts, message) => app.log.info(facts, message),
      },
    });
    if (queue) {
      app.addHook('onReady', async () => {
        await queue.startWorking([...definitions.values()]);
      });
      app.addHook('onClose', () => queue.stop());
    }
  },
  { name: 'job-queue', dependencies: ['database', 'clock'] },
);
