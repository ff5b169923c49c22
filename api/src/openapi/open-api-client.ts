import { createHash, createHmac, randomUUID } from 'node:crypto';
import createClient, { type Middleware } from 'openapi-fetch';
import { openApiBase, signatureHeaders, stringToSign } from '../contract/open-api.ts';
import type { paths } from './open-api-types.ts';

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/**
 * Signs every request as the developer API requires (the quick start's 签名): the method, path,
 * query, timestamp, a fresh nonce and the body's digest, with the SHA-256 of the key's secret.
 */
function signRequests(key: { accessKey: string; secret: string }, now = () => new Date()) {
  const signingKey = sha256(key.secret);
  const middleware: Middleware = {
    async onRequest({ request }) {
      const url = new URL(request.url);
      const body = new Uint8Array(await request.clone().arrayBuffer());
      const timestamp = String(Math.floor(now().getTime() / 1000));
      const nonce = randomUUID();
      const text = stringToSign({
        method: request.method,
        path: url.pathname,
        query: url.search.slice(1),
        timestamp,
        nonce,
        bodyDigest: sha256(body),
      });
      request.headers.set(signatureHeaders.key, key.accessKey);
      request.headers.set(signatureHeaders.timestamp, timestamp);
      request.headers.set(signatureHeaders.nonce, nonce);
      request.headers.set(
        signatureHeaders.signature,
        createHmac('sha256', signingKey).update(text).digest('hex'),
      );
      return request;
    },
  };
  return middleware;
}

/**
 * A typed client of the developer API (types generated from its document by openapi-typescript,
 * `open-api-types.ts`), signing each request with the key.
 */
export function openApiClient(options: {
  /** Scheme and host of the service. */
  origin: string;
  accessKey: string;
  secret: string;
  /** The clock the timestamps come from. Default: the system's. */
  now?: () => Date;
}) {
  const client = createClient<paths>({ baseUrl: `${options.origin}${openApiBase}` });
  client.use(signRequests(options, options.now));
  return client;
}
