import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { codes } from '../contract/codes.ts';
import type {
  SaveWebhookRequest,
  WebhookDeliveryDetail,
  WebhookSettings,
} from '../contract/schemas/webhooks.ts';
import type { EndpointName } from '../contract/endpoints.ts';
import { templateSendable } from '../contract/messaging-status.ts';
import { webhookEvent, webhookTopicCodes } from '../contract/webhook-events.ts';
import { templates, webhookEndpoints, webhookEvents } from '../db/schema.ts';
import { developmentKeyring } from '../lib/secret-box.ts';
import { dispatchJobName, receiptsJobName, scheduleJobName } from '../sending/jobs.ts';
import { deliverDue, retryDelayMs } from './delivery.ts';
import { queueWebhookEvent, taskReviewEvent, webhookDeliveriesJobName } from './outbox.ts';
import { storedSecret } from './signing.ts';

/** What the local receiver got: each request as it came. */
type Received = { path: string; headers: http.IncomingHttpHeaders; body: string };

/**
 * A receiver on 127.0.0.1 that answers from a script of statuses (200 once it runs out) and
 * redirects `/moved` to `/hook`.
 */
function localReceiver() {
  const received: Received[] = [];
  const script: number[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      if (request.url === '/moved') {
        response.writeHead(302, { location: '/hook' }).end();
        return;
      }
      const status = script.shift() ?? 200;
      response.writeHead(status, { 'content-type': 'text/plain' }).end(`answer ${status}`);
    });
  });
  return {
    received,
    script,
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The check api/README.md tells receivers to make: fresh timestamp, matching HMAC. */
function verified(secret: string, request: Received, nowMs: number) {
  const timestamp = Number(request.headers['x-webhook-timestamp']);
  if (!Number.isInteger(timestamp) || Math.abs(nowMs / 1000 - timestamp) > 300) return false;
  const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${request.body}`).digest('hex')}`;
  const given = String(request.headers['x-webhook-signature'] ?? '');
  return (
    given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected))
  );
}

let t: TestApp;
let gold: string;
let sub: string;
let trial: string;
let operator: string;
let goldCompanyId: bigint;
const receiver = localReceiver();
let base: string;
let secret: string;
/** What the stand-in DNS answers for hooks.example.com (changed by a test). */
let exampleAddress = '127.0.0.1';

const allTopics = [...webhookTopicCodes];

async function save(input: SaveWebhookRequest, token = gold) {
  return t.call<{ settings: WebhookSettings; secret: string | null }>('saveWebhook', input, {
    token,
  });
}

type ReceivedEvent = { id: string; type: string; data: Record<string, string | null> };
const events = () =>
  receiver.received
    .filter((r) => r.path === '/hook')
    // Every body is an event of the contract.
    .map((r) => webhookEvent.parse(JSON.parse(r.body)) as ReceivedEvent);

async function signIn() {
  [gold, sub, trial, operator] = await t.loginDemo('gold', 'sub', 'trial', 'operator');
}

/** The jobs the app asked to run, in order (the tests run them). */
const woken: string[] = [];

beforeAll(async () => {
  base = await receiver.start();
  t = await buildTestApp({
    wakeJob: async (name) => {
      woken.push(name);
    },
    sending: { batchSize: 10, ratePerSecond: 1_000_000 },
    webhooks: {
      allowLocalReceivers: true,
      resolveHost: async (host) => (host === 'hooks.example.com' ? [exampleAddress] : []),
    },
  });
  await signIn();
  goldCompanyId = (await t.user('demo_gold')).companyId!;
  const first = await save({ url: `${base}/hook`, topics: allTopics, enabled: true });
  expect(first.body.msg).toBe('成功');
  secret = first.body.data.secret!;
  expect(secret).toMatch(/^whsec_/);
});
// A test moves the clock on by days: every test signs in afresh.
beforeEach(signIn);
afterEach(() => {
  receiver.received.length = 0;
  receiver.script.length = 0;
});
afterAll(async () => {
  await t.close();
  await receiver.stop();
});

describe('settings', () => {
  it('shows the secret once: saving again keeps it, rotating replaces it', async () => {
    const again = await save({ url: `${base}/hook`, topics: allTopics, enabled: true });
    expect(again.body.data.secret).toBeNull();
    expect(again.body.data.settings).toMatchObject({
      url: `${base}/hook`,
      topics: allTopics,
      enabled: true,
      secretHint: secret.slice(-4),
    });
    const shown = await t.call<WebhookSettings>('webhookSettings', {}, { token: gold });
    expect(JSON.stringify(shown.body.data)).not.toContain(secret);
    const [row] = await t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.companyId, goldCompanyId));
    expect(Object.values(row!).map(String).join(' ')).not.toContain(secret);
    expect(storedSecret(developmentKeyring, row!)).toBe(secret);

    const rotated = await t.call<{ secret: string }>('rotateWebhookSecret', {}, { token: gold });
    const fresh = rotated.body.data.secret;
    expect(fresh).not.toBe(secret);
    const test = await t.call<WebhookDeliveryDetail>('sendWebhookTest', {}, { token: gold });
    expect(test.body.data.state).toBe('delivered');
    const [request] = receiver.received;
    expect(verified(fresh, request!, t.clock.now().getTime())).toBe(true);
    expect(verified(secret, request!, t.clock.now().getTime())).toBe(false);
    secret = fresh;
  });

  it('records a new address and a new secret in 操作记录, not a save that keeps the address', async () => {
    await save({ url: `${base}/moved`, topics: allTopics, enabled: true });
    await save({ url: `${base}/moved`, topics: ['templateReview'], enabled: true });
    await save({ url: `${base}/hook`, topics: allTopics, enabled: true });
    const rotated = await t.call<{ secret: string }>('rotateWebhookSecret', {}, { token: gold });
    secret = rotated.body.data.secret;
    const log = await t.call<{ list: { actionName: string; target: string; detail: string }[] }>(
      'auditLog',
      { pageSize: 3 },
      { token: gold },
    );
    expect(log.body.data.list).toMatchObject([
      { actionName: '重置签名密钥', target: '消息推送', detail: '' },
      { actionName: '修改推送地址', detail: `${base}/moved → ${base}/hook` },
      { actionName: '修改推送地址', detail: `${base}/hook → ${base}/moved` },
    ]);
  });

  it.each([
    ['not a URL', { url: 'hooks', topics: [], enabled: true }, '推送地址格式不正确'],
    ['ftp', { url: 'ftp://hooks.example.com/', topics: [], enabled: true }, 'https://'],
    ['a private address', { url: 'https://10.1.2.3/hook', topics: [], enabled: true }, '非公网'],
    ['link-local', { url: 'https://169.254.169.254/', topics: [], enabled: true }, '非公网'],
    ['unique-local', { url: 'https://[fd00::1]/', topics: [], enabled: true }, '非公网'],
    [
      'an unknown topic',
      { url: `https://8.8.8.8/`, topics: ['all'], enabled: true },
      '推送事件无效',
    ],
    ['no switch', { url: `https://8.8.8.8/`, topics: [] }, '请选择是否启用'],
  ])('refuses %s and changes nothing', async (_, input, message) => {
    const res = await save(input as SaveWebhookRequest);
    expect(res.body).toMatchObject({
      code: codes.invalidRequest,
      msg: expect.stringContaining(message),
    });
    const shown = await t.call<WebhookSettings>('webhookSettings', {}, { token: gold });
    expect(shown.body.data.url).toBe(`${base}/hook`);
  });

  const calls: [EndpointName, object][] = [
    ['webhookSettings', {}],
    ['saveWebhook', { url: `${base}/hook`, topics: [], enabled: true }],
    ['rotateWebhookSecret', {}],
    ['sendWebhookTest', {}],
    ['webhookDeliveries', {}],
    ['webhookDelivery', { id: '1' }],
    ['redeliverWebhook', { id: '1' }],
  ];
  it.each(calls)('lets only the main account call %s', async (name, input) => {
    const before = await t.rows('webhook_events');
    for (const token of [sub, operator]) {
      expect((await t.call(name, input, { token })).body.code).toBe(codes.noPermission);
    }
    expect((await t.call(name, input)).body.code).toBe(codes.sessionExpired);
    expect(await t.rows('webhook_events')).toBe(before);
  });

  it('keeps each company to its own webhook and log', async () => {
    expect((await t.call('webhookSettings', {}, { token: trial })).body.data).toBeNull();
    expect((await t.call('sendWebhookTest', {}, { token: trial })).body).toMatchObject({
      code: codes.invalidRequest,
      msg: '请先保存消息推送设置',
    });
    const test = await t.call<WebhookDeliveryDetail>('sendWebhookTest', {}, { token: gold });
    for (const name of ['webhookDelivery', 'redeliverWebhook'] as const) {
      expect((await t.call(name, { id: test.body.data.id }, { token: trial })).body.code).toBe(
        codes.notFound,
      );
    }
  });
});

describe('delivery', () => {
  it('signs the test event so that the receiver can check it', async () => {
    const res = await t.call<WebhookDeliveryDetail>('sendWebhookTest', {}, { token: gold });
    expect(res.body.data).toMatchObject({ type: 'webhook.test', state: 'delivered', attempts: 1 });
    expect(res.body.data.attemptLog).toEqual([
      expect.objectContaining({ status: 200, responseBody: 'answer 200', error: null }),
    ]);
    const [request] = receiver.received;
    expect(verified(secret, request!, t.clock.now().getTime())).toBe(true);
    expect(request!.body).toBe(res.body.data.requestBody);
    expect(request!.headers['x-webhook-id']).toBe(res.body.data.id);
    // A changed byte, or a timestamp from long ago, fails the check.
    expect(
      verified(
        secret,
        { ...request!, body: request!.body.replace('}', ' }') },
        t.clock.now().getTime(),
      ),
    ).toBe(false);
    expect(verified(secret, request!, t.clock.now().getTime() + 3600_000)).toBe(false);
  });

  it('does not follow a redirect', async () => {
    await save({ url: `${base}/moved`, topics: allTopics, enabled: true });
    const res = await t.call<WebhookDeliveryDetail>('sendWebhookTest', {}, { token: gold });
    expect(res.body.data.state).toBe('failed');
    expect(res.body.data.attemptLog[0]).toMatchObject({ status: 302, error: '不跟随重定向' });
    expect(receiver.received.map((r) => r.path)).toEqual(['/moved']);
    await save({ url: `${base}/hook`, topics: allTopics, enabled: true });
  });

  it('retries with backoff and keeps each task in order', async () => {
    const now = t.clock.now();
    const task = (id: bigint) => ({ id, name: `任务${id}` });
    await queueWebhookEvent(t.db, goldCompanyId, taskReviewEvent(task(1n), 'approved', null), now);
    await queueWebhookEvent(t.db, goldCompanyId, taskReviewEvent(task(2n), 'approved', null), now);
    await queueWebhookEvent(t.db, goldCompanyId, taskReviewEvent(task(1n), 'timedOut', null), now);
    receiver.script.push(503, 200);

    await t.app.jobs.run(webhookDeliveriesJobName);
    // Task 1's first event failed; its second waits for it, task 2's went out.
    expect(events().map((e) => [e.data.taskId, e.data.result])).toEqual([
      ['1', 'approved'],
      ['2', 'approved'],
    ]);
    const log = await t.call<{
      list: {
        id: string;
        state: string;
        attempts: number;
        lastStatus: number;
        nextAttemptTime: string | null;
      }[];
    }>('webhookDeliveries', { state: 'pending' }, { token: gold });
    const waiting = log.body.data.list.at(-1)!;
    expect(waiting).toMatchObject({ attempts: 1, lastStatus: 503 });
    expect(new Date(waiting.nextAttemptTime!).getTime()).toBe(now.getTime() + retryDelayMs(1));
    const detail = await t.call<WebhookDeliveryDetail>(
      'webhookDelivery',
      { id: waiting.id },
      { token: gold },
    );
    expect(detail.body.data.attemptLog).toEqual([
      expect.objectContaining({ status: 503, responseBody: 'answer 503' }),
    ]);

    t.clock.advance(retryDelayMs(1));
    await t.app.jobs.run(webhookDeliveriesJobName);
    expect(events().map((e) => [e.data.taskId, e.data.result])).toEqual([
      ['1', 'approved'],
      ['2', 'approved'],
      ['1', 'approved'],
      ['1', 'timedOut'],
    ]);
    expect(receiver.received.every((r) => verified(secret, r, t.clock.now().getTime()))).toBe(true);
    expect(
      (await t.call<{ total: number }>('webhookDeliveries', { state: 'pending' }, { token: gold }))
        .body.data.total,
    ).toBe(0);
  });

  it('gives up after 24 hours, and a re-delivery from the log sends it again', async () => {
    await queueWebhookEvent(
      t.db,
      goldCompanyId,
      taskReviewEvent({ id: 3n, name: '任务3' }, 'approved', null),
      t.clock.now(),
    );
    receiver.script.push(...Array.from({ length: 60 }, () => 500));
    for (let i = 0; i < 60; i++) {
      await t.app.jobs.run(webhookDeliveriesJobName);
      t.clock.advance(3600_000);
    }
    const [event] = await t.db
      .select()
      .from(webhookEvents)
      .where(and(eq(webhookEvents.companyId, goldCompanyId), eq(webhookEvents.type, 'task.review')))
      .orderBy(webhookEvents.id)
      .then((rows) => rows.slice(-1));
    expect(event).toMatchObject({ state: 'failed', nextAttemptAt: null });
    const tries = receiver.received.length;
    expect(tries).toBeGreaterThan(10);
    expect(tries).toBeLessThan(40);

    receiver.script.length = 0;
    await signIn();
    const again = await t.call<WebhookDeliveryDetail>(
      'redeliverWebhook',
      { id: event!.id.toString() },
      { token: gold },
    );
    expect(again.body.data).toMatchObject({ state: 'delivered', attempts: tries + 1 });
    expect(again.body.data.attemptLog.at(-1)).toMatchObject({ status: 200 });
    expect(receiver.received.at(-1)!.body).toBe(again.body.data.requestBody);
  });

  it('checks the address again before each delivery (DNS may change)', async () => {
    await save({ url: 'http://hooks.example.com:1/hook', topics: allTopics, enabled: true });
    exampleAddress = '192.168.0.10';
    const res = await t.call<WebhookDeliveryDetail>('sendWebhookTest', {}, { token: gold });
    expect(res.body.data.attemptLog[0]).toMatchObject({
      status: null,
      error: '推送地址不能指向内网、本机或其他非公网地址',
    });
    // The same outside the tests' allowance: a worker with the server's policy refuses too.
    await queueWebhookEvent(
      t.db,
      goldCompanyId,
      taskReviewEvent({ id: 4n, name: '任务4' }, 'approved', null),
      t.clock.now(),
    );
    await deliverDue(
      {
        db: t.db,
        keyring: developmentKeyring,
        policy: { resolveHost: async () => ['127.0.0.1'] },
      },
      () => t.clock.now(),
    );
    expect(receiver.received).toEqual([]);
    exampleAddress = '127.0.0.1';
    await save({ url: `${base}/hook`, topics: allTopics, enabled: true });
  });
});

describe('events from the domains that produce them', () => {
  it('tells a task review and every receipt of the task, in order', async () => {
    await t.db.delete(webhookEvents);
    const template = (
      await t.db.select().from(templates).where(eq(templates.companyId, goldCompanyId))
    ).find((tpl) => templateSendable(tpl.status) && tpl.expiresAt! > t.clock.now())!;
    const created = await t.call<{ id: string }>(
      'taskCreate',
      {
        templateId: template.id.toString(),
        mobiles: ['13800000004', '13800000000'],
        variableDefaults: { name: '客户' },
      },
      { token: gold },
    );
    expect(created.body.msg).toBe('成功');
    const taskId = created.body.data.id;
    woken.length = 0;
    expect(
      (await t.call('manageReviewTask', { id: taskId, approve: true }, { token: operator })).body
        .code,
    ).toBe(0);
    // The review's event is in the outbox once the review has committed: the delivery job is woken.
    await vi.waitFor(() => expect(woken).toContain(webhookDeliveriesJobName));
    expect(events()).toEqual([]);
    await t.app.jobs.run(webhookDeliveriesJobName);
    expect(events().map((e) => e.type)).toEqual(['task.review']);
    for (let i = 0; i < 10; i++) {
      woken.length = 0;
      const queued = await t.rows('webhook_events');
      for (const job of [scheduleJobName, dispatchJobName, receiptsJobName])
        await t.app.jobs.run(job);
      // A receipts run that queues receipt events wakes the delivery job.
      if ((await t.rows('webhook_events')) > queued)
        await vi.waitFor(() => expect(woken).toContain(webhookDeliveriesJobName));
      t.clock.advance(3000);
    }
    await t.app.jobs.run(webhookDeliveriesJobName);
    const got = events().filter((e) => e.data.taskId === taskId);
    expect(got[0]).toMatchObject({ type: 'task.review', data: { result: 'approved' } });
    const receipts = got.slice(1);
    expect(receipts.length).toBeGreaterThanOrEqual(2);
    expect(receipts.every((e) => e.type === 'message.receipt')).toBe(true);
    expect(new Set(receipts.map((e) => e.data.mobile))).toEqual(
      new Set(['13800000004', '13800000000']),
    );
    expect(receipts.find((e) => e.data.mobile === '13800000000')!.data).toMatchObject({
      state: 'failed',
      cause: 'vacant',
    });
  });

  it('wakes the delivery job once queued events commit, not before', async () => {
    woken.length = 0;
    await t.db.transaction(async (tx) => {
      await queueWebhookEvent(
        tx,
        goldCompanyId,
        taskReviewEvent({ id: 7n, name: '任务7' }, 'approved', null),
        t.clock.now(),
      );
      expect(woken).toEqual([]);
    });
    await vi.waitFor(() => expect(woken).toContain(webhookDeliveriesJobName));
  });

  it('queues nothing for a company without a webhook, or for topics it did not choose', async () => {
    await t.db.delete(webhookEvents);
    await save({ url: `${base}/hook`, topics: ['templateReview'], enabled: true });
    await queueWebhookEvent(
      t.db,
      goldCompanyId,
      taskReviewEvent({ id: 5n, name: '任务5' }, 'approved', null),
      t.clock.now(),
    );
    const trialCompanyId = (await t.user('demo_trial')).companyId!;
    await queueWebhookEvent(
      t.db,
      trialCompanyId,
      taskReviewEvent({ id: 6n, name: '任务6' }, 'approved', null),
      t.clock.now(),
    );
    expect(await t.rows('webhook_events')).toBe(0);
    await save({ url: `${base}/hook`, topics: allTopics, enabled: false });
    await queueWebhookEvent(
      t.db,
      goldCompanyId,
      taskReviewEvent({ id: 5n, name: '任务5' }, 'approved', null),
      t.clock.now(),
    );
    expect(await t.rows('webhook_events')).toBe(0);
    await save({ url: `${base}/hook`, topics: allTopics, enabled: true });
  });
});

describe('wake-ups on the job queue', () => {
  it('become at most one delivery job a second from every instance, and deliver every event', async () => {
    await t.db.delete(webhookEvents);
    const servers = [];
    for (let i = 0; i < 2; i++)
      servers.push(
        await t.anotherInstance({
          runJobQueue: true,
          webhooks: { allowLocalReceivers: true, resolveHost: async () => [] },
        }),
      );
    try {
      const deliveryJobs = async () => {
        const [row] = await t.database.query<{ n: number }>(
          'select count(*)::int as n from pgboss.job where name = $1',
          [webhookDeliveriesJobName],
        );
        return row!.n;
      };
      const jobsBefore = await deliveryJobs();
      const startedAt = Date.now();
      const taskIds = Array.from({ length: 20 }, (_, i) => 200 + i);
      // Each event its own commit, each commit notifying both instances.
      for (const id of taskIds) {
        await queueWebhookEvent(
          t.db,
          goldCompanyId,
          taskReviewEvent({ id: BigInt(id), name: `任务${id}` }, 'approved', null),
          t.clock.now(),
        );
      }
      await vi.waitFor(
        () =>
          expect(
            events()
              .map((e) => Number(e.data.taskId))
              .sort((a, b) => a - b),
          ).toEqual(taskIds),
        { timeout: 30_000, interval: 200 },
      );
      const jobs = (await deliveryJobs()) - jobsBefore;
      const seconds = Math.floor(Date.now() / 1000) - Math.floor(startedAt / 1000) + 1;
      // Wake-ups on commit: a job for each second they fell in and one for the second after them.
      // Each run may also wake the job once for an event committed as it finished, and the
      // five-minute sweep may fall in the burst. Uncoalesced, each instance sent one per commit.
      const onCommit = seconds + 1;
      expect(jobs).toBeGreaterThan(0);
      expect(jobs).toBeLessThanOrEqual(2 * onCommit + 1);
    } finally {
      for (const server of servers) await server.close();
    }
  });
});
