import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { codes } from '../contract/codes.ts';
import { templateSendable } from '../contract/messaging-status.ts';
import {
  errorsOf,
  openApiBase,
  openApiError,
  openEndpoints,
  type OpenEndpointName,
  openApiErrors,
  signatureWindowMs,
  type OpenApiErrorCode,
} from '../contract/open-api.ts';
import type { ApiKeyView, ApiUsageRow, CreatedApiKey } from '../contract/schemas/developer.ts';
import { maskMobile, type SendTaskDetail } from '../contract/schemas/sending.ts';
import { openApiIdempotency, openApiKeys, sendTasks, templates } from '../db/schema.ts';
import { compactDayOf } from '../lib/calendar.ts';
import { developmentKeyring } from '../lib/secret-box.ts';
import { idempotencyWindowMs } from './idempotency.ts';
import { signingKeyOf, storedSigningKey } from './keys.ts';
import { openApiPruningJobName } from './plugin.ts';
import { signatureOf } from './signing.ts';

let t: TestApp;
let gold: string;
let sub: string;
let templateId: string;
let goldCompanyId: bigint;

/** Waits for a request as a client of the developer API sends it: signed with the key's secret. */
type Signed = {
  method?: 'GET' | 'POST';
  path: string;
  query?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Unix seconds; default: the test clock's now. */
  timestamp?: number;
  /** Signs something other than what is sent (a tampered request). */
  tamper?: { path?: string; query?: string; body?: string };
};

function signedRequest(key: CreatedApiKey, request: Signed, at = t.clock.now()) {
  const method = request.method ?? (request.body === undefined ? 'GET' : 'POST');
  const path = `${openApiBase}/${request.path}`;
  const body = request.body === undefined ? '' : JSON.stringify(request.body);
  const timestamp = String(request.timestamp ?? Math.floor(at.getTime() / 1000));
  const nonce = randomUUID();
  const signature = signatureOf(signingKeyOf(key.secret), {
    method,
    path: request.tamper?.path ?? path,
    query: request.tamper?.query ?? request.query ?? '',
    timestamp,
    nonce,
    body: request.tamper?.body ?? body,
  });
  return {
    method,
    url: request.query ? `${path}?${request.query}` : path,
    payload: body || undefined,
    headers: <Record<string, string>>{
      ...(body && { 'content-type': 'application/json' }),
      'x-p5g-key': key.accessKey,
      'x-p5g-timestamp': timestamp,
      'x-p5g-nonce': nonce,
      'x-p5g-signature': signature,
      ...request.headers,
    },
  };
}

async function send(instance: FastifyInstance, injected: ReturnType<typeof signedRequest>) {
  const res = await instance.inject({ ...injected, remoteAddress: '203.0.113.7' });
  return { status: res.statusCode, headers: res.headers, body: res.json() as unknown };
}

const signed = (key: CreatedApiKey, request: Signed) => send(t.app, signedRequest(key, request));

/** The answer is the documented error shape with this code and its status. */
function expectError(res: { status: number; body: unknown }, code: OpenApiErrorCode) {
  expect(openApiError.parse(res.body).error.code).toBe(code);
  expect(res.status).toBe(openApiErrors[code].status);
}

async function createKey(name: string, roleId: string | null = null) {
  const res = await t.call<CreatedApiKey>('createApiKey', { name, roleId }, { token: gold });
  expect(res.body.msg).toBe('成功');
  return res.body.data;
}

async function role(name: string, menuNames: string[]) {
  const res = await t.call('saveRole', { name, menuNames }, { token: gold });
  expect(res.body.code).toBe(0);
  const roles = await t.call<{ id: string; name: string }[]>('roles', {}, { token: gold });
  return roles.body.data.find((r) => r.name === name)!.id;
}

const sendBody = (mobiles: string[]) => ({
  templateId,
  mobiles,
  variableDefaults: { name: '客户' },
});

beforeAll(async () => {
  t = await buildTestApp();
  [gold, sub] = await t.loginDemo('gold', 'sub');
  goldCompanyId = (await t.user('demo_gold')).companyId!;
  const sendable = (
    await t.db.select().from(templates).where(eq(templates.companyId, goldCompanyId))
  ).find((tpl) => templateSendable(tpl.status) && tpl.expiresAt! > t.clock.now());
  templateId = sendable!.id.toString();
});
afterAll(() => t.close());

describe('keys in the console (开发者中心)', () => {
  it('shows the secret once and keeps only its signing key, sealed with the secrets key', async () => {
    const key = await createKey('客服系统');
    expect(key.secret).toMatch(/^sk_/);
    const [row] = await t.db
      .select()
      .from(openApiKeys)
      .where(eq(openApiKeys.id, BigInt(key.id)));
    const digest = createHash('sha256').update(key.secret).digest('hex');
    expect(signingKeyOf(key.secret)).toBe(digest);
    const stored = Object.values(row!).map(String).join(' ');
    expect(stored).not.toContain(key.secret);
    expect(stored).not.toContain(digest);
    expect(row!.secretsKeyId).toBe(developmentKeyring.currentId);
    expect(storedSigningKey(developmentKeyring, row!)).toBe(digest);
    const list = await t.call<ApiKeyView[]>('apiKeys', {}, { token: gold });
    const listed = list.body.data.find((k) => k.id === key.id)!;
    expect(listed).toMatchObject({ name: '客服系统', accessKey: key.accessKey, roleId: null });
    expect(JSON.stringify(list.body.data)).not.toContain(key.secret);
  });

  it('records making and revoking a key in 操作记录', async () => {
    const key = await createKey('审计密钥');
    expect((await t.call('revokeApiKey', { id: key.id }, { token: gold })).body.code).toBe(0);
    expect((await t.call('revokeApiKey', { id: key.id }, { token: gold })).body.code).toBe(0);
    const log = await t.call<{ list: { actionName: string; target: string; detail: string }[] }>(
      'auditLog',
      { pageSize: 2 },
      { token: gold },
    );
    expect(log.body.data.list).toMatchObject([
      { actionName: '停用密钥', target: '审计密钥', detail: `Access Key：${key.accessKey}` },
      {
        actionName: '新建密钥',
        target: '审计密钥',
        detail: `Access Key：${key.accessKey}；角色：全部菜单`,
      },
    ]);
  });

  it('is the main account’s alone: a sub-account is refused every call', async () => {
    const key = await createKey('工单系统');
    for (const [name, input] of [
      ['apiKeys', {}],
      ['createApiKey', { name: '子账号的', roleId: null }],
      ['revokeApiKey', { id: key.id }],
      ['apiUsage', { days: 7 }],
    ] as const) {
      const res = await t.call(name, input, { token: sub });
      expect(res.body.code, name).toBe(codes.noPermission);
    }
    const [row] = await t.db
      .select()
      .from(openApiKeys)
      .where(eq(openApiKeys.id, BigInt(key.id)));
    expect(row!.revokedAt).toBeNull();
  });

  it('refuses a bad name or another company’s role and writes nothing', async () => {
    const before = await t.rows('open_api_keys');
    for (const input of [
      { name: '', roleId: null },
      { name: '名'.repeat(21), roleId: null },
      { name: 'x', roleId: 'abc' },
      { name: 'x' },
    ]) {
      const res = await t.call('createApiKey', input, { token: gold });
      expect(res.body.code, JSON.stringify(input)).toBe(codes.invalidRequest);
    }
    const res = await t.call('createApiKey', { name: 'x', roleId: '999999' }, { token: gold });
    expect(res.body.code).toBe(codes.notFound);
    expect(await t.rows('open_api_keys')).toBe(before);
  });
});

describe('signed requests', () => {
  let key: CreatedApiKey;
  beforeAll(async () => {
    key = await createKey('签名测试');
  });

  it('answers a signed request with the rate limit headers', async () => {
    const res = await signed(key, { path: 'balance' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ quantity5G: expect.any(Number) });
    expect(res.headers['ratelimit-limit']).toBe('1200');
    expect(Number(res.headers['ratelimit-remaining'])).toBeLessThan(1200);
  });

  it('records the last use: time and address', async () => {
    await signed(key, { path: 'balance' });
    const list = await t.call<ApiKeyView[]>('apiKeys', {}, { token: gold });
    expect(list.body.data.find((k) => k.id === key.id)).toMatchObject({
      lastUsedTime: t.clock.now().toISOString(),
      lastUsedIp: '203.0.113.7',
    });
  });

  it('refuses a request without the signature headers', async () => {
    const request = signedRequest(key, { path: 'balance' });
    for (const header of ['x-p5g-key', 'x-p5g-timestamp', 'x-p5g-nonce', 'x-p5g-signature']) {
      const headers: Record<string, string> = { ...request.headers };
      delete headers[header];
      expectError(await send(t.app, { ...request, headers }), 'missing_signature');
    }
    const shortNonce = { ...request.headers, 'x-p5g-nonce': 'abc' };
    expectError(await send(t.app, { ...request, headers: shortNonce }), 'missing_signature');
  });

  it('refuses an unknown key', async () => {
    const stranger = { ...key, accessKey: 'ak_000000000000000000000000' };
    expectError(await signed(stranger, { path: 'balance' }), 'invalid_key');
  });

  it('refuses a signature over another nonce than the one sent', async () => {
    const request = signedRequest(key, { path: 'balance' });
    const headers = { ...request.headers, 'x-p5g-nonce': randomUUID() };
    expectError(await send(t.app, { ...request, headers }), 'invalid_signature');
  });

  it('takes two requests alike in the same second, each with its own nonce', async () => {
    expect((await signed(key, { path: 'balance' })).status).toBe(200);
    expect((await signed(key, { path: 'balance' })).status).toBe(200);
  });

  it('refuses a signature over anything other than what was sent', async () => {
    const wrongSecret = { ...key, secret: `${key.secret}x` };
    expectError(await signed(wrongSecret, { path: 'balance' }), 'invalid_signature');
    expectError(
      await signed(key, { path: 'templates', query: 'page=1', tamper: { query: 'page=2' } }),
      'invalid_signature',
    );
    expectError(
      await signed(key, { path: 'templates', tamper: { path: `${openApiBase}/balance` } }),
      'invalid_signature',
    );
    const body = sendBody(['13800000004']);
    const before = await t.rows('send_tasks');
    expectError(
      await signed(key, {
        path: 'tasks/preview',
        body,
        tamper: { body: JSON.stringify({ ...body, mobiles: ['13800000009'] }) },
      }),
      'invalid_signature',
    );
    expect(await t.rows('send_tasks')).toBe(before);
  });

  it('signs the query in canonical order, whatever order it is sent in', async () => {
    const res = await signed(key, {
      path: 'templates',
      query: 'pageSize=5&page=1',
      tamper: { query: 'page=1&pageSize=5' },
    });
    expect(res.status).toBe(200);
  });

  it('takes a timestamp up to 5 minutes off the server clock, and refuses one further', async () => {
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const window = signatureWindowMs / 1000;
    expect((await signed(key, { path: 'balance', timestamp: now - window + 1 })).status).toBe(200);
    expect((await signed(key, { path: 'balance', timestamp: now + window - 1 })).status).toBe(200);
    expectError(
      await signed(key, { path: 'balance', timestamp: now - window - 1 }),
      'timestamp_out_of_window',
    );
    expectError(
      await signed(key, { path: 'balance', timestamp: now + window + 1 }),
      'timestamp_out_of_window',
    );
  });

  it('refuses a signature seen before (a replay), also after a pause', async () => {
    const request = signedRequest(key, { path: 'balance' });
    expect((await send(t.app, request)).status).toBe(200);
    expectError(await send(t.app, request), 'replayed_request');
    t.clock.advance(4 * 60 * 1000);
    expectError(await send(t.app, request), 'replayed_request');
  });
});

describe('revocation', () => {
  let second: FastifyInstance;
  beforeAll(async () => {
    // A second instance of the service on the same database, as behind a load balancer.
    second = await t.anotherInstance();
  });
  afterAll(() => second.close());

  it('refuses the key at once, on every instance', async () => {
    const key = await createKey('将停用');
    expect((await signed(key, { path: 'balance' })).status).toBe(200);
    expect((await send(second, signedRequest(key, { path: 'balance' }))).status).toBe(200);
    const revoked = await t.call('revokeApiKey', { id: key.id }, { token: gold });
    expect(revoked.body.code).toBe(0);
    expectError(await signed(key, { path: 'balance' }), 'invalid_key');
    expectError(await send(second, signedRequest(key, { path: 'balance' })), 'invalid_key');
    const list = await t.call<ApiKeyView[]>('apiKeys', {}, { token: gold });
    expect(list.body.data.find((k) => k.id === key.id)!.revokeTime).toBe(
      t.clock.now().toISOString(),
    );
  });

  it('answers 1404 for another company’s key', async () => {
    const key = await createKey('别家的');
    const [trial] = await t.loginDemo('trial');
    const res = await t.call('revokeApiKey', { id: key.id }, { token: trial });
    expect(res.body.code).toBe(codes.notFound);
  });
});

describe('permission scoping: a key acts with its role’s menus, never as the main account', () => {
  it('lets a 我的模板 key list templates but not send', async () => {
    const key = await createKey('只读模板', await role('只看模板', ['my_tpl']));
    expect((await signed(key, { path: 'templates' })).status).toBe(200);
    expect((await signed(key, { path: 'balance' })).status).toBe(200);
    const before = await t.rows('send_tasks');
    expectError(
      await signed(key, {
        path: 'tasks',
        body: sendBody(['13800000004']),
        headers: { 'idempotency-key': 'scoped-1' },
      }),
      'forbidden',
    );
    expectError(await signed(key, { path: 'numbers/13800000004/messages' }), 'forbidden');
    expect(await t.rows('send_tasks')).toBe(before);
  });

  it('is no session of the console: buying with the key’s headers is refused', async () => {
    const key = await createKey('不能购买');
    const request = signedRequest(key, { path: 'balance' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/platform/orderCharge/charge',
      payload: JSON.stringify({ pay: 100, flowNo: '1', prove: '1', chargeList: [] }),
      headers: { ...request.headers, 'content-type': 'application/json' },
    });
    expect(res.json()).toMatchObject({ code: codes.sessionExpired });
  });

  it('shows numbers in full only to a key whose role grants 发送查询', async () => {
    const full = await createKey(
      '全号码',
      await role('发送与查询', ['send_record', 'detail_enquiry']),
    );
    const masked = await createKey('打码', await role('只发送', ['send_record']));
    const created = await signed(full, {
      path: 'tasks',
      body: sendBody(['13800000004']),
      headers: { 'idempotency-key': 'numbers-1' },
    });
    expect(created.status).toBe(200);
    const id = (created.body as SendTaskDetail).id;
    const recipients = async (key: CreatedApiKey) =>
      (
        (await signed(key, { path: `tasks/${id}/recipients` })).body as {
          list: { mobile: string }[];
        }
      ).list[0]!.mobile;
    expect(await recipients(full)).toBe('13800000004');
    expect(await recipients(masked)).toBe(maskMobile('13800000004'));
    const messages = await signed(full, { path: 'numbers/13800000004/messages' });
    expect(messages.body).toMatchObject({ total: expect.any(Number), unlocked: true });
  });
});

describe('idempotent sends', () => {
  let key: CreatedApiKey;
  beforeAll(async () => {
    key = await createKey('幂等测试');
  });
  const create = (idempotencyKey: string | undefined, mobiles = ['13800000004', '18900000007']) =>
    signed(key, {
      path: 'tasks',
      body: sendBody(mobiles),
      headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
    });

  it('sends once for one Idempotency-Key and answers the retry with the first task', async () => {
    const first = await create('order-20261122-001');
    expect(first.status).toBe(200);
    const task = first.body as SendTaskDetail;
    expect(task).toMatchObject({ status: 1, counts: { total: 2 } });
    const tasks = await t.rows('send_tasks');
    const retry = await create('order-20261122-001');
    expect(retry.status).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect((retry.body as SendTaskDetail).id).toBe(task.id);
    expect(await t.rows('send_tasks')).toBe(tasks);
  });

  it('sends once when the same request arrives twice at the same time', async () => {
    const tasks = await t.rows('send_tasks');
    const [a, b] = await Promise.all([create('order-concurrent'), create('order-concurrent')]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect((a.body as SendTaskDetail).id).toBe((b.body as SendTaskDetail).id);
    expect(await t.rows('send_tasks')).toBe(tasks + 1);
  });

  it('refuses the same key with a different request, and a write without a key', async () => {
    await create('order-reused');
    const tasks = await t.rows('send_tasks');
    expectError(await create('order-reused', ['13800000009']), 'idempotency_key_reused');
    expectError(await create(undefined), 'idempotency_key_required');
    expectError(await create('not a key!'), 'idempotency_key_required');
    expect(await t.rows('send_tasks')).toBe(tasks);
  });

  it('keeps no record of a refused write, so a retry is tried again', async () => {
    const idempotency = await t.rows('open_api_idempotency');
    expectError(await create('order-invalid', ['12345']), 'invalid_request');
    expect(await t.rows('open_api_idempotency')).toBe(idempotency);
    const [row] = await t.db
      .select()
      .from(openApiIdempotency)
      .where(eq(openApiIdempotency.idempotencyKey, 'order-20261122-001'));
    const [task] = await t.db.select().from(sendTasks).where(eq(sendTasks.id, row!.resultId));
    expect(task!.companyId).toBe(goldCompanyId);
  });
  it('forgets an Idempotency-Key once its window has passed (the pruning job)', async () => {
    const first = await create('order-window');
    const recorded = () =>
      t.db
        .select()
        .from(openApiIdempotency)
        .where(eq(openApiIdempotency.idempotencyKey, 'order-window'));
    expect(await recorded()).toHaveLength(1);
    t.clock.advance(idempotencyWindowMs - 60_000);
    await t.app.jobs.run(openApiPruningJobName);
    expect(await recorded()).toHaveLength(1);
    const retry = await create('order-window');
    expect((retry.body as SendTaskDetail).id).toBe((first.body as SendTaskDetail).id);
    t.clock.advance(120_000);
    await t.app.jobs.run(openApiPruningJobName);
    expect(await recorded()).toEqual([]);
    // A day on, the console's session has ended: the tests after this one sign in again.
    [gold] = await t.loginDemo('gold');
  });
});

describe('bad input on every endpoint: the documented error, nothing written', () => {
  let key: CreatedApiKey;
  beforeAll(async () => {
    key = await createKey('坏输入');
  });
  const cases: [string, OpenEndpointName, Signed][] = [
    [
      'preview without recipients',
      'previewTask',
      { path: 'tasks/preview', body: { templateId: '1', mobiles: [] } },
    ],
    [
      'preview with a bad template id',
      'previewTask',
      { path: 'tasks/preview', body: { templateId: 'x', mobiles: ['13800000004'] } },
    ],
    [
      'send with a bad time',
      'createTask',
      {
        path: 'tasks',
        body: { ...sendBody(['13800000004']), sendAt: '明天' },
        headers: { 'idempotency-key': 'bad-1' },
      },
    ],
    [
      'send with no body',
      'createTask',
      { method: 'POST', path: 'tasks', headers: { 'idempotency-key': 'bad-2' } },
    ],
    ['a task id that is not one', 'getTask', { path: 'tasks/abc' }],
    [
      'recipients by an unknown state',
      'taskRecipients',
      { path: 'tasks/1/recipients', query: 'state=nope' },
    ],
    ['recipients page 0', 'taskRecipients', { path: 'tasks/1/recipients', query: 'page=0' }],
    ['messages of a number that is not one', 'numberMessages', { path: 'numbers/12345/messages' }],
    ['templates of status 99', 'listTemplates', { path: 'templates', query: 'status=99' }],
    ['templates 1000 a page', 'listTemplates', { path: 'templates', query: 'pageSize=1000' }],
  ];
  it.each(cases)('%s', async (_name, endpoint, request) => {
    expect(errorsOf(openEndpoints[endpoint])).toContain('invalid_request');
    const before = await Promise.all(['send_tasks', 'open_api_idempotency'].map(t.rows));
    const res = await signed(key, request);
    expectError(res, 'invalid_request');
    expect((res.body as { error: { message: string } }).error.message).not.toBe('');
    expect(await Promise.all(['send_tasks', 'open_api_idempotency'].map(t.rows))).toEqual(before);
  });

  it('covers every endpoint that takes input (the balance takes none)', () => {
    expect(new Set(cases.map(([, endpoint]) => endpoint))).toEqual(
      new Set(Object.keys(openEndpoints).filter((name) => name !== 'balance')),
    );
  });

  it('answers broken JSON and unknown paths in the same shape', async () => {
    const request = signedRequest(key, { path: 'tasks/preview', body: {} });
    expectError(await send(t.app, { ...request, payload: '{not json' }), 'invalid_request');
    expectError(await signed(key, { path: 'nothing/here' }), 'not_found');
    expectError(await signed(key, { path: 'tasks/1' }), 'not_found');
  });

  it('answers an unsendable send with its own code', async () => {
    const [draft] = await t.db
      .select()
      .from(templates)
      .where(eq(templates.companyId, goldCompanyId));
    const notSendable = (
      await t.db.select().from(templates).where(eq(templates.companyId, goldCompanyId))
    ).find((tpl) => !templateSendable(tpl.status));
    const res = await signed(key, {
      path: 'tasks/preview',
      body: { ...sendBody(['13800000004']), templateId: (notSendable ?? draft)!.id.toString() },
    });
    expectError(res, 'not_sendable');
  });
});

describe('rate limits per key', () => {
  let limited: FastifyInstance;
  beforeAll(async () => {
    limited = await t.anotherInstance({ openApi: { requestsPerMinute: 3 } });
  });
  afterAll(() => limited.close());

  it('refuses a key past its limit with Retry-After, and counts each key apart', async () => {
    const key = await createKey('限流');
    const other = await createKey('限流之外');
    const remaining: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await send(limited, signedRequest(key, { path: 'balance' }));
      expect(res.status).toBe(200);
      expect(res.headers['ratelimit-limit']).toBe('3');
      remaining.push(String(res.headers['ratelimit-remaining']));
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const refused = await send(limited, signedRequest(key, { path: 'balance' }));
    expectError(refused, 'rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await send(limited, signedRequest(other, { path: 'balance' }))).status).toBe(200);
  });
});

describe('调用统计', () => {
  it('counts each key’s calls and failures per China-time day', async () => {
    const key = await createKey('统计');
    await signed(key, { path: 'balance' });
    await signed(key, { path: 'templates' });
    await signed(key, { path: 'tasks/abc' });
    const res = await t.call<ApiUsageRow[]>('apiUsage', { days: 7 }, { token: gold });
    expect(res.body.data.filter((r) => r.keyId === key.id)).toEqual([
      { keyId: key.id, keyName: '统计', day: compactDayOf(t.clock.now()), calls: 3, failures: 1 },
    ]);
  });
});

describe('a saturated server', () => {
  it('sheds the developer API too, in its error shape with Retry-After', async () => {
    const bounded = await t.anotherInstance({ maxRequestsInFlight: 2 });
    try {
      const key = await createKey('过载');
      const answers = await Promise.all(
        Array.from({ length: 30 }, () => send(bounded, signedRequest(key, { path: 'balance' }))),
      );
      const shed = answers.filter((res) => res.status === 503);
      expect(shed.length).toBeGreaterThan(0);
      expect(answers.filter((res) => res.status === 200).length).toBeGreaterThanOrEqual(2);
      expectError(shed[0]!, 'unavailable');
      expect(shed[0]!.headers['retry-after']).toBe('10');
      // Nothing stays counted: with the burst over, the next request is served.
      expect((await send(bounded, signedRequest(key, { path: 'balance' }))).status).toBe(200);
    } finally {
      await bounded.close();
    }
  });
});
