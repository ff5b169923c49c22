import type { FastifyInstance } from 'fastify';
import { webApps, type WebAppsOptions } from './plugins/web-apps.ts';
import { healthRoutes } from './routes/health.ts';

export type AppOptions = {
  webApps: WebAppsOptions;
};

/** The whole service as a Fastify plugin: infrastructure first, then domain modules, then routes. */
export async function app(instance: FastifyInstance, options: AppOptions) {
  await instance.register(healthRoutes);
  await instance.register(webApps, options.webApps);
}
