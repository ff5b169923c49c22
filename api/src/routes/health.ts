import type { FastifyInstance } from 'fastify';

/** Liveness (the process answers) and readiness (it can serve requests). */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async () => ({ status: 'ready' }));
}
