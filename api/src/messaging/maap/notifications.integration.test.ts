import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectedToStandIn, demoSendableTemplate } from '../../../test/connected-carriers.ts';
import type { TestApp } from '../../../test/helper.ts';
import type { SendTaskDetail } from '../../contract/schemas/sending.ts';
import { carrierCallbacks, chatbots, sendRecipients } from '../../db/schema.ts';
import { dispatchJobName, scheduleJobName } from '../../sending/jobs.ts';
import { GatewayUnavailable } from '../gateway.ts';
import { carrierCallbacksJobName, runCarrierCallbacks } from './callbacks.ts';
import { callbackSignature, carrierMessageId } from './wire.ts';

/**
 * §13.1 chatbot information changes and §13.2 terminal reports from 中国电信 (connected through
 * the MaaP stand-in), to our callback: verified, kept once, handed on by the carrier-callbacks job.
 */
const credentials = { appId: 'ct-app', appKey: 'ct-key', callbackToken: 'ct-callback-token' };
let t: TestApp;
let connected: Awaited<ReturnType<typeof connectedToStandIn>>;
let gold: string;
let operator: string;
let templateId: string;
let chatbotId: bigint;
let chatbotUri: string;

beforeAll(async () => {
  connected = await connectedToStandIn({ carriers: ['ctcc'], delayMs: 50, credentials });
  t = connected.t;
  [gold, operator] = await t.loginDemo('gold', 'operator');
  const sendable = await demoSendableTemplate(t);
  templateId = sendable.templateId;
  chatbotId = sendable.chatbot.id;
  chatbotUri = sendable.chatbot.carrierChatbotIds.ctcc!;
});
afterAll(() => connected.close());

let nonces = 0;
/**
 * POSTs one notice as the platform does, signed at `timestamp` (Unix seconds), with `body` (as
 * JSON unless it is text; none when undefined); the same `nonce` and timestamp make the same
 * notice again.
 */
function notice(
  kind: 'informationChange' | 'rcsspam',
  body: unknown,
  timestamp: number | string,
  {
    token = credentials.callbackToken,
    nonce = `a9d1f2c4-0000-4000-8000-${String(++nonces).padStart(12, '0')}`,
  } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/maap/ct/notifyInfoNotification/${encodeURIComponent(chatbotUri)}/notice/${kind}`,
    ...(body !== undefined && {
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    headers: {
      ...(body !== undefined && { 'content-type': 'application/json' }),
      signature: callbackSignature(token, String(timestamp), nonce),
      timestamp: String(timestamp),
      nonce,
    },
  });
}
/** The spec's §13.1 notice: no body. */
const changed = (timestamp: number | string, options?: { token?: string; nonce?: string }) =>
  notice('informationChange', undefined, timestamp, options);
/**
 * Notices dated after every one the stand-in posts while this file runs (it dates its own now):
 * they are the latest.
 */
const base = Math.floor(Date.now() / 1000) + 1000;

async function statusAtTelecom() {
  await t.app.jobs.run(carrierCallbacksJobName);
  const [bot] = await t.db.select().from(chatbots).where(eq(chatbots.id, chatbotId));
  return bot!.carrierStatuses.ctcc ?? null;
}

/** The stand-in's operators set the chatbot's status; the code they are answered with. */
async function operate(status: number) {
  const res = await fetch(
    `${connected.standInUrl}/ct/operator/chatbots/${encodeURIComponent(chatbotUri)}/status`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status }),
    },
  );
  return ((await res.json()) as { errorCode: number }).errorCode;
}

/** Sets the chatbot's status at the stand-in, and waits until the notice it posts is kept. */
async function setAtTelecom(status: 0 | 1 | 2) {
  const kept = await t.rows('carrier_callbacks');
  expect(await operate(status)).toBe(0);
  await expect.poll(() => t.rows('carrier_callbacks'), { timeout: 10_000 }).toBe(kept + 1);
}

describe('§13.1 chatbot information changes', () => {
  it('keep the status the carrier answers for the latest notice, however they repeat, replay or reorder', async () => {
    await setAtTelecom(2);
    const kept = await t.rows('carrier_callbacks');
    expect((await changed(base + 100, { nonce: 'n-100' })).statusCode).toBe(204);
    // The same notice again (the platform retries): kept once.
    expect((await changed(base + 100, { nonce: 'n-100' })).statusCode).toBe(204);
    expect(await t.rows('carrier_callbacks')).toBe(kept + 1);
    expect(await statusAtTelecom()).toEqual({ status: 2, at: base + 100 });
    // Restored at the carrier, whose notice is older than the one above: it changes nothing;
    // the job run again changes nothing.
    await setAtTelecom(0);
    expect(await statusAtTelecom()).toEqual({ status: 2, at: base + 100 });
    expect(await statusAtTelecom()).toEqual({ status: 2, at: base + 100 });
    // A later notice brings the restoration. Suspended again, a notice older than that one comes:
    // restored it stays.
    await changed(base + 200);
    expect(await statusAtTelecom()).toEqual({ status: 0, at: base + 200 });
    await setAtTelecom(2);
    await changed(base + 150);
    expect(await statusAtTelecom()).toEqual({ status: 0, at: base + 200 });
  });

  it('take a notice with a body as the spec’s, the body unread', async () => {
    await setAtTelecom(1);
    expect((await notice('informationChange', { status: 5 }, base + 250)).statusCode).toBe(204);
    expect(await statusAtTelecom()).toEqual({ status: 1, at: base + 250 });
    expect((await notice('informationChange', 'not json', base + 260)).statusCode).toBe(204);
    expect(await statusAtTelecom()).toEqual({ status: 1, at: base + 260 });
  });

  it('stop sends to the carrier that suspended the service account, uncharged, with a clear cause', async () => {
    await setAtTelecom(2);
    await changed(base + 300);
    expect(await statusAtTelecom()).toEqual({ status: 2, at: base + 300 });
    // The service account's page shows it at that carrier.
    const shown = await t.call<{ carriers: { carrier: string; suspended?: boolean }[] }>(
      'chatbotDetail',
      { id: chatbotId.toString() },
      { token: gold },
    );
    expect(shown.body.data.carriers.map((c) => [c.carrier, c.suspended])).toEqual([
      ['cmcc', false],
      ['cucc', false],
      ['ctcc', true],
    ]);
    const created = await t.call<SendTaskDetail>(
      'taskCreate',
      // 中国电信, then 中国移动 (through the simulator).
      { templateId, mobiles: ['13300000004', '13800000004'], variableDefaults: { name: '客户' } },
      { token: gold },
    );
    const id = created.body.data.id;
    expect(
      (await t.call('manageReviewTask', { id, approve: true }, { token: operator })).body.code,
    ).toBe(0);
    for (const job of [scheduleJobName, dispatchJobName]) await t.app.jobs.run(job);
    const rows = await t.db
      .select({
        mobile: sendRecipients.mobile,
        state: sendRecipients.state,
        cause: sendRecipients.cause,
      })
      .from(sendRecipients)
      .where(eq(sendRecipients.taskId, BigInt(id)));
    expect(Object.fromEntries(rows.map((r) => [r.mobile, [r.state, r.cause]]))).toEqual({
      '13300000004': ['failed', 'chatbotSuspended'],
      '13800000004': ['submitted', null],
    });
    const task = (await t.call<SendTaskDetail>('taskGet', { id }, { token: gold })).body.data;
    expect(task.chargedCount).toBe(1);
    const listed = await t.call<{ list: { causeName: string }[] }>(
      'taskRecipients',
      { id, cause: 'chatbotSuspended' },
      { token: gold },
    );
    expect(listed.body.data.list.map((r) => r.causeName)).toEqual(['服务号已被运营商暂停']);
    await setAtTelecom(0);
    await changed(base + 400);
    expect(await statusAtTelecom()).toEqual({ status: 0, at: base + 400 });
  });
});

describe('§13.2 terminal reports and bad notices', () => {
  it('keeps a signed report once; refuses an unsigned or malformed notice, writing nothing', async () => {
    const kept = await t.rows('carrier_callbacks');
    const refused = async (res: Awaited<ReturnType<typeof notice>>) => [
      res.statusCode,
      (res.json() as { errorCode: number }).errorCode,
    ];
    expect(await refused(await changed(base + 500, { token: 'x' }))).toEqual([401, 20003]);
    expect(await refused(await changed('soon'))).toEqual([400, 20002]);
    expect(await refused(await notice('rcsspam', { messageId: 'x' }, 1_700_000_500))).toEqual([
      400, 20002,
    ]);
    expect(await refused(await notice('rcsspam', { spamType: 1 }, 1_700_000_500))).toEqual([
      400, 20002,
    ]);
    expect(await t.rows('carrier_callbacks')).toBe(kept);
    // §13.2.4's sample.
    const report = {
      messageId: ['cf9e4a75-663b-1032-ac45-159f940783c5'],
      spamType: '垃圾消息',
      freeText: '全是广告',
    };
    expect((await notice('rcsspam', report, 1_700_000_600)).statusCode).toBe(204);
    expect((await notice('rcsspam', report, 1_700_000_600)).statusCode).toBe(204);
    expect(await t.rows('carrier_callbacks')).toBe(kept + 1);
    await t.app.jobs.run(carrierCallbacksJobName);
    const [row] = await t.db
      .select()
      .from(carrierCallbacks)
      .where(eq(carrierCallbacks.kind, 'spam'));
    expect(row).toMatchObject({ chatbotUri, entry: { ...report, at: 1_700_000_600 } });
    expect(row!.processedAt).not.toBeNull();
    expect(await statusAtTelecom()).toMatchObject({ status: 0 });
  });
});

describe('the stand-in’s notices', () => {
  it('suspends and restores a chatbot through its operators, and reports a message to a number ending 6666', async () => {
    // The notices above are dated ahead of now: forgotten, the stand-in's own are the latest.
    await t.db.update(chatbots).set({ carrierStatuses: {} }).where(eq(chatbots.id, chatbotId));
    expect(await operate(7)).toBe(20002);
    expect(await operate(2)).toBe(0);
    await expect.poll(statusAtTelecom, { timeout: 10_000 }).toMatchObject({ status: 2 });
    expect(await operate(0)).toBe(0);
    await expect.poll(statusAtTelecom, { timeout: 10_000 }).toMatchObject({ status: 0 });

    const created = await t.call<SendTaskDetail>(
      'taskCreate',
      { templateId, mobiles: ['13300006666'], variableDefaults: { name: '客户' } },
      { token: gold },
    );
    const id = created.body.data.id;
    await t.call('manageReviewTask', { id, approve: true }, { token: operator });
    for (const job of [scheduleJobName, dispatchJobName]) await t.app.jobs.run(job);
    const reported = async () =>
      (await t.db.select().from(carrierCallbacks).where(eq(carrierCallbacks.kind, 'spam'))).map(
        (row) => (row.entry as { messageId: string[] }).messageId,
      );
    await expect.poll(reported, { timeout: 10_000 }).toContainEqual([carrierMessageId(`${id}:1`)]);
  });
});

describe('a carrier that cannot be reached', () => {
  it('leaves its notices for a later round, for an hour', async () => {
    await setAtTelecom(2);
    expect(await statusAtTelecom()).toMatchObject({ status: 2 });
    const unreachable = {
      db: t.db,
      ...t.app.carrierIntake,
      reviews: async () => 'done' as const,
      chatbotInformation: async () => {
        throw new GatewayUnavailable('运营商平台无法连接');
      },
    };
    const waiting = async () =>
      (
        await t.db
          .select()
          .from(carrierCallbacks)
          .where(and(eq(carrierCallbacks.kind, 'change'), isNull(carrierCallbacks.processedAt)))
      ).length;
    const now = t.clock.now().getTime();
    await changed(base + 700);
    expect(await runCarrierCallbacks(unreachable, new Date(now))).toBe(0);
    expect(await runCarrierCallbacks(unreachable, new Date(now + 3599_000))).toBe(0);
    expect(await waiting()).toBe(1);
    // Reachable again: the next round hands it on.
    expect(await statusAtTelecom()).toEqual({ status: 2, at: base + 700 });
    // Unreachable for an hour: given up, recording nothing.
    await changed(base + 800);
    expect(await runCarrierCallbacks(unreachable, new Date(now + 3600_000))).toBe(1);
    expect(await waiting()).toBe(0);
    expect(await statusAtTelecom()).toEqual({ status: 2, at: base + 700 });
  });
});
