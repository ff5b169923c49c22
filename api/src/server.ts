import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { app } from './app.ts';
import { loadConfig } from './config.ts';
import { openStores } from './db/bootstrap.ts';
import { frameworkErrors } from './http/errors.ts';
import { demoAccounts } from './seed/index.ts';
import { wechatApiTicketSource } from './wechat/ticket-source.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const config = loadConfig();

const server = Fastify({
  logger: { level: config.LOG_LEVEL },
  requestIdHeader: 'x-request-id',
  genReqId: () => randomUUID(),
  trustProxy: config.TRUST_PROXY,
  frameworkErrors,
  // A backstop behind the app's own 408 for a stalled body (`http/load-shedding.ts`): Node's own
  // plain 408 for a request still arriving after two minutes, a trickle included.
  requestTimeout: 120_000,
  // Registering the service (every route's schemas compiled, the API document built) took more
  // than Fastify's 10 s on a loaded 2-core machine, and the start failed; still a bound that
  // catches a plugin that never finishes.
  pluginTimeout: 120_000,
});

const { database, uploadStore, seeded } = await openStores(config, new Date());
await server.register(app, {
  database,
  dataDir: config.dataDir,
  uploadStore,
  mediaBaseUrl: config.MEDIA_BASE_URL,
  rateLimitAllowList: config.RATE_LIMIT_ALLOWLIST,
  simulatorDelayMs: config.GATEWAY_SIM_DELAY_MS,
  maap: config.maap,
  publicBaseUrl: config.publicBaseUrl,
  secretsKeyring: config.secretsKeyring,
  journeyClock: config.JOURNEY_CLOCK,
  wechatAccount:
    config.WX_APP_ID && config.WX_APP_SECRET
      ? {
          appId: config.WX_APP_ID,
          ticketSource: wechatApiTicketSource({
            appId: config.WX_APP_ID,
            appSecret: config.WX_APP_SECRET,
          }),
        }
      : null,
  runJobQueue: true,
  webApps: {
    landingDir: path.join(repoRoot, 'landing/dist'),
    consoleDir: path.join(repoRoot, 'console/dist'),
  },
});

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    if (closing) return;
    closing = true;
    server.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    // The app stops its job queue as it closes; no job may run against a closed database.
    await server.close();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  });
}

await server.listen({ port: config.PORT, host: config.HOST });

const local = `http://localhost:${config.PORT}`;
const platformLogin = { 1: '/v2/login', 2: '/v2/chatbot_login', 3: '/v2/manage_login' } as const;
console.log(
  [
    '',
    `5G智能平台 is running (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'}${seeded ? ', demo data seeded just now' : ''}):`,
    `  home     ${local}/v2/index`,
    `  console  ${local}/v2/login`,
    `  API doc  ${local}/api/docs`,
    '',
    'Demo accounts (account / password — login page — who):',
    ...demoAccounts.map(
      (a) =>
        `  ${a.account.padEnd(14)} ${a.password.padEnd(13)} ${platformLogin[a.platform].padEnd(18)} ${a.role}`,
    ),
    '',
  ].join('\n'),
);
