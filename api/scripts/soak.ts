/**
 * `npm run soak`: a long mixed load against a running server. SOAK_USERS simulated
 * customers (default 200), each its own company registered through the API and approved by the
 * operator, sign in and use the account centre and the shop for SOAK_MINUTES (default 1); every
 * 10 s the server's resident memory (when SOAK_PID names its process on this machine), then the
 * errors and latency percentiles per endpoint. Customers arrive over SOAK_RAMP_SECONDS (10); an
 * answer 503 (load shed) is counted and retried after up to its Retry-After, as a patient user
 * would. Not part of `npm test`.
 *
 * The server must exempt this machine from the per-IP limits, as the journeys do:
 *   RATE_LIMIT_ALLOWLIST=127.0.0.1 PORT=8404 npm start &
 *   SOAK_URL=http://127.0.0.1:8404 SOAK_PID=$! SOAK_MINUTES=1 npm run soak
 */
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { apiPrefix, endpoints, type EndpointName } from '../src/contract/endpoints.ts';
import { createNonce, nonceHeader } from '../src/contract/nonce.ts';

const baseUrl = process.env.SOAK_URL ?? 'http://127.0.0.1:8080';
const users = Number(process.env.SOAK_USERS ?? 200);
const minutes = Number(process.env.SOAK_MINUTES ?? 1);
const serverPid = process.env.SOAK_PID;
const password = 'Soak@2026pw';

type Answer = {
  status: number;
  code: number | null;
  data: unknown;
  retryAfter: number;
  ms?: number;
};

const latencies = new Map<string, number[]>();
const errors = new Map<string, number>();
const shed = new Map<string, number>();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Customers arrive over this many seconds, not all in one instant. */
const rampSeconds = Number(process.env.SOAK_RAMP_SECONDS ?? 10);
const errorSamples: string[] = [];

/** One API call as the console makes it, timed. */
async function once(name: EndpointName, input: unknown, token?: string): Promise<Answer> {
  const endpoint = endpoints[name];
  const get = endpoint.method === 'GET';
  const query = get ? `?${new URLSearchParams(input as Record<string, string>)}` : '';
  const started = performance.now();
  let answer: Answer;
  try {
    const res = await fetch(`${baseUrl}${apiPrefix}${endpoint.path}${query}`, {
      method: endpoint.method,
      headers: {
        ...(!get && { 'content-type': 'application/json' }),
        ...(token && { authorization: token, [nonceHeader]: createNonce(token) }),
      },
      ...(!get && { body: JSON.stringify(input) }),
    });
    const body = (await res.json().catch(() => null)) as { code?: number; data?: unknown } | null;
    answer = {
      status: res.status,
      code: body?.code ?? null,
      data: body?.data,
      retryAfter: Number(res.headers.get('retry-after') ?? 0),
    };
  } catch (error) {
    answer = { status: 0, code: null, data: String(error), retryAfter: 0 };
  }
  answer.ms = performance.now() - started;
  return answer;
}

/**
 * A call as a patient user makes it: answered 503 (the server sheds load past 64 requests in
 * flight), it waits up to Retry-After and tries again; anything else but success is an error.
 */
async function call(name: EndpointName, input: unknown, token?: string): Promise<Answer> {
  for (;;) {
    const answer = await once(name, input, token);
    if (answer.status === 503 && answer.retryAfter > 0) {
      shed.set(name, (shed.get(name) ?? 0) + 1);
      await sleep(Math.random() * answer.retryAfter * 1000);
      continue;
    }
    // Latency of answers served (a shed answer is immediate and would flatter the figures).
    (latencies.get(name) ?? latencies.set(name, []).get(name)!).push(answer.ms!);
    if (answer.status !== 200 || answer.code !== 0) {
      errors.set(name, (errors.get(name) ?? 0) + 1);
      if (errorSamples.length < 10) {
        errorSamples.push(
          `${name}: HTTP ${answer.status} code ${answer.code} ${JSON.stringify(answer.data)}`,
        );
      }
    }
    return answer;
  }
}

function must<T>(answer: Answer, what: string): T {
  if (answer.status !== 200 || answer.code !== 0) {
    throw new Error(`${what} failed: HTTP ${answer.status}, ${JSON.stringify(answer)}`);
  }
  return answer.data as T;
}

const signIn = async (account: string, secret: string, platform = 1) =>
  must<{ token: string }>(await call('login', { account, password: secret, platform }), 'sign-in')
    .token;

/** New companies through the front door: code by SMS (read from the outbox), registration, audit. */
async function registerCustomers(): Promise<string[]> {
  const operator = await signIn('demo_operator', 'Cctv5G@Admin', 3);
  const tag = String(Date.now()).slice(-6);
  const accounts: string[] = [];
  const batch = 20;
  for (let first = 0; first < users; first += batch) {
    const group = Array.from({ length: Math.min(batch, users - first) }, (_, k) => {
      const i = first + k;
      return {
        i,
        account: `soak${tag}${i}`,
        phone: `139${tag.slice(-4)}${String(i).padStart(4, '0')}`,
      };
    });
    for (const u of group) {
      must(await call('getVerifyCode', { phone: u.phone, purpose: 'register' }), 'verify code');
    }
    const outbox = must<{ list: { recipient: string; body: string }[] }>(
      await call('manageOutbox', { page: 1, pageSize: 100 }, operator),
      'outbox',
    );
    await Promise.all(
      group.map(async (u) => {
        const message = outbox.list.find((m) => m.recipient === u.phone);
        const code = message && /验证码 (\d{6})/.exec(message.body)?.[1];
        if (!code) throw new Error(`no verify code for ${u.phone} in the outbox`);
        must(
          await call('register', {
            account: u.account,
            password,
            companyName: `压测单位${tag}${u.i}`,
            contactName: '压测',
            phone: u.phone,
            email: `${u.account}@example.com`,
            verifyCode: code,
          }),
          'registration',
        );
      }),
    );
    const pending = must<{ list: { userId: string; account: string }[] }>(
      await call('manageRegistrations', { page: 1, pageSize: 100 }, operator),
      'registrations',
    );
    for (const u of group) {
      const row = pending.list.find((r) => r.account === u.account);
      if (!row) throw new Error(`registration of ${u.account} not listed`);
      must(
        await call('manageReviewRegistration', { userId: row.userId, approve: true }, operator),
        'audit',
      );
      accounts.push(u.account);
    }
  }
  return accounts;
}

/** What a customer does in the account centre and the shop, picked at random. */
const reads: [EndpointName, unknown][] = [
  ['userInfo', {}],
  ['levelInfo', {}],
  ['balance', {}],
  ['productAll', {}],
  ['orders', { page: 1, pageSize: 10 }],
  ['bills', { page: 1, pageSize: 10, queryType: 1, startDay: '20261101', endDay: '20261130' }],
  ['usageWeek', { category: 1 }],
  ['noticeList', { page: 1, pageSize: 10 }],
  ['siteHome', {}],
];

async function customer(account: string, until: number) {
  await sleep(Math.random() * rampSeconds * 1000);
  let token = '';
  while (Date.now() < until) {
    // Now and then a customer signs in again (a new session replaces the old one).
    if (!token || Math.random() < 0.02) {
      const answer = await call('login', { account, password, platform: 1 });
      if (answer.code === 0) token = (answer.data as { token: string }).token;
      continue;
    }
    const [name, input] = reads[Math.floor(Math.random() * reads.length)]!;
    await call(name, input, token);
  }
}

function rssMb(): number | null {
  if (!serverPid) return null;
  const status = fs.readFileSync(`/proc/${serverPid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return kb ? Math.round(Number(kb) / 1024) : null;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

console.log(`soak: ${users} customers for ${minutes} min against ${baseUrl}`);
const accounts = await registerCustomers();
latencies.clear();
errors.clear();
shed.clear();
console.log(`registered and approved ${accounts.length} companies; load starts`);
const started = Date.now();
const until = started + minutes * 60_000;
const rss: string[] = [];
const sample = () => {
  const seconds = Math.round((Date.now() - started) / 1000);
  const requests = [...latencies.values()].reduce((n, list) => n + list.length, 0);
  const mb = rssMb();
  rss.push(`${seconds}s ${mb === null ? '' : `${mb} MB `}(${requests} requests)`);
  console.log(`  ${rss.at(-1)}`);
};
sample();
const sampler = setInterval(sample, 10_000);
await Promise.all(accounts.map((account) => customer(account, until)));
clearInterval(sampler);
sample();

const all = [...latencies.values()].flat().sort((a, b) => a - b);
const seconds = (Date.now() - started) / 1000;
const totalErrors = [...errors.values()].reduce((n, e) => n + e, 0);
const totalShed = [...shed.values()].reduce((n, e) => n + e, 0);
console.log(
  `\n${all.length} requests in ${seconds.toFixed(0)} s (${(all.length / seconds).toFixed(0)}/s), ` +
    `${totalErrors} errors, ${totalShed} answered 503 and retried; latency p50 ${percentile(all, 50).toFixed(0)} ms, ` +
    `p95 ${percentile(all, 95).toFixed(0)} ms, p99 ${percentile(all, 99).toFixed(0)} ms, ` +
    `max ${(all.at(-1) ?? 0).toFixed(0)} ms`,
);
for (const [name, list] of [...latencies].sort(([a], [b]) => a.localeCompare(b))) {
  const sorted = [...list].sort((a, b) => a - b);
  console.log(
    `  ${name.padEnd(16)} ${String(sorted.length).padStart(7)} requests, ` +
      `${String(errors.get(name) ?? 0).padStart(4)} errors, ` +
      `${String(shed.get(name) ?? 0).padStart(4)} × 503, p50 ${percentile(sorted, 50).toFixed(0)} ms, ` +
      `p99 ${percentile(sorted, 99).toFixed(0)} ms`,
  );
}
for (const line of errorSamples) console.log(`  error: ${line}`);
process.exitCode = totalErrors === 0 ? 0 : 1;
