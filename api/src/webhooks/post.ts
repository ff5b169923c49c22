import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { CheckedReceiver } from './receivers.ts';

/** What came back from one POST; `status` null when no answer came. */
export type PostResult = {
  status: number | null;
  responseBody: string;
  error: string | null;
  durationMs: number;
};

/** How much of an answer's body the log keeps. */
const keptResponseBytes = 1024;
const timeoutMs = 10_000;

/** Always the address the receiver check passed: a second lookup could answer differently. */
const pinnedLookup =
  (address: string): LookupFunction =>
  (_hostname, options, callback) => {
    const family = isIP(address);
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };

/**
 * POSTs `body` to a checked receiver, connecting to its checked address. A redirect is not
 * followed (it counts as a failure); 2xx is success. At most `keptResponseBytes` of the answer
 * are read.
 */
export function postToReceiver(
  receiver: CheckedReceiver,
  headers: Record<string, string>,
  body: string,
): Promise<PostResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const client = receiver.url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(receiver.url, {
      method: 'POST',
      headers: { ...headers, 'content-length': Buffer.byteLength(body).toString() },
      lookup: pinnedLookup(receiver.address),
      // A connection of its own: a pooled one may have been closed by the receiver meanwhile
      // (its keep-alive ended), which would fail a delivery that never reached it.
      agent: false,
      timeout: timeoutMs,
    });
    let settled = false;
    const settle = (result: Omit<PostResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...result, durationMs: elapsed() });
    };
    request.on('timeout', () => request.destroy(new Error(`${timeoutMs / 1000} 秒内无响应`)));
    request.on('error', (error) =>
      settle({ status: null, responseBody: '', error: error.message }),
    );
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      const finish = () => {
        const status = response.statusCode ?? null;
        const redirected = status !== null && status >= 300 && status < 400;
        settle({
          status,
          responseBody: Buffer.concat(chunks).toString('utf8'),
          error: redirected ? '不跟随重定向' : null,
        });
        response.destroy();
      };
      response.on('data', (chunk: Buffer) => {
        if (kept < keptResponseBytes) {
          chunks.push(chunk.subarray(0, keptResponseBytes - kept));
          kept += Math.min(chunk.length, keptResponseBytes - kept);
        }
        if (kept >= keptResponseBytes) finish();
      });
      response.on('end', finish);
      response.on('error', finish);
    });
    request.end(body);
  });
}

export const delivered = (result: PostResult) =>
  result.status !== null && result.status >= 200 && result.status < 300;
