import type { FastifyInstance } from 'fastify';
import { publicArticleRoutes } from './public-routes.ts';
import { microPropagationRoutes } from './routes.ts';

/**
 * Micro-propagation: articles, their autosave, review, temporary share links and media, and the
 * public pages' calls (reads, view reports); the review queue's calls are the back office's
 * (`reviewArticle`, `articleQueue`).
 */
export async function microPropagation(app: FastifyInstance) {
  await app.register(microPropagationRoutes);
  await app.register(publicArticleRoutes);
}
