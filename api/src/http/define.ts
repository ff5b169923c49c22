import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { codes, messages } from '../contract/codes.ts';
import {
  endpointUrl,
  endpoints,
  type Endpoint,
  type EndpointName,
  type Endpoints,
} from '../contract/endpoints.ts';
import { envelope } from '../contract/envelope.ts';
import { mayCall, type Permission } from '../contract/permissions.ts';
import { callerOf } from '../team/grants.ts';
import { nonceHeader } from '../contract/nonce.ts';
import { ApiError } from '../errors.ts';
import { nonceKey, pruneNonces } from '../accounts/nonces.ts';
import { resolveSession, rotateSession, type SessionUser } from '../accounts/sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the guard of non-public endpoints. */
    session: { id: bigint; user: SessionUser; token: string } | null;
  }
}

/** The token from `Authorization: <token>` (a `Bearer ` prefix is accepted too). */
const tokenOf = (request: FastifyRequest) =>
  request.headers.authorization?.replace(/^Bearer\s+/i, '').trim() || undefined;

/**
 * The caller's session (1003/1006 when not valid), after its nonce is accepted (1008): one
 * statement checks both (`resolveSession`). A token due for rotation is replaced only once the
 * nonce is accepted, and only with a `reply` to hand the new one over in its Authorization
 * header, set here for every caller: a file read by an <img> passes none, and its old token stays
 * current.
 */
export async function authenticate(request: FastifyRequest, reply?: FastifyReply) {
  const { db, clock } = request.server;
  const token = tokenOf(request);
  if (!token) throw new ApiError(codes.sessionExpired, messages.sessionExpired);
  const now = clock.now();
  const header = request.headers[nonceHeader];
  const nonce = nonceKey(token, Array.isArray(header) ? header[0] : header, now);
  const { sessionId, user, dueForRotation, nonceAccepted } = await resolveSession(
    db,
    token,
    now,
    nonce,
  );
  if (!nonce || !nonceAccepted) throw new ApiError(codes.badNonce, messages.badNonce);
  await pruneNonces(db, nonce, now);
  const rotatedToken =
    reply && dueForRotation ? await rotateSession(db, sessionId, token, now) : undefined;
  if (rotatedToken) reply!.header('Authorization', rotatedToken);
  return { sessionId, user, token: rotatedToken ?? token };
}

/** Session, then nonce, then the endpoint's permission (1007), in that order. */
function guard(permission: Permission) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { sessionId, user, token } = await authenticate(request, reply);
    const caller = await callerOf(request.server.db, user, permission.menu !== undefined);
    if (!mayCall(permission, caller)) throw new ApiError(codes.noPermission, messages.noPermission);
    request.session = { id: sessionId, user, token };
  };
}

type Input<N extends EndpointName> = z.output<Endpoints[N]['request']>;
/** What a handler returns: the envelope's data, or the reply itself for raw responses (images). */
type Output<N extends EndpointName> = Endpoints[N]['response'] extends z.ZodType
  ? z.input<Endpoints[N]['response']>
  : FastifyReply;

type Handler<N extends EndpointName> = (
  input: Input<N>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<Output<N>>;

// POST calls without a body arrive as undefined; the contract describes them as {}.
const bodyOrEmpty = (schema: z.ZodType) => z.preprocess((v) => v ?? {}, schema);

/**
 * Registers one endpoint of the contract: its path and method, request validation, the response
 * schema (which also strips anything not in it), the guard for its access level, and the success
 * envelope around what the handler returns.
 */
export function defineEndpoint<N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  handler: Handler<N>,
  options: { rateLimit?: { max: number; timeWindow: number | string } } = {},
) {
  const endpoint: Endpoint = endpoints[name];
  const input = endpoint.method === 'GET' ? 'querystring' : 'body';
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpointUrl(endpoint),
    schema: {
      ...(!endpoint.multipart && {
        [input]: endpoint.method === 'GET' ? endpoint.request : bodyOrEmpty(endpoint.request),
      }),
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.response && { response: { 200: envelope(endpoint.response) } }),
    },
    config: { ...(options.rateLimit && { rateLimit: options.rateLimit }) },
    // onRequest: refused callers are turned away before their body is read or validated.
    ...(endpoint.access !== 'public' && { onRequest: guard(endpoint) }),
    handler: async (request, reply) => {
      const source = endpoint.method === 'GET' ? request.query : request.body;
      const data = await handler(source as never, request, reply);
      if (endpoint.response === null) return reply;
      return { code: codes.success, msg: messages.success, data };
    },
  });
}
