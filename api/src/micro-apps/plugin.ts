import type { FastifyInstance } from 'fastify';
import { microAppRoutes } from './routes.ts';

/** Micro-apps: forms, their review, the public fill-in page's calls, answers and statistics. */
export async function microApps(app: FastifyInstance) {
  await app.register(microAppRoutes);
}
