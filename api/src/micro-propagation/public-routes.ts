import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineEndpoint } from '../http/define.ts';
import {
  derivedKey,
  findPublicArticle,
  newVisitorId,
  publicArticleLink,
  recordArticleEvent,
} from './public-articles.ts';

/** The browser's anonymous visitor id: a random value, nothing about the person. */
const visitorCookie = 'p5g_visitor';
const visitorIdPattern = /^[\w-]{22}$/;
/** Reports one address may send a minute: a page sends one view, and a share now and then. */
const reportsPerMinute = 120;

const visitorIdOf = (request: FastifyRequest) => {
  const match = /(?:^|;\s*)p5g_visitor=([\w-]+)/.exec(request.headers.cookie ?? '');
  return match && visitorIdPattern.test(match[1]!) ? match[1]! : null;
};

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * The public calls of the article pages (spec §7): article/getOne, /api/h5/article/getLink and
 * /api/h5/report, which counts a view (or a share) for the browser's anonymous visitor id, given
 * in a cookie of its own on the first report.
 */
export async function publicArticleRoutes(app: FastifyInstance) {
  const { db, clock, uploadStore } = app;
  const visitorKey = derivedKey(uploadStore.secret, 'visitor');

  defineEndpoint(app, 'publicArticle', ({ id }, request) =>
    findPublicArticle(db, id, clock.now(), originOf(request)),
  );
  defineEndpoint(app, 'publicArticleLink', ({ id }, request) =>
    publicArticleLink(db, id, clock.now(), originOf(request)),
  );
  defineEndpoint(
    app,
    'publicArticleReport',
    async (input, request, reply) => {
      let visitorId = visitorIdOf(request);
      if (!visitorId) {
        visitorId = newVisitorId();
        reply.header(
          'Set-Cookie',
          `${visitorCookie}=${visitorId}; Path=/api/h5/; Max-Age=31536000; HttpOnly; SameSite=Lax`,
        );
      }
      await recordArticleEvent(db, { ...input, visitorId }, visitorKey, clock.now());
      return null;
    },
    { rateLimit: { max: reportsPerMinute, timeWindow: 60_000 } },
  );
}
