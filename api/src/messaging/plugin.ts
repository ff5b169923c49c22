import type { FastifyInstance } from 'fastify';
import { messagingRoutes } from './routes.ts';
import { carrierWork, messagingJobs } from './service.ts';

/** 5G messages I: service accounts, materials and templates, and their carrier work and expiries. */
export async function messaging(app: FastifyInstance) {
  await app.register(messagingRoutes);
  app.jobs.define(
    messagingJobs(carrierWork(app.db, app.uploadStore, app.messageGateway), app.jobs.context),
  );
}
