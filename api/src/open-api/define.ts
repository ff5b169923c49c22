import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  noncePattern,
  openEndpoints,
  signatureHeaders,
  type OpenEndpoint,
  type OpenEndpointName,
  type OpenEndpoints,
} from '../contract/open-api.ts';
import { mayCall } from '../contract/permissions.ts';
import { grantedMenus } from '../accounts/sub-accounts.ts';
import { countRequest } from '../http/rate-limits.ts';
import type { SecretsKeyring } from '../lib/secret-box.ts';
import { OpenApiFailure } from './errors.ts';
import { idempotencyKeyPattern } from './idempotency.ts';
import { liveKey, storedSigningKey, type LiveKey } from './keys.ts';
import { signatureMatches, spendSignature, timestampInWindow } from './signing.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body's bytes as received, for its digest in the signature (developer API only). */
    rawBody?: Buffer;
    /** The API key that signed the request, once verified, and its menus (developer API only). */
    apiKey?: { key: LiveKey; menus: readonly string[] | null };
  }
}

export type OpenApiOptions = {
  /** Requests one key may make a minute. Default: `defaultRequestsPerMinute`. */
  requestsPerMinute?: number;
};

/** The options the app registers the developer API with: the keyring that opens signing keys. */
export type OpenApiPluginOptions = OpenApiOptions & { secretsKeyring: SecretsKeyring };

/** Requests one key may make a minute, on all instances together. */
const defaultRequestsPerMinute = 1200;

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
};

/** What a handler is given: the key's company, who acts for it, and the request's parts. */
export type OpenCall = {
  companyId: bigint;
  /** The user who made the key: tasks it creates are recorded as theirs. */
  actorUserId: bigint;
  keyId: bigint;
  /** The key's role grants this menu (numbers are then shown in full where the menu shows them). */
  holds: (menu: 'detail_enquiry') => boolean;
  idempotencyKey: string | undefined;
  request: FastifyRequest;
  reply: FastifyReply;
};

type Part<E, K extends 'params' | 'query' | 'body'> = E extends {
  [P in K]: infer S extends z.ZodType;
}
  ? z.output<S>
  : undefined;
type InputOf<N extends OpenEndpointName> = {
  params: Part<OpenEndpoints[N], 'params'>;
  query: Part<OpenEndpoints[N], 'query'>;
  body: Part<OpenEndpoints[N], 'body'>;
};
type Handler<N extends OpenEndpointName> = (
  input: InputOf<N>,
  call: OpenCall,
) => Promise<z.input<OpenEndpoints[N]['response']>>;

/**
 * The signed caller: the key named, live (read from the database on every request, so a revoked
 * key is refused at once on every instance), the timestamp within the window, the signature right
 * for the method, path, query, timestamp, nonce and body; then the key's rate limit (with the standard
 * headers), then the signature spent (a replay is refused), in that order, so that a request
 * refused for its rate can be sent again as it was.
 */
async function verifySignedCaller(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { requestsPerMinute: number; secretsKeyring: SecretsKeyring },
) {
  const { requestsPerMinute } = options;
  const { db, clock } = request.server;
  const accessKey = header(request, signatureHeaders.key);
  const timestamp = header(request, signatureHeaders.timestamp);
  const nonce = header(request, signatureHeaders.nonce);
  const signature = header(request, signatureHeaders.signature)?.toLowerCase();
  if (!accessKey || !timestamp || !nonce || !noncePattern.test(nonce) || !signature)
    throw new OpenApiFailure('missing_signature');
  const now = clock.now();
  if (!timestampInWindow(timestamp, now)) throw new OpenApiFailure('timestamp_out_of_window');
  const key = await liveKey(db, accessKey);
  if (!key) throw new OpenApiFailure('invalid_key');
  const [path = '', query = ''] = splitUrl(request.url);
  const signed = { method: request.method, path, query, timestamp, nonce, body: request.rawBody };
  if (!signatureMatches(storedSigningKey(options.secretsKeyring, key), signed, signature))
    throw new OpenApiFailure('invalid_signature');

  const limit = { name: `open-api-key:${requestsPerMinute}`, max: requestsPerMinute, seconds: 60 };
  const counted = await countRequest(db, limit, key.id.toString());
  const resetSeconds = String(Math.ceil(counted.resetMs / 1000));
  reply.headers({
    'ratelimit-limit': String(requestsPerMinute),
    'ratelimit-remaining': String(counted.remaining),
    'ratelimit-reset': resetSeconds,
  });
  if (!counted.allowed) {
    throw new OpenApiFailure('rate_limited', undefined, { 'retry-after': resetSeconds });
  }
  if (!(await spendSignature(db, key.id, signature, request.ip, now)))
    throw new OpenApiFailure('replayed_request');
  return key;
}

function splitUrl(url: string): [string, string] {
  const at = url.indexOf('?');
  return at < 0 ? [url, ''] : [url.slice(0, at), url.slice(at + 1)];
}

/** The menus a key holds: its role's, or every menu without a role (as a sub-account). */
const menusOfKey = (request: FastifyRequest, key: LiveKey) =>
  key.roleId === null ? null : grantedMenus(request.server.db, key.roleId);

/**
 * Registers one endpoint of the developer API's table: the signed caller and its permission
 * checked before the request is validated, then its schemas, the Idempotency-Key a write needs,
 * and the handler's answer as the response schema shapes it.
 */
export function defineOpenEndpoint<N extends OpenEndpointName>(
  app: FastifyInstance,
  options: OpenApiPluginOptions,
  name: N,
  handler: Handler<N>,
) {
  const endpoint: OpenEndpoint = openEndpoints[name];
  const requestsPerMinute = options.requestsPerMinute ?? defaultRequestsPerMinute;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: `/${endpoint.path}`,
    schema: {
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      response: { 200: endpoint.response },
    },
    preValidation: async (request, reply) => {
      const key = await verifySignedCaller(request, reply, {
        requestsPerMinute,
        secretsKeyring: options.secretsKeyring,
      });
      const menus = await menusOfKey(request, key);
      request.apiKey = { key, menus };
      const caller = { platform: 1, userStatus: 1, isChatBotManager: false, grantedMenus: menus };
      if (!mayCall({ access: 'user', menu: endpoint.menu }, caller))
        throw new OpenApiFailure('forbidden');
      if (endpoint.idempotent) {
        const key = header(request, signatureHeaders.idempotencyKey);
        if (!key || !idempotencyKeyPattern.test(key))
          throw new OpenApiFailure('idempotency_key_required');
      }
    },
    handler: async (request, reply) => {
      const { key, menus } = request.apiKey!;
      return handler(
        {
          params: request.params,
          query: request.query,
          body: request.body,
        } as InputOf<N>,
        {
          companyId: key.companyId,
          actorUserId: key.createdBy,
          keyId: key.id,
          holds: (menu) => menus === null || menus.includes(menu),
          idempotencyKey: header(request, signatureHeaders.idempotencyKey),
          request,
          reply,
        },
      );
    },
  });
}
