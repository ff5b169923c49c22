import fs from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { codes } from '../src/contract/codes.ts';
import { bodyLimit } from '../src/app.ts';
import type { Envelope } from '../src/contract/envelope.ts';
import {
  apiPrefix,
  endpointUrl,
  endpoints,
  type Endpoint,
  type EndpointName,
} from '../src/contract/endpoints.ts';
import { createNonce, nonceHeader } from '../src/contract/nonce.ts';
import { allowListedIp, buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
let tokens: Record<Endpoint['access'], string | undefined>;
beforeAll(async () => {
  t = await buildTestApp();
  const user = await t.login('demo_gold', 'Cctv5G@Gold');
  tokens = {
    public: undefined,
    session: user,
    user,
    manager: user,
    operator: await t.login('demo_operator', 'Cctv5G@Admin', 3),
  };
});
afterAll(() => t.close());

/** Business tables; used_nonces and sessions change on every authenticated call by design. */
const businessTables = [
  'users',
  'companies',
  'roles',
  'verify_codes',
  'outbox',
  'uploads',
  'opening_applications',
  'captchas',
  'orders',
  'order_items',
  'order_events',
  'balances',
  'ledger_lots',
  'bill_entries',
  'service_orders',
  'notices',
  'back_office_actions',
  'chatbots',
  'materials',
  'templates',
  'template_materials',
  'template_events',
  'carrier_reviews',
  'applet_grid_workers',
];

/** Each business table's row count, read in one query. */
const snapshot = async () => {
  const [counts] = await t.database.query<Record<string, number>>(
    `select ${businessTables.map((n) => `(select count(*)::int from ${n}) as ${n}`).join(', ')}`,
  );
  return counts;
};

const keysOf = (schema: z.ZodType): string[] =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];

/**
 * Cases per endpoint: a sample inside `npm test`; `npm run fuzz` runs 1,000 on both databases
 * (api/scripts/fuzz.ts). Half are payloads the contract refuses, half hostile values in any shape.
 */
const fuzzRuns = Number(process.env.FUZZ_RUNS ?? 40);
const halfRuns = Math.max(1, Math.floor(fuzzRuns / 2));
const timeout = Math.max(30_000, fuzzRuns * 200);

/** The classes of the probe: control characters, out-of-range numbers and ids, impossible dates. */
const hostileText = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u0007',
    '\u001b[31m',
    '\u007f',
    '\ud800',
    '9999-99-99',
    '2026-02-30 25:61:61',
    '20261399',
    '20260230',
    '9999999999999999999',
    '9223372036854775808',
    '18446744073709551616',
    '-1',
    '0',
    '1e309',
    'NaN',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    'x'.repeat(5000),
  ),
  fc.string().map((text) => `${text}\u0000`),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const hostileNumber = fc.oneof(
  fc.constantFrom(
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    -Number.MAX_SAFE_INTEGER,
    2 ** 63,
    1e20,
    -1e20,
    1e308,
    0.5,
    2 ** 31,
    7 * 999,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const hostileValue = fc.oneof(
  hostileText,
  hostileNumber,
  fc.jsonValue({ maxDepth: 2 }),
  fc.array(fc.record({ id: hostileText, repetitions: hostileNumber }), { maxLength: 8 }),
);

/** The schema's own keys (and one it does not know) with hostile values, or not an object at all. */
function hostilePayloads(endpoint: Endpoint) {
  const keys = [...keysOf(endpoint.request), 'unexpected'];
  const value = endpoint.method === 'GET' ? hostileText : hostileValue;
  const asObject = fc.dictionary(fc.constantFrom(...keys), value, { minKeys: 1 });
  return endpoint.method === 'GET' ? asObject : fc.oneof(asObject, fc.jsonValue());
}

const refusedByContract = (endpoint: Endpoint, payload: unknown) =>
  !z.preprocess((v) => v ?? {}, endpoint.request).safeParse(payload).success;

/** Bodies that are not JSON the contract could read: broken, mislabelled or over the limit. */
const malformedBodies = fc.oneof(
  fc.record({
    payload: fc.constantFrom('{', '{"a":', '[1,2', '"x"', '{"a":1}}', '\u0000', ''),
    type: fc.constant('application/json'),
  }),
  fc.record({
    payload: fc.string(),
    type: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml'),
  }),
  fc.record({
    payload: fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
    type: fc.constantFrom('application/json', 'application/octet-stream'),
  }),
);

/** Multipart bodies that are not one well-formed image: cut short, garbled, or several files. */
const malformedMultipart = fc
  .record({
    boundary: fc.constantFrom('x', 'p5g-fuzz', '----WebKitFormBoundary7MA4YWxkTrZu0gW'),
    header: fc.constantFrom(
      'Content-Disposition: form-data; name="file"; filename="a.png"',
      'Content-Disposition: form-data; name="file"',
      'Content-Disposition: form-data; filename="\u0000.png"',
      'Content-Type: image/png',
      '',
    ),
    content: fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
    ending: fc.constantFrom('', '\r\n--{b}--\r\n', '\r\n--{b}\r\n', '--{b}--', '\r\n--{b}--'),
    repeat: fc.integer({ min: 1, max: 3 }),
    declared: fc.constantFrom('right', 'other', 'none'),
  })
  .map(({ boundary, header, content, ending, repeat, declared }) => {
    const part = Buffer.concat([
      Buffer.from(`--${boundary}\r\n${header}\r\n\r\n`),
      content,
      Buffer.from(ending.replaceAll('{b}', boundary)),
    ]);
    const type =
      declared === 'right'
        ? `multipart/form-data; boundary=${boundary}`
        : declared === 'other'
          ? 'multipart/form-data; boundary=other'
          : 'multipart/form-data';
    return { payload: Buffer.concat(Array.from({ length: repeat }, () => part)), type };
  });

/** Sends a raw body to an endpoint, signed in as its access level needs. */
async function sendRaw(name: EndpointName, body: { payload: string | Buffer; type: string }) {
  const endpoint = endpoints[name];
  const token = tokens[endpoint.access];
  const res = await t.app.inject({
    method: 'POST',
    url: endpointUrl(endpoint),
    payload: body.payload,
    // Exempt from the per-IP limits of sign-in, registration and the like: the body is the test.
    remoteAddress: allowListedIp,
    headers: {
      'content-type': body.type,
      ...(token && {
        authorization: token,
        [nonceHeader]: createNonce(token, t.clock.now().getTime()),
      }),
    },
  });
  return { status: res.statusCode, body: res.json() as Envelope<unknown> };
}

/** Answers by HTTP status, written to FUZZ_REPORT (a file) when the fuzz script asks for them. */
const answered = new Map<number, number>();
afterAll(() => {
  const report = process.env.FUZZ_REPORT;
  if (!report) return;
  const engine = process.env.TEST_DATABASE ?? 'pglite';
  const statuses = Object.fromEntries([...answered].sort(([a], [b]) => a - b));
  fs.writeFileSync(`${report}.${engine}.json`, JSON.stringify({ engine, fuzzRuns, statuses }));
});

/** What every answer must be, whatever was sent: a client error at worst, always an envelope. */
function expectEnvelope(res: { status: number; body: Envelope<unknown> }) {
  answered.set(res.status, (answered.get(res.status) ?? 0) + 1);
  expect(res.status).toBeLessThan(500);
  expect(typeof res.body.code).toBe('number');
  expect(typeof res.body.msg).toBe('string');
  // A refusal says why in Chinese; its data is null but for what the spec gives (needImgCode).
  if (res.body.code !== codes.success) expect(res.body.msg).toMatch(/\p{Script=Han}/u);
}

const allEndpoints = Object.entries(endpoints) as [EndpointName, Endpoint][];
const jsonEndpoints = allEndpoints.filter(([, e]) => !e.multipart && !e.params);
const postEndpoints = jsonEndpoints.filter(([, e]) => e.method === 'POST');
const multipartEndpoints = allEndpoints.filter(([, e]) => e.multipart);
/** Valid hostile payloads may act: signing out would end the session the sweep uses. */
const actingExcluded = new Set<EndpointName>(['logout']);

describe('random invalid payloads', () => {
  it.each(jsonEndpoints)(
    '%s: always a 4xx envelope naming the problem, never a 500, nothing written',
    async (name, endpoint) => {
      const before = await snapshot();
      await fc.assert(
        fc.asyncProperty(
          hostilePayloads(endpoint).filter((p) => refusedByContract(endpoint, p)),
          async (payload) => {
            const res = await t.call(name, payload, { token: tokens[endpoint.access] });
            expectEnvelope(res);
            expect(res.status).toBe(400);
            expect(res.body.code).toBe(codes.invalidRequest);
            expect(res.body.data).toBeNull();
          },
        ),
        { numRuns: halfRuns },
      );
      expect(await snapshot()).toEqual(before);
    },
    timeout,
  );

  it.each(jsonEndpoints.filter(([name]) => !actingExcluded.has(name)))(
    '%s: hostile values the contract lets through never make a 500',
    async (name, endpoint) => {
      await fc.assert(
        fc.asyncProperty(hostilePayloads(endpoint), async (payload) => {
          expectEnvelope(await t.call(name, payload, { token: tokens[endpoint.access] }));
        }),
        { numRuns: halfRuns },
      );
    },
    timeout,
  );
});

/** A JSON body over the body limit, made once for every endpoint (it is megabytes long). */
const oversizedBody = {
  payload: Buffer.from(JSON.stringify({ base64: 'A'.repeat(bodyLimit) })),
  type: 'application/json',
};

describe('random malformed bodies', () => {
  it.each(postEndpoints)(
    '%s: a 4xx envelope, nothing written',
    async (name) => {
      const before = await snapshot();
      await fc.assert(
        fc.asyncProperty(malformedBodies, async (body) => {
          const res = await sendRaw(name, body);
          expect(res.status).toBeGreaterThanOrEqual(400);
          expectEnvelope(res);
        }),
        { numRuns: Math.max(1, Math.floor(fuzzRuns / 4)) },
      );
      const oversized = await sendRaw(name, oversizedBody);
      expect(oversized.status).toBe(413);
      expectEnvelope(oversized);
      expect(await snapshot()).toEqual(before);
    },
    timeout,
  );

  it.each(multipartEndpoints)(
    '%s: a malformed multipart body is a 4xx envelope',
    async (name) => {
      const before = await snapshot();
      await fc.assert(
        fc.asyncProperty(malformedMultipart, async (body) => {
          const res = await sendRaw(name, body);
          expect(res.status).toBeGreaterThanOrEqual(400);
          expectEnvelope(res);
        }),
        { numRuns: fuzzRuns },
      );
      expect(await snapshot()).toEqual(before);
    },
    timeout,
  );

  it(
    'GET files/:id with any id: a 4xx envelope',
    async () => {
      // Up to Fastify's maxParamLength (100): a longer one is refused by the router before the app.
      const ids = fc
        .oneof(hostileText, fc.bigInt({ min: 0n, max: 10n ** 25n }).map(String))
        .map((id) => {
          try {
            return encodeURIComponent(id);
          } catch {
            return ''; // a lone surrogate cannot be put in a URL
          }
        })
        .filter((path) => path !== '' && path.length <= 100);
      await fc.assert(
        fc.asyncProperty(ids, async (id) => {
          const res = await t.app.inject({ url: `${apiPrefix}files/${id}` });
          expect(res.statusCode).toBeGreaterThanOrEqual(400);
          expectEnvelope({ status: res.statusCode, body: res.json() as Envelope<unknown> });
        }),
        { numRuns: fuzzRuns },
      );
    },
    timeout,
  );
});

/** The classes the attacker's probe found: each must be a 400 naming the field. */
const probeCases: [EndpointName, Record<string, unknown>, string][] = [
  ['login', { account: 'demo\u0000gold', password: 'x' }, '账号包含非法字符'],
  ['addOpeningApplication', validApplication({ name: '张\u0000三' }), '姓名包含非法字符'],
  ['addOpeningApplication', validApplication({ company: '单位\u0000' }), '单位全称包含非法字符'],
  ['addOpeningApplication', validApplication({ content: '需求\u0000' }), '需求描述包含非法字符'],
  ['register', validRegistration({ companyName: '单位\u0000' }), '单位名称包含非法字符'],
  ['register', validRegistration({ contactName: '张\u0007三' }), '联系人包含非法字符'],
  ['charge', validCharge({ flowNo: 'NO\u0000123' }), '交易流水编号包含非法字符'],
  ['charge', validCharge({ remark: 'x\u0000' }), '备注包含非法字符'],
  ['orders', { orderNo: '2026\u0000' }, '订单号包含非法字符'],
  ['manageOrders', { orderNo: '2026\u0000' }, '订单号包含非法字符'],
  ['manageCompanies', { keyword: '金\u0000' }, '关键词包含非法字符'],
  [
    'manageReviewOrder',
    { orderNo: '202611220900001234', action: 'reject', reason: '不\u0000行' },
    '原因包含非法字符',
  ],
  [
    'manageLedgerEntry',
    { kind: 3, companyId: '9999999999999999999', category: 1, quantity: 1, reason: '补' },
    'id 格式错误',
  ],
  ['noticeRead', { id: '9223372036854775808' }, 'id 格式错误'],
  ['orders', { startTime: '9999-99-99' }, '日期格式无效'],
  ['orders', { startTime: '2026-02-30 10:00:00' }, '日期格式无效'],
  ['bills', { queryType: '1', startDay: '20261399', endDay: '20261122' }, '日期格式应为yyyymmdd'],
  // Found by the 1,000-case fuzz: numbers past a PostgreSQL integer, NUL in search fields.
  ['helpArticle', { id: '9999999999' }, '文章不存在'],
  ['serviceOrders', { orderType: '32768' }, '类型无效'],
  ['materialList', { name: '海报\u0000' }, '名称包含非法字符'],
  ['templateList', { name: '通知\u0000' }, '模板名称包含非法字符'],
  ['subAccounts', { keyword: '张\u0000' }, '关键词包含非法字符'],
];

function validApplication(change: Record<string, string>) {
  return {
    name: '张三',
    province: '11',
    city: '1101',
    company: '某单位',
    content: '需求',
    email: 'a@b.cn',
    ...change,
  };
}
function validRegistration(change: Record<string, string>) {
  return {
    account: 'probe_user',
    password: 'Probe@2026x',
    companyName: '某单位',
    contactName: '张三',
    phone: '13800000000',
    email: 'a@b.cn',
    verifyCode: '123456',
    ...change,
  };
}
function validCharge(change: Record<string, string>) {
  return {
    pay: 100,
    flowNo: 'NO123',
    prove: '/api/platform/files/1',
    chargeList: [{ id: '1', repetitions: 1 }],
    requestKey: 'probe-key-0001',
    ...change,
  };
}

describe('the probe’s inputs', () => {
  it.each(probeCases)('%s %j: 400, 1001, says which field', async (name, payload, message) => {
    const before = await snapshot();
    const res = await t.call(name, payload, { token: tokens[endpoints[name].access] });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(codes.invalidRequest);
    expect(res.body.msg).toContain(message);
    expect(await snapshot()).toEqual(before);
  });

  it.each(['9999999999999999999', '9223372036854775808'])(
    'GET files/%s (above 64 bits, public): 400 with the field’s message',
    async (id) => {
      const res = await t.app.inject({ url: `/api/platform/files/${id}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: codes.invalidRequest, msg: '文件不存在', data: null });
    },
  );

  it('a malformed multipart body: 400 with an envelope', async () => {
    const token = tokens.user!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/platform/auth/upload',
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        authorization: token,
        [nonceHeader]: createNonce(token, t.clock.now().getTime()),
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: codes.invalidRequest, data: null });
  });
});
