// `npm run bench:send`: one send task to 100,000 address-book recipients (中国移动, 中国电信 and
// 中国联通 numbers in turn) through the carriers' interfaces, answered by the MaaP stand-in over
// HTTP in its own process (as `npm start` runs it), on PostgreSQL and on the embedded database. The
// real server runs with its pg-boss jobs; the bench prepares the address book and the balance in
// its database, creates the task and approves it over HTTP like the console and the management
// platform, then waits until every receipt is final (each one a status report the stand-in POSTs
// to our callback). Reported: time from approval to receipts final (the task's own timeline),
// messages per second, the server's RSS, and the CPU time of the server and of the stand-in. Not
// part of `npm test`.
import { randomBytes } from 'node:crypto';
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
/** BENCH_CPU_PROF=dir: the server and the stand-in each write a CPU profile there when they end. */
const profileDir = process.env.BENCH_CPU_PROF;
const nodeFlags = [
  ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : []),
  '--import',
  'tsx',
];
/** How long the stand-in takes to send its status reports. */
const receiptDelayMs = 1000;
/** The stand-in's credentials, the same for each carrier it plays. */
const standInAccount = { appId: 'bench', appKey: 'bench-key', callbackToken: 'bench-token' };

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
  // Numbers 139 (中国移动), 133 (中国电信) and 130 (中国联通) 0000 0000 + i in turn: every outcome of
  // the simulator's rules occurs at every carrier.
  await database.db.execute(sql`
    insert into contacts (id, company_id, group_id, name, mobile, variables)
    select ${groupId.toString()}::bigint + i, ${companyId.toString()}::bigint,
           ${groupId.toString()}::bigint, '联系人' || i,
           ((array[13900000000, 13300000000, 13000000000])[i % 3 + 1] + i)::text,
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

/**
 * The MaaP stand-in in its own process, reporting to the server at `serverUrl`; its origin once it
 * listens.
 */
async function startStandIn(serverUrl: string) {
  const child = spawn('node', [...nodeFlags, 'api/src/maap-stand-in/main.ts'], {
    env: {
      ...process.env,
      MAAP_STAND_IN_PORT: '0',
      MAAP_STAND_IN_APP_ID: standInAccount.appId,
      MAAP_STAND_IN_APP_KEY: standInAccount.appKey,
      MAAP_STAND_IN_CALLBACK_TOKEN: standInAccount.callbackToken,
      PUBLIC_BASE_URL: serverUrl,
      GATEWAY_SIM_DELAY_MS: String(receiptDelayMs),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /listening on port (\d+)/.exec(output);
      if (found) resolve(found[1]!);
    });
    child.once('exit', (code) => reject(new Error(`MaaP stand-in exited (${code})`)));
  });
  child.stdout!.resume();
  return { origin: `http://127.0.0.1:${port}`, child };
}

async function startServer(
  port: number,
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn('node', [...nodeFlags, 'api/src/server.ts'], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Required in production with PostgreSQL: a key of the run's own.
      P5G_SECRETS_KEY: `bench:${randomBytes(32).toString('base64')}`,
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

/** The settings that connect every carrier to the stand-in at `origin`. */
const connectedCarriers = (origin: string) =>
  Object.fromEntries(
    ['CT', 'CU', 'CM'].flatMap((carrier) => [
      [`MAAP_${carrier}_URL`, `${origin}/${carrier.toLowerCase()}`],
      [`MAAP_${carrier}_APP_ID`, standInAccount.appId],
      [`MAAP_${carrier}_APP_KEY`, standInAccount.appKey],
      [`MAAP_${carrier}_CALLBACK_TOKEN`, standInAccount.callbackToken],
    ]),
  );

/** CPU time (user + system) a process has used, seconds. */
const cpuOf = (pid: number) => {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

/**
 * CPU time of the PostgreSQL server listening on `url`'s port, seconds: its postmaster's own and
 * its ended backends' (reaped, so counted as its children's), and its backends still running.
 */
const postgresCpuOf = (url: string) => {
  const port = new URL(url).port;
  const fieldsOf = (pid: string) => {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  };
  const pids = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  const postmaster = pids.find((pid) => {
    try {
      const argv = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      return argv[0]!.endsWith('/postgres') && argv[argv.indexOf('-p') + 1] === port;
    } catch {
      return false;
    }
  });
  if (!postmaster) return 0;
  // utime, stime, cutime, cstime
  let ticks = fieldsOf(postmaster)
    .slice(11, 15)
    .reduce((sum, t) => sum + Number(t), 0);
  for (const pid of pids) {
    try {
      const fields = fieldsOf(pid);
      if (fields[1] === postmaster) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // ended meanwhile: counted in the postmaster's children's time
    }
  }
  return ticks / 100;
};

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
  const port = await freePort();
  const standIn = await startStandIn(`http://127.0.0.1:${port}`);
  const { url, child } = await startServer(port, {
    ...env,
    ...connectedCarriers(standIn.origin),
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
  });
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
    const loadAtStart = os.loadavg()[0]!;
    const databaseCpu = () => (options.url ? postgresCpuOf(options.url) : 0);
    const cpuStart = {
      server: cpuOf(child.pid!),
      standIn: cpuOf(standIn.child.pid!),
      database: databaseCpu(),
    };
    await api(url, 'manage/reviewTask', { id: task.id, approve: true }, operator);
    // The task is looked at every 5 s (its counts cost PostgreSQL a scan of its recipients, which
    // would be a noticeable part of what is measured once a second); the times measured are the
    // task's own, so this only delays the end of the run.
    let detail: Task;
    for (let second = 1; ; second++) {
      await new Promise((r) => setTimeout(r, 1000));
      rssPeak = Math.max(rssPeak, rssOf(child.pid!));
      if (second % 5 !== 0) continue;
      detail = await api<Task>(url, 'task/get', { id: task.id }, customer);
      if (detail.receiptsFinalTime) break;
    }
    const approvedAt = Date.parse(detail.events.find((e) => e.event === 'approve')!.time);
    const finishedAt = Date.parse(detail.events.find((e) => e.event === 'finish')!.time);
    const seconds = (Date.parse(detail.receiptsFinalTime) - approvedAt) / 1000;
    const serverCpu = cpuOf(child.pid!) - cpuStart.server;
    const standInCpu = cpuOf(standIn.child.pid!) - cpuStart.standIn;
    const postgresCpu = databaseCpu() - cpuStart.database;
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
      'server CPU (s)': +serverCpu.toFixed(1),
      'stand-in CPU (s)': +standInCpu.toFixed(1),
      'PostgreSQL CPU (s)': +postgresCpu.toFixed(1),
      'CPU ms/message (server + stand-in + PostgreSQL)': +(
        (1000 * (serverCpu + standInCpu + postgresCpu)) /
        recipients
      ).toFixed(2),
      'stand-in share': `${Math.round((100 * standInCpu) / (serverCpu + standInCpu + postgresCpu))}%`,
      'stand-in RSS (MB)': rssOf(standIn.child.pid!),
      'load average (1 min) start / end': `${loadAtStart.toFixed(1)} / ${os.loadavg()[0]!.toFixed(1)}`,
      status: detail.status,
      failed: detail.counts.failed,
      refunded: detail.refundedCount,
    };
  } finally {
    for (const running of [child, standIn.child]) {
      running.kill('SIGTERM');
      await new Promise((r) => running.once('exit', r));
    }
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
    `\nOne task to ${recipients} address-book recipients through the MaaP stand-in over HTTP, status reports after ${receiptDelayMs} ms, ${os.cpus().length} cores\n`,
  );
  console.table(results);
} finally {
  postgres?.stop();
}
