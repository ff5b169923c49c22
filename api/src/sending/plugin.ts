import type { FastifyInstance } from 'fastify';
import { sendingDefaults, type SendingDeps } from './dispatch.ts';
import { sendingJobs } from './jobs.ts';
import { sendingRoutes } from './routes.ts';

export type SendingOptions = Partial<Pick<SendingDeps, 'batchSize' | 'ratePerSecond'>>;

/** Send tasks: their routes, and the schedule, dispatch and receipts jobs. */
export async function sending(app: FastifyInstance, options: SendingOptions) {
  await app.register(sendingRoutes);
  const deps: SendingDeps = {
    db: app.db,
    gateway: app.messageGateway,
    store: app.uploadStore,
    messageProvider: app.messageProvider,
    ...sendingDefaults,
    ...options,
  };
  app.jobs.define(sendingJobs(deps, app.jobs.context));
}
