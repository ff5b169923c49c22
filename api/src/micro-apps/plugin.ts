import type { FastifyInstance } from 'fastify';
import { appletRoutes } from './applets-routes.ts';
import { microAppRoutes } from './routes.ts';

/**
 * Micro-apps: forms, their review, the public fill-in page's calls, answers and statistics; the
 * common applets built on them.
 */
export async function microApps(app: FastifyInstance) {
  await app.register(microAppRoutes);
  await app.register(appletRoutes);
}
