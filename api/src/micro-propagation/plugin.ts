import type { FastifyInstance } from 'fastify';
import { microPropagationRoutes } from './routes.ts';

/**
 * Micro-propagation: articles, their autosave, review, temporary share links and media; the
 * review queue's calls are the back office's (`reviewArticle`, `articleQueue`).
 */
export async function microPropagation(app: FastifyInstance) {
  await app.register(microPropagationRoutes);
}
