import type { FastifyInstance } from 'fastify';
import { downloadRoutes } from './routes.ts';
import { downloadJobs } from './service.ts';

/** The download centre: its routes, the export job and the hourly expiry of old files. */
export async function downloads(app: FastifyInstance) {
  await app.register(downloadRoutes);
  app.jobs.define(downloadJobs(app.db, app.uploadStore, app.jobs.context));
}
