import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { regionTree } from '@p5g/regions/full';
import type { FastifyInstance } from 'fastify';
import { codes, messages } from '../contract/codes.ts';
import { withMediaUrls } from '../contract/schemas/site.ts';
import { ApiError } from '../errors.ts';
import { defineEndpoint } from '../http/define.ts';
import { homeContent } from './content.ts';
import { helpArticleOf, helpContents } from './help.ts';
import { payeeAccountOf, savePayeeAccount } from './payee.ts';
import { recordOpeningApplication } from './opening-applications.ts';

/** The committed sample media, served at /media/ for the default media host. */
const sampleMediaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../media');

export type SiteRoutesOptions = {
  /** Media host that stored media paths resolve against (MEDIA_BASE_URL). */
  mediaBaseUrl: string;
};

/**
 * What the public pages read and send: home content, regions, help articles, opening applications,
 * the payee account; and the management platform's edit of the payee account.
 */
export async function siteRoutes(app: FastifyInstance, { mediaBaseUrl }: SiteRoutesOptions) {
  const { db, clock } = app;

  await app.register(fastifyStatic, {
    root: sampleMediaDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '1d',
  });

  // The response schema strips the sort columns.
  defineEndpoint(app, 'siteHome', async () => withMediaUrls(await homeContent(db), mediaBaseUrl));

  defineEndpoint(app, 'areaTree', async (_input, _request, reply) => {
    reply.header('Cache-Control', 'public, max-age=86400');
    return regionTree;
  });

  defineEndpoint(app, 'helpList', () => helpContents(db));

  defineEndpoint(app, 'helpArticle', async ({ id }) => {
    const article = await helpArticleOf(db, id);
    if (!article) throw new ApiError(codes.notFound, messages.notFound);
    return {
      id: article.id,
      menu: article.menu,
      title: article.title,
      sections: article.sections,
      updatedOn: article.updatedOn,
    };
  });

  defineEndpoint(app, 'payeeAccount', () => payeeAccountOf(db));

  defineEndpoint(app, 'manageSavePayeeAccount', async (input, request) => {
    await savePayeeAccount(db, input, request.session!.user.id, clock.now());
    return null;
  });

  defineEndpoint(
    app,
    'addOpeningApplication',
    async (input, request) => {
      await recordOpeningApplication(db, input, request.ip, clock.now());
      return null;
    },
    { rateLimit: { max: 5, timeWindow: '10 minutes' } },
  );
}
