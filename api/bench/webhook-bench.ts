// `npm run bench:webhooks`: webhook deliveries per second from the outbox to a local receiver (a
// plain Node HTTP server in its own process, answering 200), on PostgreSQL and on the embedded
// database: EVENTS events across TASKS tasks (each task's events in order), delivered by the
// `webhook-deliveries` job's rounds as a worker runs them, signature and log row included, and the
// service's CPU time per delivery. Not part of `npm test`.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { companies, webhookEndpoints } from '../src/db/schema.ts';
import { newId } from '../src/db/ids.ts';
import { developmentKeyring } from '../src/lib/secret-box.ts';
import { deliverDue } from '../src/webhooks/delivery.ts';
import { systemResolver } from '../src/webhooks/receivers.ts';
import { sealedSecret } from '../src/webhooks/signing.ts';
import { startPostgres } from '../test/postgres-server.ts';

const events = Number(process.env.EVENTS ?? 5000);
const tasks = Number(process.env.TASKS ?? 500);

const receiverSource = `
  const server = require('node:http').createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'text/plain' }).end('ok'));
  });
  server.keepAliveTimeout = 5000;
  server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;

async function startReceiver() {
  const child = spawn(process.execPath, ['-e', receiverSource], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(child.stdout, 'data')) as [Buffer];
  return { url: `http://127.0.0.1:${line.toString().trim()}/hook`, stop: () => child.kill() };
}

async function run(engine: string, database: DatabaseHandle, receiverUrl: string) {
  const { db } = database;
  const companyId = newId();
  await db.insert(companies).values({ id: companyId, name: '压测单位' });
  await db.insert(webhookEndpoints).values({
    companyId,
    url: receiverUrl,
    ...sealedSecret(developmentKeyring, companyId, 'whsec_bench'),
    topics: ['deliveryReceipt'],
  });
  await db.execute(sql`
    insert into webhook_events (company_id, type, order_key, data, next_attempt_at)
    select ${companyId}, 'message.receipt', 'task:' || (i % ${tasks}),
      jsonb_build_object('taskId', (i % ${tasks})::text, 'messageId', (i % ${tasks}) || ':' || i,
        'mobile', '138' || lpad(i::text, 8, '0'), 'state', 'delivered5g', 'cause', null),
      now()
    from generate_series(1, ${events}) i`);
  const delivery = {
    db,
    keyring: developmentKeyring,
    policy: { resolveHost: systemResolver, allowLocalReceivers: true },
  };
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  while ((await deliverDue(delivery, () => new Date())) > 0);
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const [row] = await database.query<{ n: number }>(
    `select count(*)::int as n from webhook_events where state = 'delivered'`,
  );
  const cpuMs = (cpu.user + cpu.system) / 1000;
  console.log(
    `| ${engine} | ${row!.n} of ${events} | ${seconds.toFixed(1)} s | ${Math.round(row!.n / seconds)} | ${(cpuMs / row!.n).toFixed(2)} ms |`,
  );
}

const receiver = await startReceiver();
console.log('| engine | delivered | time | deliveries/s | service CPU per delivery |');
console.log('| ------ | --------- | ---- | ------------ | ------------------------ |');
try {
  const embedded = await openDatabase({});
  await run('PGlite', embedded, receiver.url);
  await embedded.close();
  const postgres = await startPostgres();
  try {
    const database = await openDatabase({ url: postgres.url });
    await run('PostgreSQL', database, receiver.url);
    await database.close();
  } finally {
    postgres.stop();
  }
} finally {
  receiver.stop();
}
