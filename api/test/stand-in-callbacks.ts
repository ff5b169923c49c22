import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildStandIn, type StandInOptions } from '../src/maap-stand-in/stand-in.ts';
import { callbackSignature } from '../src/messaging/maap/wire.ts';

/** The account the stand-in's tests call its carriers' interfaces with. */
export const standInAccount = { appId: 'demo-app', appKey: 'demo-key' };
const callbackToken = 'callback-token';

/** One request to our side's callbacks, read whole. */
export type CallbackRequest = { url: string; headers: IncomingHttpHeaders; body: string };

/**
 * Our side's callbacks stood in for by an HTTP server on loopback: each request is handed to
 * `take` and answered with the status it returns (204 when none). `base` is its address.
 */
export async function callbackServer(take: (request: CallbackRequest) => number | void) {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      res.writeHead(take({ url: req.url!, headers: req.headers, body }) ?? 204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  };
}

/**
 * A MaaP stand-in on loopback (`standInAccount`) posting its reports, messages and review results
 * to a `callbackServer` at `/maap/{carrier}/…`; `take` gets each with whether its §6.2 signature
 * checks out. `origin` is the stand-in's address; `close` stops both.
 */
export async function standInWithCallbacks(
  options: Pick<StandInOptions, 'delayMs' | 'cmTemplateIds'>,
  take: (request: CallbackRequest & { signed: boolean }) => void,
) {
  const callback = await callbackServer((request) => {
    const [signature, timestamp, nonce] = ['signature', 'timestamp', 'nonce'].map((h) =>
      String(request.headers[h]),
    );
    take({
      ...request,
      signed: signature === callbackSignature(callbackToken, timestamp!, nonce!),
    });
  });
  const standIn = buildStandIn({
    ...standInAccount,
    ...options,
    callbackToken,
    callbackUrl: (carrier) => `${callback.base}/maap/${carrier}`,
  });
  await standIn.listen({ port: 0, host: '127.0.0.1' });
  return {
    origin: `http://127.0.0.1:${(standIn.server.address() as AddressInfo).port}`,
    close: async () => {
      await standIn.close();
      callback.close();
    },
  };
}
