import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** WeChat's JS-SDK, allowed on the pages that share through it when the service has an account. */
const wechatSdkOrigin = 'https://res.wx.qq.com';

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

/** The server's CSP of a page that shares through WeChat, with its SDK allowed when it can be used. */
export const allowWechatSdk = (app: FastifyInstance, reply: FastifyReply) => {
  const policy = reply.getHeader('content-security-policy');
  if (app.wechatAccount && typeof policy === 'string') {
    reply.header(
      'content-security-policy',
      policy.replace("script-src 'self'", `script-src 'self' ${wechatSdkOrigin}`),
    );
  }
};
