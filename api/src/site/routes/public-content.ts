import { regionTree } from '@p5g/regions/full';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { codes, messages } from '../../contract/codes.ts';
import { helpArticles } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import { defineEndpoint } from '../../http/define.ts';

export async function publicContentRoutes(app: FastifyInstance) {
  const { db } = app;

  defineEndpoint(app, 'areaTree', async (_input, _request, reply) => {
    reply.header('Cache-Control', 'public, max-age=86400');
    return regionTree;
  });

  defineEndpoint(app, 'helpList', () =>
    db
      .select({ id: helpArticles.id, menu: helpArticles.menu, title: helpArticles.title })
      .from(helpArticles)
      .orderBy(asc(helpArticles.sort)),
  );

  defineEndpoint(app, 'helpArticle', async ({ id }) => {
    const [article] = await db.select().from(helpArticles).where(eq(helpArticles.id, id));
    if (!article) throw new ApiError(codes.notFound, messages.notFound);
    return {
      id: article.id,
      menu: article.menu,
      title: article.title,
      sections: article.sections,
      updatedOn: article.updatedOn,
    };
  });
}
