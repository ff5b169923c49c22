import { buildStandIn } from './stand-in.ts';

/**
 * Runs the MaaP stand-in in its own process (`npm run maap-stand-in`): the platform of 中国电信
 * and 中国联通 at http://HOST:PORT/ct and /cu, reporting to PUBLIC_BASE_URL's callbacks.
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
});
await standIn.listen({ port, host: env.HOST ?? '127.0.0.1' });
console.log(`MaaP stand-in listening on port ${port}`);
