import type { AddressInfo } from 'node:net';
import { buildStandIn } from './stand-in.ts';

/**
 * Runs the MaaP stand-in in its own process (`npm run maap-stand-in`, and `npm start` unless every
 * carrier is connected): the platform of 中国电信 and 中国联通 at http://HOST:PORT/ct and /cu, and
 * 中国移动's at /cm (MAAP_STAND_IN_PORT, default 4390; 0 takes a free port, announced on the first
 * line), reporting to PUBLIC_BASE_URL's callbacks. MAAP_STAND_IN_CM_TEMPLATE_IDS lists, comma
 * separated, the template ids its 中国移动 has approved.
 */
const env = process.env;
const port = Number(env.MAAP_STAND_IN_PORT ?? 4390);
const publicBaseUrl = (env.PUBLIC_BASE_URL ?? `http://127.0.0.1:${env.PORT ?? 8080}`).replace(
  /\/$/,
  '',
);
const standIn = buildStandIn({
  appId: env.MAAP_STAND_IN_APP_ID ?? 'stand-in',
  appKey: env.MAAP_STAND_IN_APP_KEY ?? 'stand-in',
  callbackToken: env.MAAP_STAND_IN_CALLBACK_TOKEN ?? 'stand-in',
  callbackUrl: (carrier) => `${publicBaseUrl}/api/maap/${carrier}`,
  delayMs: Number(env.GATEWAY_SIM_DELAY_MS ?? 3000),
  cmTemplateIds: (env.MAAP_STAND_IN_CM_TEMPLATE_IDS ?? '').split(',').filter(Boolean),
});
await standIn.listen({ port, host: env.MAAP_STAND_IN_HOST ?? '127.0.0.1' });
const { port: listening } = standIn.server.address() as AddressInfo;
console.log(`MaaP stand-in listening on port ${listening}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void standIn.close().then(() => process.exit(0)));
}
