import { PassThrough, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { codes, messages } from '../contract/codes.ts';
import { openApiBase } from '../contract/open-api.ts';
import { apiPrefix } from '../contract/web-routes.ts';
import { sendOpenApiError } from '../open-api/errors.ts';

export type LoadSheddingOptions = {
  /** API requests handled at once; past it the next is answered 503 at once. */
  maxInFlight: number;
  /** A body that sends nothing for this long is refused with 408. */
  bodyIdleMs: number;
};

type Tracked = FastifyRequest & { countedInFlight?: boolean };

/** Seconds a shed client is asked to wait before trying again. */
const retryAfterSeconds = '10';

/** The APIs that are shed, each answering 503 in its own error shape. */
const shedApis: { prefix: string; shed: (request: FastifyRequest, reply: FastifyReply) => void }[] =
  [
    {
      prefix: apiPrefix,
      shed: (_request, reply) =>
        reply
          .code(503)
          .type('application/json; charset=utf-8')
          .send(JSON.stringify({ code: codes.internal, msg: messages.unavailable, data: null })),
    },
    {
      prefix: `${openApiBase}/`,
      shed: (request, reply) => sendOpenApiError(request, reply, 'unavailable'),
    },
  ];

const shedApiOf = (request: FastifyRequest) =>
  shedApis.find((api) => request.url.startsWith(api.prefix));

/**
 * Load shedding (api/README.md): past `maxInFlight` API requests in handling (the console's and
 * the developer API's together), the next is answered at once with 503 and Retry-After, in its
 * API's error shape, instead of queueing without bound for the database (PGlite runs its
 * queries one at a time). A request waiting for its body is not in handling, so clients that
 * trickle bodies cannot take the places of everyone else, and a body that stalls for
 * `bodyIdleMs` is refused with 408. The web apps' pages and files are never shed: they cost no
 * database work, and a shed page would be a JSON answer in a browser tab.
 */
export function useLoadShedding(instance: FastifyInstance, options: LoadSheddingOptions) {
  let inFlight = 0;
  const shed = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Retry-After', retryAfterSeconds);
    return shedApiOf(request)!.shed(request, reply);
  };
  const count = (request: Tracked) => {
    request.countedInFlight = true;
    inFlight += 1;
  };
  const uncount = (request: Tracked) => {
    if (!request.countedInFlight) return;
    request.countedInFlight = false;
    inFlight -= 1;
  };

  instance.addHook('onRequest', async (request: Tracked, reply) => {
    if (!shedApiOf(request)) return;
    if (inFlight >= options.maxInFlight) return shed(request, reply);
    count(request);
    // 'close' comes once for every response: sent, failed or its client gone. (A client that
    // leaves after sending its whole body gets neither onResponse nor onRequestAbort, and counting
    // by those hooks leaked until every request was shed.)
    reply.raw.once('close', () => uncount(request));
  });
  instance.addHook('preParsing', async (request: Tracked, reply, payload) => {
    // A multipart body is read by its route's handler (@fastify/multipart reads the raw request),
    // so it stays counted, and Node's requestTimeout bounds it.
    if (!request.countedInFlight || !hasBody(request) || isMultipart(request)) return payload;
    uncount(request);
    const body = withIdleTimeout(payload, options.bodyIdleMs);
    // Answered before the body was read (too large, refused): nothing is waited for any more.
    reply.raw.once('close', () => body.destroy());
    return body;
  });
  instance.addHook('preValidation', async (request: Tracked, reply) => {
    if (!shedApiOf(request) || request.countedInFlight || reply.sent) return;
    if (inFlight >= options.maxInFlight) return shed(request, reply);
    count(request);
  });
}

const isMultipart = (request: FastifyRequest) =>
  request.headers['content-type']?.toLowerCase().startsWith('multipart/') ?? false;

const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined ||
  Number(request.headers['content-length'] ?? 0) > 0;

/** The body as it arrives, failing with HTTP 408 once nothing has come for `idleMs`. */
function withIdleTimeout(payload: Readable, idleMs: number) {
  const body = new PassThrough() as PassThrough & { receivedEncodedLength: number };
  body.receivedEncodedLength = 0;
  const timer = setTimeout(stalled, idleMs);
  function stalled() {
    payload.unpipe(body);
    body.destroy(Object.assign(new Error('request body timed out'), { statusCode: 408 }));
  }
  payload.on('data', (chunk: Buffer) => {
    body.receivedEncodedLength += chunk.length;
    timer.refresh();
  });
  payload.once('end', () => clearTimeout(timer));
  payload.once('error', (error) => {
    clearTimeout(timer);
    body.destroy(error);
  });
  body.once('close', () => clearTimeout(timer));
  // Fastify reports the failure from its own listener while it reads the body; with nobody
  // reading (the answer already sent), the error must not escape as an uncaught exception.
  body.on('error', () => {});
  return payload.pipe(body);
}
