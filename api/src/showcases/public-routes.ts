import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineEndpoint } from '../http/define.ts';
import { findPublicAlbum, findTempAlbum } from './public-albums.ts';
import { findPublicUserHome } from './public-homes.ts';

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * The public reads of the showcase pages (spec §7): book/getOneForH5, a published album or the
 * album behind a preview link, and the company home; each answers with the page's state (open,
 * not found, expired) rather than an error, as the pages show it.
 */
export async function publicShowcaseRoutes(app: FastifyInstance) {
  const { db, clock } = app;
  defineEndpoint(app, 'publicAlbum', ({ id, temp }, request) =>
    temp
      ? findTempAlbum(db, id, clock.now(), originOf(request))
      : findPublicAlbum(db, id, originOf(request)),
  );
  defineEndpoint(app, 'publicUserHome', ({ id }, request) =>
    findPublicUserHome(db, id, clock.now(), originOf(request)),
  );
}
