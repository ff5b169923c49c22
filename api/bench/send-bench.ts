// `npm run bench:send`: one send task to 100,000 address-book recipients through the carrier
// simulator, on the embedded database and on PostgreSQL. The real server runs with its pg-boss
// jobs; the bench prepares the address book and the balance in its database, creates the task and
// approves it over HTTP like the console and the management platform, then waits until every
// receipt is final. Reported: time from approval to receipts final (the task's own timeline),
// messages per second, and the server's RSS. Not part of `npm test`.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { createNonce, nonceHeader } from '../src/contract/nonce.ts';
import { templateSendable } from '../src/contract/messaging-status.ts';
import { openDatabase, type DatabaseOptions } from '../src/db/client.ts';
import { newId } from '../src/db/ids.ts';
import { contactGroups, templates, users } from '../src/db/schema.ts';
import { credit } from '../src/ledger/ledger.ts';
import { openUploadStore } from '../src/uploads/store.ts';
import { seedIfEmpty } from '../src/seed/index.ts';
import { startPostgres } from '../test/postgres-server.ts';

const recipients = Number(process.env.BENCH_RECIPIENTS ?? 100_000);
/** How long the simulator takes to send its receipts. */
const receiptDelayMs = 1000;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** The demo data, an address book of `recipients` numbers and enough 5G balance to send to all. */
async function prepare(options: DatabaseOptions, dataDir: string) {
  const database = await openDatabase(options);
  const now = new Date();
  await seedIfEmpty(database.db, await openUploadStore(dataDir), now);
  const [manager] = await database.db.select().from(users).where(eq(users.account, 'demo_gold'));
  const companyId = manager!.companyId!;
  const groupId = newId();
  await database.db
    .insert(contactGroups)
    .values({ id: groupId, companyId, name: '压测分组', createdBy: manager!.id });
  // Numbers 139 0000 0000 + i: every outcome of the simulator's rules occurs.
  await database.db.execute(sql`
    insert into contacts (id, company_id, group_id, name, mobile, variables)
    select ${groupId.toString()}::bigint + i, ${companyId.toString()}::bigint,
           ${groupId.toString()}::bigint, '联系人' || i, (13900000000 + i)::text,
           jsonb_build_object('name', '联系人' || i)
    from generate_series(1, ${recipients}) as i`);
  await database.db.transaction((tx) =>
    credit(tx, {
      companyId,
      category: 1,
      kind: 3,
      quantity: recipients,
      now,
      expiresAt: new Date(now.getTime() + 365 * 24 * 3600 * 1000),
      title: '压测额度',
      description: '压测额度',
    }),
  );
  const template = (
    await database.db.select().from(templates).where(eq(templates.companyId, companyId))
  ).find((t) => templateSendable(t.status) && t.expiresAt! > now)!;
  await database.close();
  return { groupId: groupId.toString(), templateId: template.id.toString() };
}

async function startServer(
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn('node', ['--import', 'tsx', 'api/src/server.ts'], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      GATEWAY_SIM_DELAY_MS: String(receiptDelayMs),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, child };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become ready');
}

/** Resident memory of the server process, in MB. */
const rssOf = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024);
};

async function api<T>(url: string, name: string, body: unknown, token?: string) {
  const res = await fetch(`${url}/api/platform/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token && { authorization: token, [nonceHeader]: createNonce(token) }),
    },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 0) throw new Error(`${name}: ${envelope.msg}`);
  return envelope.data;
}

type Task = {
  status: number;
  counts: Record<string, number>;
  refundedCount: number;
  receiptsFinalTime: string | null;
  events: { event: string; time: string }[];
};

async function measure(
  engine: string,
  options: DatabaseOptions,
  env: Record<string, string>,
  dataDir: string,
) {
  const { groupId, templateId } = await prepare(options, dataDir);
  const { url, child } = await startServer(env);
  try {
    const login = (account: string, password: string, platform: number) =>
      api<{ token: string }>(url, 'login', { account, password, platform }).then((d) => d.token);
    const customer = await login('demo_gold', 'Cctv5G@Gold', 1);
    const operator = await login('demo_operator', 'Cctv5G@Admin', 3);
    const createStart = Date.now();
    const task = await api<{ id: string }>(
      url,
      'task/create',
      { templateId, groupIds: [groupId] },
      customer,
    );
    const createMs = Date.now() - createStart;
    const rssStart = rssOf(child.pid!);
    let rssPeak = rssStart;
    await api(url, 'manage/reviewTask', { id: task.id, approve: true }, operator);
    let detail: Task;
    for (;;) {
      await new Promise((r) => setTimeout(r, 1000));
      rssPeak = Math.max(rssPeak, rssOf(child.pid!));
      detail = await api<Task>(url, 'task/get', { id: task.id }, customer);
      if (detail.receiptsFinalTime) break;
    }
    const approvedAt = Date.parse(detail.events.find((e) => e.event === 'approve')!.time);
    const finishedAt = Date.parse(detail.events.find((e) => e.event === 'finish')!.time);
    const seconds = (Date.parse(detail.receiptsFinalTime) - approvedAt) / 1000;
    return {
      engine,
      recipients,
      'create (s)': +(createMs / 1000).toFixed(1),
      'approval → all dispatched (s)': +((finishedAt - approvedAt) / 1000).toFixed(1),
      'approval → receipts final (s)': +seconds.toFixed(1),
      'msg/s': Math.round(recipients / seconds),
      'RSS start (MB)': rssStart,
      'RSS peak (MB)': rssPeak,
      'RSS end (MB)': rssOf(child.pid!),
      status: detail.status,
      failed: detail.counts.failed,
      refunded: detail.refundedCount,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const engines = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',');
const postgres = engines.includes('postgres') ? await startPostgres() : null;
const results = [];
try {
  for (const engine of engines) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'p5g-send-bench-'));
    try {
      results.push(
        engine === 'postgres'
          ? await measure(
              engine,
              { url: postgres!.url },
              { DATA_DIR: dataDir, DATABASE_URL: postgres!.url },
              dataDir,
            )
          : await measure(
              engine,
              { dir: path.join(dataDir, 'pglite') },
              { DATA_DIR: dataDir },
              dataDir,
            ),
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  console.log(
    `\nOne task to ${recipients} address-book recipients, simulator receipts after ${receiptDelayMs} ms, ${os.cpus().length} cores\n`,
  );
  console.table(results);
} finally {
  postgres?.stop();
}
