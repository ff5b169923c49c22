// `npm run bench:api`: req/s and p99 latency of login, a balance read and /healthz, with
// autocannon at 50 connections, on the embedded database and on PostgreSQL, and the service's CPU
// time per request, which hardly depends on the machine's load as req/s does. Not part of `npm test`.
// The service runs as `npm start` runs it: compiled (built here first) under plain `node`; the
// resident memory of its process tree is taken after the runs, without the carriers' MaaP
// stand-in `npm start` runs beside it (shown apart). Exits 1 when a budget is missed.
import { randomBytes } from 'node:crypto';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { cpuSeconds, residentMemory, standInMemory } from '../../scripts/lib/perf.mjs';
import { sealNonce } from '../src/accounts/nonces.ts';
import { nonceHeader } from '../src/contract/nonce.ts';
import { startPostgres } from '../test/postgres-server.ts';

const connections = 50;
const duration = Number(process.env.BENCH_SECONDS ?? 10);

const balanceTitle = 'POST orderCharge/balance (session + nonce + ledger read)';

/**
 * The balance read's budgets per engine. CPU time per call is the figure that holds on a shared
 * machine; p99 mostly measures the wait for a core there, so compare it on a quiet one.
 */
const balanceBudgets = {
  postgres: { cpuMsPerRequest: 0.4, p99Ms: 50 },
  pglite: { cpuMsPerRequest: 2.5, p99Ms: 500 },
} as const;
/** `npm start`'s process tree after the runs, but the MaaP stand-in (it plays the carriers). */
const treeBudgetMb = 400;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

let client = 0;
/** Each request looks like another client, as on a real network behind a proxy. */
const nextClientIp = () => {
  client += 1;
  return `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
};

async function startServer(
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      NODE_ENV: 'production',
      // Required in production with PostgreSQL: a key of the run's own.
      P5G_SECRETS_KEY: `bench:${randomBytes(32).toString('base64')}`,
      // The carriers' MaaP stand-in on a free port, clear of any other `npm start`.
      MAAP_STAND_IN_PORT: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // A first boot on the embedded database takes a minute or more on a busy machine.
  for (let i = 0; i < 1500; i++) {
    const ok = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, child };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become ready');
}

/** The machine's 1-minute load average: the figures only compare within one run. */
const load = () => os.loadavg()[0]!.toFixed(1);

async function run(serverPid: number, title: string, options: autocannon.Options) {
  const cpuBefore = cpuSeconds(serverPid);
  const result = await autocannon({ connections, duration, ...options });
  const cpuMsPerRequest = ((cpuSeconds(serverPid) - cpuBefore) * 1000) / result.requests.total;
  const non2xx = result.non2xx + result.errors;
  return {
    title,
    reqPerSec: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    cpuMsPerRequest: Number(cpuMsPerRequest.toFixed(2)),
    non2xx,
    load: load(),
  };
}

async function measure(engine: keyof typeof balanceBudgets, env: Record<string, string>) {
  const { url, child } = await startServer(env);
  try {
    const login = { account: 'demo_gold', password: 'Cctv5G@Gold' };
    const signIn = await fetch(`${url}/api/platform/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClientIp() },
      // The gold company's sub-account: login below keeps replacing demo_gold's own session.
      body: JSON.stringify({ account: 'demo_sub', password: 'Cctv5G@Sub' }),
    });
    const token = ((await signIn.json()) as { data: { token: string } }).data.token;

    // /healthz first and sign-ins last: argon2 work still queued from a run would slow the next.
    const rows = [
      await run(child.pid!, 'GET /healthz', { url: `${url}/healthz` }),
      await run(child.pid!, balanceTitle, {
        url: `${url}/api/platform/orderCharge/balance`,
        requests: [
          {
            method: 'POST',
            setupRequest: (req) => ({
              ...req,
              headers: {
                'content-type': 'application/json',
                authorization: token,
                [nonceHeader]: sealNonce(token),
              },
              body: '{}',
            }),
          },
        ],
      }),
      await run(child.pid!, 'POST login (argon2id)', {
        url: `${url}/api/platform/login`,
        requests: [
          {
            method: 'POST',
            setupRequest: (req) => ({
              ...req,
              headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClientIp() },
              body: JSON.stringify(login),
            }),
          },
        ],
      }),
    ];
    const treeMb = Math.round(residentMemory(child.pid!) / 2 ** 20);
    const standInMb = Math.round(standInMemory(child.pid!) / 2 ** 20);
    return rows.map((row) => ({ engine, ...row, treeMb, standInMb }));
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const build = spawnSync(process.execPath, ['api/build.mjs'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'p5g-bench-'));
const postgres = await startPostgres();
try {
  const results = [
    ...(await measure('pglite', { DATA_DIR: dataDir })),
    ...(await measure('postgres', { DATA_DIR: dataDir, DATABASE_URL: postgres.url })),
  ];
  console.log(
    `\nautocannon, ${connections} connections, ${duration} s each, on ${os.cpus().length} cores\n`,
  );
  console.table(results);
  const missed = results.flatMap((row) => {
    const misses: string[] = [];
    if (row.treeMb > treeBudgetMb)
      misses.push(`${row.engine}: process tree ${row.treeMb} MB > ${treeBudgetMb} MB`);
    if (row.title !== balanceTitle) return misses;
    const budget = balanceBudgets[row.engine];
    if (row.cpuMsPerRequest > budget.cpuMsPerRequest)
      misses.push(
        `${row.engine}: balance CPU ${row.cpuMsPerRequest} ms a call > ${budget.cpuMsPerRequest} ms`,
      );
    if (row.p99Ms > budget.p99Ms)
      misses.push(`${row.engine}: balance p99 ${row.p99Ms} ms > ${budget.p99Ms} ms`);
    return misses;
  });
  const budgets = Object.entries(balanceBudgets)
    .map(([engine, b]) => `${engine} ≤ ${b.cpuMsPerRequest} ms CPU, p99 ≤ ${b.p99Ms} ms`)
    .join('; ');
  console.log(`\nBudgets for the balance read: ${budgets}; process tree ≤ ${treeBudgetMb} MB.`);
  if (missed.length > 0) {
    console.log(`Missed:\n  ${[...new Set(missed)].join('\n  ')}`);
    process.exitCode = 1;
  } else console.log('Every budget met.');
} finally {
  postgres.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
