import type { FastifyInstance, FastifyRequest } from 'fastify';
import { companyOf } from '../http/caller.ts';
import { defineEndpoint } from '../http/define.ts';
import {
  createTempLink,
  deleteArticle,
  findArticle,
  invalidateArticle,
  saveArticle,
  submitArticle,
  type ArticleRow,
} from './lifecycle.ts';
import { articleMediaUrl } from './media.ts';
import { articleDetail, listArticles } from './views.ts';

/** How long a browser may reuse a media redirect: well within the signed URL's hour. */
const mediaRedirectMaxAge = 30 * 60;

export async function microPropagationRoutes(app: FastifyInstance) {
  const { db, clock, uploadStore } = app;

  const author = (request: FastifyRequest) => ({
    id: request.session!.user.id,
    companyId: companyOf(request),
  });
  const detail = (row: ArticleRow) => articleDetail(db, row, clock.now());

  defineEndpoint(app, 'articleList', (query, request) =>
    listArticles(db, companyOf(request), query, clock.now()),
  );
  defineEndpoint(app, 'articleGet', async ({ id }, request) =>
    detail(await findArticle(db, companyOf(request), BigInt(id))),
  );
  defineEndpoint(app, 'articleSave', async (input, request) =>
    detail(await saveArticle(db, uploadStore, author(request), input, clock.now())),
  );
  defineEndpoint(app, 'articleSubmit', async ({ id }, request) =>
    detail(await submitArticle(db, author(request), BigInt(id), clock.now())),
  );
  defineEndpoint(app, 'articleInvalidate', async ({ id }, request) =>
    detail(await invalidateArticle(db, author(request), BigInt(id), clock.now())),
  );
  defineEndpoint(app, 'articleDelete', async ({ id }, request) => {
    await deleteArticle(db, author(request), BigInt(id));
    return null;
  });
  defineEndpoint(app, 'articleTempLink', (input, request) =>
    createTempLink(db, author(request), input, clock.now()),
  );

  defineEndpoint(app, 'articleMedia', async (_query, request, reply) => {
    const { articleId, file } = request.params as { articleId: string; file: string };
    const url = await articleMediaUrl(db, uploadStore, BigInt(articleId), file, clock.now());
    return reply
      .header('Cache-Control', `public, max-age=${mediaRedirectMaxAge}`)
      .redirect(url, 302);
  });
}
