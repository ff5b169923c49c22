import type { FastifyInstance, FastifyRequest } from 'fastify';
import { streetsOf } from '@p5g/regions/streets';
import type { ShowcaseImageWidth } from '../contract/schemas/showcases.ts';
import { companyOf } from '../http/caller.ts';
import { defineEndpoint } from '../http/define.ts';
import {
  albumDetail,
  createAlbumTempLink,
  deleteAlbum,
  findAlbum,
  listAlbums,
  publishAlbum,
  saveAlbum,
  unpublishAlbum,
  type AlbumRow,
} from './albums.ts';
import { cardLinkables, cardView, publishCard, saveCard, unpublishCard } from './cards.ts';
import { shownImage } from './shown-images.ts';
import {
  deleteMediaItem,
  findMediaItem,
  listMediaItems,
  mediaFileUrl,
  mediaViews,
  publishMediaItem,
  saveMediaItem,
  unpublishMediaItem,
  type MediaItemRow,
} from './media-items.ts';

/** How long a browser may reuse a media redirect: well within the signed URL's hour. */
const mediaRedirectMaxAge = 30 * 60;
/**
 * Showcase images change only with their material, whose id never names other bytes; a day, so
 * that shared caches stop serving a taken-down album's images soon after (revalidation is a 304).
 */
const imageMaxAge = 24 * 60 * 60;

export async function showcaseRoutes(app: FastifyInstance) {
  const { db, clock, uploadStore } = app;

  const editor = (request: FastifyRequest) => ({
    id: request.session!.user.id,
    companyId: companyOf(request),
  });
  const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
  const album = (row: AlbumRow) => albumDetail(db, uploadStore, row, clock.now());
  const media = async (row: MediaItemRow) =>
    (await mediaViews(db, uploadStore, [row], clock.now()))[0]!;
  const card = (request: FastifyRequest) =>
    cardView(db, uploadStore, companyOf(request), originOf(request), clock.now());

  defineEndpoint(app, 'albumList', (query, request) =>
    listAlbums(db, uploadStore, companyOf(request), query, clock.now()),
  );
  defineEndpoint(app, 'albumGet', async ({ id }, request) =>
    album(await findAlbum(db, companyOf(request), BigInt(id))),
  );
  defineEndpoint(app, 'albumSave', async (input, request) =>
    album(await saveAlbum(db, uploadStore, editor(request), input, clock.now())),
  );
  defineEndpoint(app, 'albumDelete', async ({ id }, request) => {
    await deleteAlbum(db, editor(request), BigInt(id));
    return null;
  });
  defineEndpoint(app, 'albumPublish', async ({ id }, request) =>
    album(await publishAlbum(db, editor(request), BigInt(id), clock.now())),
  );
  defineEndpoint(app, 'albumUnpublish', async ({ id }, request) =>
    album(await unpublishAlbum(db, editor(request), BigInt(id), clock.now())),
  );
  defineEndpoint(app, 'albumTempLink', ({ id }, request) =>
    createAlbumTempLink(db, editor(request), BigInt(id), clock.now()),
  );

  defineEndpoint(app, 'cardGet', (_input, request) => card(request));
  defineEndpoint(app, 'cardSave', async (input, request) => {
    await saveCard(db, uploadStore, editor(request), input, clock.now());
    return card(request);
  });
  defineEndpoint(app, 'cardPublish', async (_input, request) => {
    await publishCard(db, editor(request), clock.now());
    return card(request);
  });
  defineEndpoint(app, 'cardUnpublish', async (_input, request) => {
    await unpublishCard(db, editor(request), clock.now());
    return card(request);
  });
  defineEndpoint(app, 'cardLinkables', (_input, request) =>
    cardLinkables(db, companyOf(request), clock.now()),
  );
  defineEndpoint(app, 'streets', async ({ districtCode }, _request, reply) => {
    reply.header('Cache-Control', 'public, max-age=86400');
    return streetsOf(districtCode);
  });

  defineEndpoint(app, 'mediaList', (query, request) =>
    listMediaItems(db, uploadStore, companyOf(request), query, clock.now()),
  );
  defineEndpoint(app, 'mediaGet', async ({ id }, request) =>
    media(await findMediaItem(db, companyOf(request), BigInt(id))),
  );
  defineEndpoint(app, 'mediaSave', async (input, request) =>
    media(await saveMediaItem(db, uploadStore, editor(request), input, clock.now())),
  );
  defineEndpoint(app, 'mediaDelete', async ({ id }, request) => {
    await deleteMediaItem(db, editor(request), BigInt(id));
    return null;
  });
  defineEndpoint(app, 'mediaPublish', async ({ id }, request) =>
    media(await publishMediaItem(db, editor(request), BigInt(id), clock.now())),
  );
  defineEndpoint(app, 'mediaUnpublish', async ({ id }, request) =>
    media(await unpublishMediaItem(db, editor(request), BigInt(id), clock.now())),
  );

  defineEndpoint(app, 'showcaseImage', async (_query, request, reply) => {
    const { owner, materialId, width } = request.params as {
      owner: string;
      materialId: string;
      width: ShowcaseImageWidth;
    };
    const image = await shownImage(db, uploadStore, owner, BigInt(materialId), width, clock.now());
    reply.header('Cache-Control', `public, max-age=${imageMaxAge}`).header('ETag', image.etag);
    if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
    return reply.type('image/webp').send(await image.read());
  });
  defineEndpoint(app, 'showcaseMedia', async (_query, request, reply) => {
    const { itemId } = request.params as { itemId: string };
    const url = await mediaFileUrl(db, uploadStore, BigInt(itemId), clock.now());
    return reply
      .header('Cache-Control', `public, max-age=${mediaRedirectMaxAge}`)
      .redirect(url, 302);
  });
}
