import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { app } from './app.ts';
import { loadConfig } from './config.ts';
import { openStores } from './db/bootstrap.ts';
import { frameworkErrors } from './http/errors.ts';
import { housekeeping } from './accounts/housekeeping.ts';
import { startJobQueue } from './jobs/queue.ts';
import { expireDue } from './ledger/ledger.ts';
import { outboxProvider } from './accounts/messages.ts';
import { carrierJobName, carrierWork, messagingJobs, type WakeJob } from './messaging/service.ts';
import { simulatedGateway } from './messaging/simulator.ts';
import { acceptReceipts } from './sending/receipts.ts';
import { sendingDefaults } from './sending/dispatch.ts';
import { receiptsJobName, sendingJobs } from './sending/jobs.ts';
import { downloadJobs } from './downloads/service.ts';
import { demoAccounts } from './seed/index.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const config = loadConfig();

const server = Fastify({
  logger: { level: config.LOG_LEVEL },
  requestIdHeader: 'x-request-id',
  genReqId: () => randomUUID(),
  trustProxy: config.TRUST_PROXY,
  frameworkErrors,
});

const { database, uploadStore, seeded } = await openStores(config, new Date());
// The queue starts after its jobs are known, and the gateway wakes jobs through it: bound late.
let wakeJob: WakeJob = async () => {};
const messageGateway = simulatedGateway(database.db, {
  delayMs: config.GATEWAY_SIM_DELAY_MS,
  receipts: (receipts, intake) => acceptReceipts(database.db, receipts, intake),
  answerDue: (at) => wakeJob(carrierJobName, at),
  receiptsDue: (at) => wakeJob(receiptsJobName, at),
});
const jobs = await startJobQueue(database, [
  ...messagingJobs(
    carrierWork(database.db, uploadStore, messageGateway),
    (name, at) => wakeJob(name, at),
    (facts, message) => server.log.info(facts, message),
  ),
  ...downloadJobs(database.db, uploadStore, (facts, message) => server.log.info(facts, message)),
  ...sendingJobs(
    {
      db: database.db,
      gateway: messageGateway,
      store: uploadStore,
      messageProvider: outboxProvider(database.db, (m) =>
        server.log.info({ sms: m }, 'message to outbox'),
      ),
      ...sendingDefaults,
    },
    (name, at) => wakeJob(name, at),
  ),
  {
    name: 'housekeeping',
    cron: '17 * * * *',
    handler: async () =>
      server.log.info(await housekeeping(database.db, new Date()), 'housekeeping'),
  },
  {
    // Reads apply due expiries of the company they show; this writes them for everyone else.
    name: 'ledger-expiry',
    cron: '5 * * * *',
    handler: async () =>
      server.log.info({ expiredLots: await expireDue(database.db, new Date()) }, 'ledger expiry'),
  },
]);
wakeJob = async (name, at) => {
  await jobs.send(name, {}, at ? { startAfter: at } : {});
};
// One hook, in order: no job may run against a closed database.
server.addHook('onClose', async () => {
  await jobs.stop({ graceful: true, wait: true });
  await database.close();
});

await server.register(app, {
  database,
  dataDir: config.dataDir,
  uploadStore,
  mediaBaseUrl: config.MEDIA_BASE_URL,
  rateLimitAllowList: config.RATE_LIMIT_ALLOWLIST,
  messageGateway,
  wakeJob: (name, at) => wakeJob(name, at),
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
    await server.close();
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
