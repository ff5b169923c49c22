import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { app as appPlugin, type AppOptions } from '../src/app.ts';
import type { Envelope } from '../src/contract/envelope.ts';
import {
  endpointUrl,
  endpoints,
  type Endpoint,
  type EndpointName,
} from '../src/contract/endpoints.ts';
import { createNonce, nonceHeader } from '../src/contract/nonce.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';
import { manualClock } from '../src/lib/clock.ts';
import { frameworkErrors } from '../src/http/errors.ts';
import { errorStatusesOf, routeKey } from '../src/openapi/console-document.ts';
import type { WebAppsOptions } from '../src/http/web-apps.ts';
import type { PublicPagesOptions } from '../src/public-pages/plugin.ts';
import type { WakeJob } from '../src/jobs/queue.ts';
import type { SendingOptions } from '../src/sending/plugin.ts';
import { demoAccounts } from '../src/seed/accounts.ts';
import { testClockStart } from './provided.ts';

/**
 * A fresh, migrated database for one test file, on the engine this project runs against: a copy
 * of the one the global set-up seeded, or of the empty one.
 */
async function testDatabase(seeded: boolean): Promise<DatabaseHandle> {
  const postgresUrl = inject('postgresUrl');
  if (postgresUrl) {
    const name = `t_${randomBytes(6).toString('hex')}`;
    const template = seeded ? inject('postgresSeededDatabase') : undefined;
    const admin = new pg.Client(postgresUrl);
    await admin.connect();
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
    await admin.end();
    const handle = await openDatabase({ url: postgresUrl.replace(/\/postgres$/, `/${name}`) });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        const drop = new pg.Client(postgresUrl);
        await drop.connect();
        await drop.query(`drop database ${name}`);
        await drop.end();
      },
    };
  }
  const dump = inject(seeded ? 'pgliteSeededDump' : 'pgliteDump');
  if (!dump) throw new Error('no database prepared: run through the integration-* vitest projects');
  return openDatabase({ loadDataDir: new Blob([fs.readFileSync(dump)]) });
}

/**
 * Minimal builds of both web apps, each with an index.html naming it and one asset, the console
 * with a pre-rendered login.html and pe/send_record.html; all with the .br and .gz copies the real builds write beside them.
 */
export function fakeWebBuilds(root: string): WebAppsOptions {
  const write = (file: string, content: string) => {
    fs.writeFileSync(file, content);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
  };
  const build = (name: 'landing' | 'console') => {
    const dir = path.join(root, name);
    fs.mkdirSync(path.join(dir, `${name}-assets`), { recursive: true });
    write(path.join(dir, 'index.html'), `<!doctype html><title>${name}</title>`);
    write(path.join(dir, `${name}-assets`, 'main-abc123.js'), `console.log('${name}')`);
    if (name === 'console') {
      for (const page of ['login.html', 'pe/send_record.html']) {
        fs.mkdirSync(path.dirname(path.join(dir, page)), { recursive: true });
        write(path.join(dir, page), `<!doctype html><title>${name}</title><p>pre-rendered</p>`);
      }
    }
    return dir;
  };
  return { landingDir: build('landing'), consoleDir: build('console') };
}

type DemoName = (typeof demoAccounts)[number]['account'] extends `demo_${infer Name}`
  ? Name
  : never;

/** One part of a multipart/form-data body: a field, or a file when it has a filename. */
export type FormPart = { name: string; filename?: string; type?: string; data: Buffer | string };

export type CallOptions = {
  token?: string;
  nonce?: string | null;
  headers?: Record<string, string>;
  /** The caller's address; by default each call gets its own, so per-IP limits stay out of the way. */
  ip?: string;
};

let lastIp = 0;
const nextIp = () => {
  lastIp += 1;
  return `10.${(lastIp >> 16) & 255}.${(lastIp >> 8) & 255}.${lastIp & 255}`;
};

/** A client address the test app exempts from per-IP rate limits (RATE_LIMIT_ALLOWLIST). */
export const allowListedIp = '192.0.2.250';

/** The console endpoints by `METHOD url` of their routes. */
const endpointsByRoute = new Map(
  (Object.values(endpoints) as Endpoint[]).map((e) => [routeKey(e.method, endpointUrl(e)), e]),
);

/**
 * Notes every error status a console endpoint answers that the console document does not list for
 * it (`endpoint status`), so what the tests make the service send checks the document.
 */
function watchUndocumentedStatuses(app: FastifyInstance) {
  const undocumented = new Set<string>();
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode < 400) return;
    const endpoint = endpointsByRoute.get(routeKey(request.method, request.routeOptions.url ?? ''));
    if (!endpoint) return;
    const rateLimited = Boolean((request.routeOptions.config as { rateLimit?: unknown }).rateLimit);
    if (!errorStatusesOf(endpoint, rateLimited).includes(reply.statusCode as never)) {
      undocumented.add(`${request.method} ${request.routeOptions.url} ${reply.statusCode}`);
    }
  });
  return undocumented;
}

/** The real app on a fresh, seeded database and a clock that only moves when told to. */
export async function buildTestApp(
  options: {
    withWebApps?: boolean;
    /** The public pages' renderers and files (the fill-in page's tests pass the landing's). */
    publicPages?: PublicPagesOptions;
    seed?: boolean;
    mediaBaseUrl?: string;
    /** Records the durable jobs the app wakes (default: none woken; tests run the work). */
    wakeJob?: WakeJob;
    sending?: SendingOptions;
    /** Carriers connected through their interface (the MaaP stand-in, in tests). */
    maap?: AppOptions['maap'];
    /** The WeChat official account signing the share pages (a stand-in ticket source). */
    wechatAccount?: AppOptions['wechatAccount'];
    /** Webhook receivers: a stand-in resolver, and local receivers allowed. */
    webhooks?: AppOptions['webhooks'];
  } = {},
) {
  const seeded = options.seed !== false;
  const database = await testDatabase(seeded);
  const clock = manualClock(testClockStart);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'p5g-api-'));
  if (seeded) fs.cpSync(inject('seededUploads'), dataDir, { recursive: true });
  // Registering the service can take over Fastify's 10 s on a loaded machine: the server's bound.
  const app: FastifyInstance = Fastify({ logger: false, frameworkErrors, pluginTimeout: 120_000 });
  const undocumented = watchUndocumentedStatuses(app);
  await app.register(appPlugin, {
    database,
    dataDir,
    clock,
    mediaBaseUrl: options.mediaBaseUrl,
    rateLimitAllowList: [allowListedIp],
    wakeJob: options.wakeJob,
    sending: options.sending,
    maap: options.maap,
    wechatAccount: options.wechatAccount,
    webhooks: options.webhooks,
    ...(options.withWebApps && { webApps: fakeWebBuilds(dataDir) }),
    publicPages: options.publicPages,
  });
  await app.ready();

  /** Calls an endpoint the way the console does: JSON body, token, and a fresh nonce. */
  async function call<T = unknown>(
    name: EndpointName,
    input: unknown = {},
    opts: CallOptions = {},
  ) {
    const endpoint = endpoints[name];
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) {
      headers.authorization = opts.token;
      const nonce =
        opts.nonce === undefined ? createNonce(opts.token, clock.now().getTime()) : opts.nonce;
      if (nonce !== null) headers[nonceHeader] = nonce;
    }
    const url = endpointUrl(endpoint);
    const remoteAddress = opts.ip ?? nextIp();
    const res =
      endpoint.method === 'GET'
        ? await app.inject({
            method: 'GET',
            url,
            query: input as Record<string, string>,
            headers,
            remoteAddress,
          })
        : await app.inject({
            method: 'POST',
            url,
            // Always real JSON, as the console sends; inject would send a bare string as text.
            payload: JSON.stringify(input),
            headers: { 'content-type': 'application/json', ...headers },
            remoteAddress,
          });
    return { status: res.statusCode, headers: res.headers, body: res.json() as Envelope<T> };
  }

  async function login(account: string, password: string, platform = 1) {
    const res = await call<{ token: string }>('login', { account, password, platform });
    if (res.body.code !== 0) throw new Error(`login ${account} failed: ${res.body.msg}`);
    return res.body.data.token;
  }

  /** Seeded demo accounts signed in, each on its own platform: `loginDemo('gold', 'operator')`. */
  async function loginDemo<const Names extends readonly DemoName[]>(...names: Names) {
    const tokens = await Promise.all(
      names.map((name) => {
        const demo = demoAccounts.find((a) => a.account === `demo_${name}`)!;
        return login(demo.account, demo.password, demo.platform);
      }),
    );
    return tokens as { [K in keyof Names]: string };
  }

  /** A user by account name, with its id and company. */
  async function user(account: string) {
    const [row] = await database.db.select().from(users).where(eq(users.account, account));
    if (!row) throw new Error(`no user ${account}`);
    return row;
  }

  /** POSTs named parts as multipart/form-data, as the browser does, with a fresh nonce. */
  async function upload<T = unknown>(url: string, token: string, parts: FormPart[]) {
    const boundary = '----p5gtestform';
    const payload = Buffer.concat([
      ...parts.flatMap((p) => [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${
            p.filename ? `; filename="${p.filename}"` : ''
          }\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`,
        ),
        Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data),
        Buffer.from('\r\n'),
      ]),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const res = await app.inject({
      method: 'POST',
      url,
      payload,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: token,
        [nonceHeader]: createNonce(token, clock.now().getTime()),
      },
    });
    return { status: res.statusCode, body: res.json() as Envelope<T> };
  }

  /**
   * Another instance of the service on this one's database, files and clock, as behind a load
   * balancer, with these options of its own and the test's own hooks (`observe`, run before the
   * app's); ready, and closed by the caller.
   */
  async function anotherInstance(
    options: Partial<AppOptions> = {},
    observe?: (instance: FastifyInstance) => void,
  ) {
    const instance = Fastify({ logger: false, frameworkErrors, pluginTimeout: 120_000 });
    observe?.(instance);
    await instance.register(appPlugin, { database, dataDir, clock, ...options });
    await instance.ready();
    return instance;
  }

  /** Row count of a table, to prove a refused request wrote nothing. */
  async function rows(table: string) {
    const [row] = await database.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    return row?.n ?? 0;
  }

  return {
    app,
    database,
    db: database.db,
    clock,
    dataDir,
    call,
    login,
    loginDemo,
    user,
    upload,
    rows,
    anotherInstance,
    /** Fails the file when an endpoint answered a status its document does not list. */
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (undocumented.size > 0) {
        throw new Error(`statuses not in the console document: ${[...undocumented].join(', ')}`);
      }
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
