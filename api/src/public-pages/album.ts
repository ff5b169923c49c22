import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { endpointUrl, endpoints } from '../contract/endpoints.ts';
import type { EbookPage } from '../contract/public-pages.ts';
import type { PublicAlbum } from '../contract/schemas/showcases.ts';
import { basePath, ebookPath, ebookTempPath } from '../contract/web-routes.ts';
import { findPublicAlbum, findTempAlbum } from '../showcases/public-albums.ts';
import { allowWechatSdk, sendCachedPage } from './page-responses.ts';
import type { PublicPageContext } from './plugin.ts';

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** What the page answers for each state of an album: shown, unknown or taken down, expired. */
const statusOf = { open: 200, notFound: 404, expired: 410 } as const satisfies Record<
  PublicAlbum['state'],
  number
>;

/**
 * The public e-album pages (spec §2): /ebook/{id} while the album is published, the preview link
 * /ebookTemp/{key} for its hour (410 and 预览链接已过期 after), and the old /albumOfPainting and
 * /albumOfPaintingTemp paths, which redirect to them. Each is complete HTML from the landing
 * build's renderers, cached with an ETag of what it shows.
 */
export async function albumRoutes(app: FastifyInstance, context: PublicPageContext) {
  const { db, clock } = app;
  const assets = context.assets.ebook;
  const wxConfigUrl = endpointUrl(endpoints.wxJsConfig);

  const albumPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    page: EbookPage,
    cacheControl?: string,
  ) => {
    allowWechatSdk(app, reply);
    return sendCachedPage(request, reply, {
      buildTag: context.buildTag,
      status: statusOf[page.album.state],
      shows: page,
      cacheControl,
      render: async () => (await context.loadRenderers()).renderEbookPage(page, assets),
    });
  };

  app.get<{ Params: { id: string } }>(`${basePath}/ebook/:id`, async (request, reply) => {
    const album = await findPublicAlbum(db, request.params.id, originOf(request));
    return albumPage(request, reply, { album, mode: 'ebook', wxConfigUrl });
  });

  app.get<{ Params: { key: string } }>(`${basePath}/ebookTemp/:key`, async (request, reply) => {
    const album = await findTempAlbum(db, request.params.key, clock.now(), originOf(request));
    // A preview is for whoever holds its link, and ends within the hour.
    return albumPage(request, reply, { album, mode: 'temp', wxConfigUrl }, 'private, no-cache');
  });

  app.get<{ Params: { id: string } }>(`${basePath}/albumOfPainting/:id`, (request, reply) =>
    reply.redirect(ebookPath(request.params.id), 301),
  );
  app.get<{ Params: { id: string } }>(`${basePath}/albumOfPaintingTemp/:id`, (request, reply) =>
    reply.redirect(ebookTempPath(request.params.id), 301),
  );
}
