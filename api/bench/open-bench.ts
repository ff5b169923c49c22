// `npm run bench:open`: the developer API under 50 concurrent signed clients (autocannon, 50
// connections, a key per client), beside the console's same calls with a session and nonce:
// requests/s, p99 latency and the service's CPU time per call, for a send (a task to one number,
// each with its own Idempotency-Key, through the same rules, preview and review as the console)
// and for the balance read. On PostgreSQL, the service as `npm start` runs it (compiled, built
// here first). Not part of `npm test`.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { cpuSeconds } from '../../scripts/lib/perf.mjs';
import { sealNonce } from '../src/accounts/nonces.ts';
import { templateSendable } from '../src/contract/messaging-status.ts';
import { nonceHeader } from '../src/contract/nonce.ts';
import { openApiBase } from '../src/contract/open-api.ts';
import type { CreatedApiKey } from '../src/contract/schemas/developer.ts';
import { signatureOf } from '../src/open-api/signing.ts';
import { startPostgres } from '../test/postgres-server.ts';

const clients = 50;
const duration = Number(process.env.BENCH_SECONDS ?? 10);

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Required in production with PostgreSQL: a key of the run's own.
      P5G_SECRETS_KEY: `bench:${randomBytes(32).toString('base64')}`,
      MAAP_STAND_IN_PORT: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1500; i++) {
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

async function consoleCall<T>(url: string, token: string, apiPath: string, body: unknown) {
  const res = await fetch(`${url}/api/platform/${apiPath}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: token,
      [nonceHeader]: sealNonce(token),
    },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 0) throw new Error(`${apiPath}: ${envelope.msg}`);
  return envelope.data;
}

/** A request of the developer API signed now with one of the keys, in turn. */
function signer(keys: CreatedApiKey[]) {
  const signingKeys = keys.map((k) => createHash('sha256').update(k.secret).digest('hex'));
  let next = 0;
  return (
    method: 'GET' | 'POST',
    apiPath: string,
    body = '',
    extra: Record<string, string> = {},
  ) => {
    const i = next++ % keys.length;
    const timestamp = String(Math.floor(Date.now() / 1000));
    const nonce = randomUUID();
    const signed = { method, path: `${openApiBase}/${apiPath}`, query: '', timestamp, nonce, body };
    return {
      'x-p5g-key': keys[i]!.accessKey,
      'x-p5g-timestamp': timestamp,
      'x-p5g-nonce': nonce,
      'x-p5g-signature': signatureOf(signingKeys[i]!, signed),
      ...(body && { 'content-type': 'application/json' }),
      ...extra,
    };
  };
}

async function run(serverPid: number, title: string, options: autocannon.Options) {
  const cpuBefore = cpuSeconds(serverPid);
  const result = await autocannon({ connections: clients, duration, ...options });
  const cpuMs = ((cpuSeconds(serverPid) - cpuBefore) * 1000) / result.requests.total;
  return {
    title,
    reqPerSec: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    cpuMsPerCall: Number(cpuMs.toFixed(2)),
    non2xx: result.non2xx + result.errors,
    load: os.loadavg()[0]!.toFixed(1),
  };
}

const build = spawnSync(process.execPath, ['api/build.mjs'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'p5g-bench-open-'));
const postgres = await startPostgres();
let server: { url: string; child: ChildProcess } | undefined;
try {
  server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: postgres.url });
  const { url, child } = server;
  const signIn = await fetch(`${url}/api/platform/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'demo_gold', password: 'Cctv5G@Gold', platform: 1 }),
  });
  const token = ((await signIn.json()) as { data: { token: string } }).data.token;
  const templates = await consoleCall<{
    list: { id: string; status: number; expireTime: string | null }[];
  }>(url, token, 'template/list', { page: 1, pageSize: 100 });
  const template = templates.list.find(
    (t) => templateSendable(t.status) && t.expireTime && new Date(t.expireTime) > new Date(),
  );
  if (!template) throw new Error('the demo company has no sendable template');
  // A key of its own for each client.
  const keys: CreatedApiKey[] = [];
  for (let i = 0; i < clients; i++) {
    keys.push(
      await consoleCall<CreatedApiKey>(url, token, 'developer/createKey', {
        name: `压测${i + 1}`,
        roleId: null,
      }),
    );
  }
  const sign = signer(keys);
  let seq = 0;
  const sendBody = () => {
    seq += 1;
    // A different number each time, within the simulator's delivered ones (last digit 4).
    const mobile = `138${String(seq % 10_000_000).padStart(7, '0')}4`;
    return JSON.stringify({
      templateId: template.id,
      mobiles: [mobile],
      variableDefaults: { name: '客户' },
    });
  };

  const rows = [
    await run(child.pid!, 'GET /api/open/v1/balance (signed)', {
      url,
      requests: [
        {
          method: 'GET',
          setupRequest: (req) => ({
            ...req,
            path: `${openApiBase}/balance`,
            headers: sign('GET', 'balance'),
          }),
        },
      ],
    }),
    await run(child.pid!, 'POST orderCharge/balance (console)', {
      url,
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => ({
            ...req,
            path: '/api/platform/orderCharge/balance',
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
    await run(child.pid!, 'POST /api/open/v1/tasks (signed, Idempotency-Key)', {
      url,
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => {
            const body = sendBody();
            return {
              ...req,
              path: `${openApiBase}/tasks`,
              headers: sign('POST', 'tasks', body, { 'idempotency-key': randomUUID() }),
              body,
            };
          },
        },
      ],
    }),
    await run(child.pid!, 'POST task/create (console)', {
      url,
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => ({
            ...req,
            path: '/api/platform/task/create',
            headers: {
              'content-type': 'application/json',
              authorization: token,
              [nonceHeader]: sealNonce(token),
            },
            body: sendBody(),
          }),
        },
      ],
    }),
  ];
  console.log(
    `\nautocannon, ${clients} connections, ${duration} s each, PostgreSQL, ${os.cpus().length} cores\n`,
  );
  console.table(rows);
} finally {
  if (server) {
    server.child.kill('SIGTERM');
    await new Promise((r) => server!.child.once('exit', r));
  }
  postgres.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
