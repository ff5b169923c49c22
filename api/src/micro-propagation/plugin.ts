import type { FastifyInstance } from 'fastify';
import { microPropagationJobs } from './charges.ts';
import { publicArticleRoutes } from './public-routes.ts';
import { microPropagationRoutes } from './routes.ts';

/**
 * Micro-propagation: articles, their autosave, review, temporary share links and media, the
 * public pages' calls (reads, visitor and share reports) and the job that pays viewed days; the
 * review queue's calls are the back office's (`reviewArticle`, `articleQueue`).
 */
export async function microPropagation(app: FastifyInstance) {
  await app.register(microPropagationRoutes);
  await app.register(publicArticleRoutes);
  app.jobs.define(microPropagationJobs(app.db, app.jobs.context));
}
