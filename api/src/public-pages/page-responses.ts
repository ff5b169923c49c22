import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A weak ETag of what a page shows (parts serialised as JSON). */
const etagOf = (parts: unknown[]) =>
  `W/"${createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 27)}"`;

/** Sends a whole HTML document with `status`. */
export const sendHtml = (reply: FastifyReply, status: number, document: string) =>
  reply.code(status).type('text/html; charset=utf-8').send(document);

/**
 * Sends a page with an ETag of the build and what it shows, or 304 while that has not changed.
 * `cacheControl` defaults to a page that is the same for everyone.
 */
export const sendCachedPage = async (
  request: FastifyRequest,
  reply: FastifyReply,
  page: {
    buildTag: string;
    status: number;
    shows: unknown;
    render: () => Promise<string>;
    cacheControl?: string;
  },
) => {
  const etag = etagOf([page.buildTag, page.shows]);
  reply.header('Cache-Control', page.cacheControl ?? 'public, no-cache');
  reply.header('ETag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return sendHtml(reply, page.status, await page.render());
};
