import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { app as appPlugin } from '../src/app.ts';
import { hashPassword } from '../src/accounts/accounts.ts';
import { codes } from '../src/contract/codes.ts';
import type { Envelope } from '../src/contract/envelope.ts';
import { apiPrefix, endpoints, type EndpointName } from '../src/contract/endpoints.ts';
import { createNonce, nonceHeader } from '../src/contract/nonce.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { newId } from '../src/db/ids.ts';
import { users } from '../src/db/schema.ts';
import { frameworkErrors } from '../src/http/errors.ts';
import { openS3UploadStore } from '../src/uploads/s3-store.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { localS3 } from './s3-server.ts';

/**
 * Two instances of the service on one database and one S3 bucket, as behind a load balancer
 * (issue 13). On PostgreSQL the second has its own connection pool to the same database, as
 * another process would; PGlite is one process's database, so there both share its handle.
 */
let t: TestApp;
let s3: Awaited<ReturnType<typeof localS3>>;
let second: DatabaseHandle;
let a: FastifyInstance;
let b: FastifyInstance;

async function instance(database: DatabaseHandle) {
  const server = Fastify({ logger: false, frameworkErrors });
  await server.register(appPlugin, {
    database,
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'p5g-instance-')),
    clock: t.clock,
    uploadStore: await openS3UploadStore(s3.options, 'file-url.key'),
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
  a = await instance(t.database);
  b = await instance(second);
});
afterAll(async () => {
  await a.close();
  await b.close();
  if (second !== t.database) await second.close();
  await t.close();
  await s3.close();
});

type Instance = 'a' | 'b';

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

async function newUser() {
  const account = `m${newId().toString().slice(-10)}`;
  const password = 'Gz5@Kp8#Wm';
  await t.db.insert(users).values({
    id: newId(),
    account,
    passwordHash: await hashPassword(password),
    showName: '测试用户',
    isChatBotManager: true,
  });
  return { account, password };
}

describe('two instances on one database (issue 13)', () => {
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
});
