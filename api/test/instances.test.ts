import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { app as appPlugin } from '../src/app.ts';
import { hashPassword } from '../src/accounts/accounts.ts';
import { codes } from '../src/contract/codes.ts';
import type { Envelope } from '../src/contract/envelope.ts';
import type { ExportFile } from '../src/contract/schemas/downloads.ts';
import { apiPrefix, endpoints, type EndpointName } from '../src/contract/endpoints.ts';
import { createNonce, nonceHeader } from '../src/contract/nonce.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { newId } from '../src/db/ids.ts';
import { companies, exportFiles, users } from '../src/db/schema.ts';
import { downloadJobs, exportJobName } from '../src/downloads/service.ts';
import { frameworkErrors } from '../src/http/errors.ts';
import { JobQueue, type WakeJob } from '../src/jobs/queue.ts';
import { systemClock } from '../src/lib/clock.ts';
import { openS3UploadStore } from '../src/uploads/s3-store.ts';
import type { UploadStore } from '../src/uploads/store.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { localS3 } from './s3-server.ts';

/**
 * Two instances of the service on one database and one S3 bucket, as behind a load balancer. On
 * PostgreSQL the second has its own connection pool to the same database, as another process
 * would; PGlite is one process's database, so there both share its handle.
 */
let t: TestApp;
let s3: Awaited<ReturnType<typeof localS3>>;
let second: DatabaseHandle;
let a: FastifyInstance;
let b: FastifyInstance;

type Instance = 'a' | 'b';

/** How each instance wakes durable jobs: through its own queue once a test starts one. */
const wakes: Record<Instance, WakeJob> = { a: async () => {}, b: async () => {} };
/** What each instance's job workers work with: its own pool and its own client of the bucket. */
const resources = {} as Record<Instance, { database: DatabaseHandle; store: UploadStore }>;

async function instance(database: DatabaseHandle, on: Instance) {
  const store = await openS3UploadStore(s3.options, 'file-url.key');
  resources[on] = { database, store };
  const server = Fastify({ logger: false, frameworkErrors });
  await server.register(appPlugin, {
    database,
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'p5g-instance-')),
    clock: t.clock,
    uploadStore: store,
    wakeJob: (name, at) => wakes[on](name, at),
  });
  await server.ready();
  return server;
}

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  s3 = await localS3();
  const postgresUrl = inject('postgresUrl');
  if (postgresUrl) {
    const [row] = await t.database.query<{ name: string }>('select current_database() as name');
    second = await openDatabase({ url: postgresUrl.replace(/\/postgres$/, `/${row!.name}`) });
  } else {
    second = t.database;
  }
  a = await instance(t.database, 'a');
  b = await instance(second, 'b');
});
afterAll(async () => {
  await a.close();
  await b.close();
  if (second !== t.database) await second.close();
  await t.close();
  await s3.close();
});

async function call<T = unknown>(
  on: Instance,
  name: EndpointName,
  input: unknown,
  opts: { ip: string; token?: string; nonce?: string },
) {
  const headers: Record<string, string> = {};
  if (endpoints[name].method !== 'GET') headers['content-type'] = 'application/json';
  if (opts.token) {
    headers.authorization = opts.token;
    headers[nonceHeader] = opts.nonce ?? createNonce(opts.token, t.clock.now().getTime());
  }
  const get = endpoints[name].method === 'GET';
  const res = await (on === 'a' ? a : b).inject({
    method: endpoints[name].method,
    url: apiPrefix + endpoints[name].path,
    ...(get ? { query: input as Record<string, string> } : { payload: JSON.stringify(input) }),
    headers,
    remoteAddress: opts.ip,
  });
  return { status: res.statusCode, body: res.json() as Envelope<T> };
}

const alternate = (i: number): Instance => (i % 2 === 0 ? 'a' : 'b');

/** A main account, of a company of its own when `withCompany`. */
async function newUser(withCompany = false) {
  const account = `m${newId().toString().slice(-10)}`;
  const password = 'Gz5@Kp8#Wm';
  const companyId = withCompany ? newId() : null;
  if (companyId) await t.db.insert(companies).values({ id: companyId, name: '双实例测试公司' });
  await t.db.insert(users).values({
    id: newId(),
    companyId,
    account,
    passwordHash: await hashPassword(password),
    showName: '测试用户',
    isChatBotManager: true,
  });
  return { account, password };
}

describe('two instances on one database', () => {
  it('count one client’s requests to either instance against one rate limit', async () => {
    const ip = '198.51.100.7';
    // Sign-in allows 20 a minute per address: 10 to each instance use it up.
    for (let i = 0; i < 20; i++) {
      const res = await call(
        alternate(i),
        'login',
        { account: `nobody${i}`, password: 'x' },
        { ip },
      );
      expect(res.status).toBe(200);
    }
    for (const on of ['a', 'b'] as const) {
      const refused = await call(on, 'login', { account: 'nobody', password: 'x' }, { ip });
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe(codes.rateLimited);
    }
  });

  it('count failed sign-ins of an unknown name on either instance, as a known one’s', async () => {
    const { account } = await newUser();
    const unknown = `nobody${newId().toString().slice(-8)}`;
    for (let i = 0; i < 4; i++) {
      const ip = `198.51.100.${20 + i}`;
      const known = await call(alternate(i), 'login', { account, password: 'Wrong9pass' }, { ip });
      const stranger = await call(
        alternate(i + 1),
        'login',
        { account: unknown, password: 'Wrong9pass' },
        { ip },
      );
      expect(stranger.body).toEqual(known.body);
      // The third failure asks for the image code.
      expect(known.body.code).toBe(i < 2 ? codes.loginFailed : codes.captchaRequired);
    }
  });

  it('share sessions and nonces: a token works on both, a nonce once, a logout everywhere', async () => {
    const { account, password } = await newUser();
    const ip = '198.51.100.40';
    const signedIn = await call<{ token: string }>('a', 'login', { account, password }, { ip });
    const { token } = signedIn.body.data;
    expect((await call('b', 'userInfo', {}, { ip, token })).body.code).toBe(0);

    const nonce = createNonce(token, t.clock.now().getTime());
    expect((await call('a', 'userInfo', {}, { ip, token, nonce })).body.code).toBe(0);
    expect((await call('b', 'userInfo', {}, { ip, token, nonce })).body.code).toBe(codes.badNonce);

    expect((await call('b', 'logout', {}, { ip, token })).body.code).toBe(0);
    expect((await call('a', 'userInfo', {}, { ip, token })).body.code).toBe(codes.sessionRevoked);
  });

  it('share uploads: a file stored through one is served by the other at the URL it signed', async () => {
    const { account, password } = await newUser();
    const ip = '198.51.100.50';
    const signedIn = await call<{ token: string }>('b', 'login', { account, password }, { ip });
    const { token } = signedIn.body.data;
    const png = await sharp({
      create: { width: 3, height: 2, channels: 3, background: { r: 200, g: 30, b: 60 } },
    })
      .png()
      .toBuffer();
    const uploaded = await call<string>(
      'a',
      'uploadPicBase64',
      { base64: png.toString('base64') },
      { ip, token },
    );
    expect(uploaded.body.code).toBe(0);
    const served = await b.inject({ url: uploaded.body.data });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const { data, info } = await sharp(served.rawPayload)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([3, 2]);
    expect([...data.subarray(0, 3)]).toEqual([200, 30, 60]);
  });

  it('run each pg-boss job once, on whichever instance’s worker takes it', async () => {
    const runs: Record<Instance, number> = { a: 0, b: 0 };
    let bRan = () => {};
    const bHasRun = new Promise<void>((resolve) => (bRan = resolve));
    const queues: JobQueue[] = [];
    try {
      for (const on of ['a', 'b'] as const) {
        const { database, store } = resources[on];
        const job = downloadJobs(database.db, store, { clock: systemClock, log: () => {} }).find(
          (j) => j.name === exportJobName,
        )!;
        const queue = await new JobQueue(database).startWorking(
          [
            {
              name: job.name,
              handler: async (data) => {
                // A's worker holds each wake-up it takes (up to 5 s) until B's has run one, so
                // the test can only pass if a job sent through A reaches B's worker too.
                if (on === 'a') {
                  await Promise.race([bHasRun, new Promise((r) => setTimeout(r, 5_000))]);
                }
                await job.handler(data);
                runs[on] += 1;
                if (on === 'b') bRan();
              },
            },
          ],
          { pollingIntervalSeconds: 0.5 },
        );
        queues.push(queue);
        wakes[on] = async (name, at) => {
          await queue.send(name, {}, at ? { startAfter: at } : {});
        };
      }

      const { account, password } = await newUser(true);
      const ip = '198.51.100.60';
      const signedIn = await call<{ token: string }>('a', 'login', { account, password }, { ip });
      const { token } = signedIn.body.data;
      // Each export wakes the export job once, through A's queue.
      const ids: string[] = [];
      for (let i = 0; i < 2; i++) {
        const created = await call<ExportFile>(
          'a',
          'downloadCreate',
          { kind: 'contacts' },
          {
            ip,
            token,
          },
        );
        expect(created.body.code).toBe(0);
        ids.push(created.body.data.id);
      }

      await expect.poll(() => runs.a + runs.b, { timeout: 20_000, interval: 200 }).toBe(2);
      expect(runs.b).toBeGreaterThan(0);
      // Both wake-ups completed once, in the one queue both instances share.
      const jobs = await t.database.query<{ state: string; n: number }>(
        'select state, count(*)::int as n from pgboss.job where name = $1 group by state',
        [exportJobName],
      );
      expect(jobs).toEqual([{ state: 'completed', n: 2 }]);

      for (const id of ids) {
        const [row] = await t.db
          .select()
          .from(exportFiles)
          .where(eq(exportFiles.id, BigInt(id)));
        // Made once: claimed by one worker, one stored file.
        expect(row).toMatchObject({ state: 'ready', attempts: 1, progress: 100 });
        expect(row!.storageKey).toMatch(/^export-/);
        const served = await b.inject({
          method: 'POST',
          url: `${apiPrefix}${endpoints.downloadExportFile.path}`,
          payload: JSON.stringify({ id }),
          headers: {
            'content-type': 'application/json',
            authorization: token,
            [nonceHeader]: createNonce(token, t.clock.now().getTime()),
          },
          remoteAddress: ip,
        });
        expect(served.statusCode).toBe(200);
        expect(served.rawPayload.length).toBe(row!.size);
        expect(served.rawPayload.subarray(0, 2).toString()).toBe('PK');
      }
      expect(runs.a + runs.b).toBe(2);
    } finally {
      wakes.a = wakes.b = async () => {};
      for (const queue of queues) await queue.stop();
    }
  });
});
