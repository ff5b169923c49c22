import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper.ts';
import { templateSendable } from '../../contract/messaging-status.ts';
import type { SendTaskDetail } from '../../contract/schemas/sending.ts';
import { carrierCallbacks, chatbots, sendRecipients, templates } from '../../db/schema.ts';
import { buildStandIn } from '../../maap-stand-in/stand-in.ts';
import { dispatchJobName, scheduleJobName } from '../../sending/jobs.ts';
import { carrierCallbacksJobName } from './callbacks.ts';
import { callbackSignature, carrierMessageId } from './wire.ts';

/**
 * §13.1 chatbot information changes and §13.2 terminal reports from 中国电信 (connected through
 * the MaaP stand-in), to our callback: verified, kept once, handed on by the carrier-callbacks job.
 */
const credentials = { appId: 'ct-app', appKey: 'ct-key', callbackToken: 'ct-callback-token' };
let t: TestApp;
let standIn: ReturnType<typeof buildStandIn>;
let standInUrl = '';
let appUrl = '';
let gold: string;
let operator: string;
let templateId: string;
let chatbotId: bigint;
let chatbotUri: string;

beforeAll(async () => {
  standIn = buildStandIn({
    ...credentials,
    callbackUrl: (carrier) => `${appUrl}/api/maap/${carrier}`,
    delayMs: 50,
  });
  await standIn.listen({ port: 0, host: '127.0.0.1' });
  standInUrl = `http://127.0.0.1:${(standIn.server.address() as AddressInfo).port}`;
  t = await buildTestApp({ maap: { ctcc: { url: `${standInUrl}/ct`, ...credentials } } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  appUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  [gold, operator] = await t.loginDemo('gold', 'operator');
  const companyId = (await t.user('demo_gold')).companyId!;
  const sendable = (
    await t.db.select().from(templates).where(eq(templates.companyId, companyId))
  ).find((tpl) => templateSendable(tpl.status) && tpl.expiresAt! > t.clock.now());
  templateId = sendable!.id.toString();
  chatbotId = sendable!.chatbotId;
  const [bot] = await t.db.select().from(chatbots).where(eq(chatbots.id, chatbotId));
  chatbotUri = bot!.carrierChatbotIds.ctcc!;
});
afterAll(async () => {
  await standIn.close();
  await t.close();
});

let nonces = 0;
/** POSTs one notice as the platform does, signed at `timestamp` (Unix seconds). */
function notice(
  kind: 'informationChange' | 'rcsspam',
  body: unknown,
  timestamp: number | string,
  token = credentials.callbackToken,
) {
  const nonce = `a9d1f2c4-0000-4000-8000-${String(++nonces).padStart(12, '0')}`;
  return t.app.inject({
    method: 'POST',
    url: `/api/maap/ct/notifyInfoNotification/${encodeURIComponent(chatbotUri)}/notice/${kind}`,
    payload: JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      signature: callbackSignature(token, String(timestamp), nonce),
      timestamp: String(timestamp),
      nonce,
    },
  });
}

async function statusAtTelecom() {
  await t.app.jobs.run(carrierCallbacksJobName);
  const [bot] = await t.db.select().from(chatbots).where(eq(chatbots.id, chatbotId));
  return bot!.carrierStatuses.ctcc ?? null;
}

describe('§13.1 chatbot information changes', () => {
  it('keep the latest status at the carrier, however they repeat, replay or reorder', async () => {
    const kept = await t.rows('carrier_callbacks');
    expect((await notice('informationChange', { status: 2 }, 1_700_000_100)).statusCode).toBe(204);
    // The same notice again (the platform retries): kept once.
    expect((await notice('informationChange', { status: 2 }, 1_700_000_100)).statusCode).toBe(204);
    expect(await t.rows('carrier_callbacks')).toBe(kept + 1);
    expect(await statusAtTelecom()).toEqual({ status: 2, at: 1_700_000_100 });
    // An older one arriving late changes nothing; the job run again changes nothing.
    await notice('informationChange', { status: 0 }, 1_700_000_090);
    expect(await statusAtTelecom()).toEqual({ status: 2, at: 1_700_000_100 });
    expect(await statusAtTelecom()).toEqual({ status: 2, at: 1_700_000_100 });
    // Restored, then a suspension older than the restoration comes: restored it stays.
    await notice('informationChange', { status: 0 }, 1_700_000_200);
    await notice('informationChange', { status: 2 }, 1_700_000_150);
    expect(await statusAtTelecom()).toEqual({ status: 0, at: 1_700_000_200 });
  });

  it('stop sends to the carrier that suspended the service account, uncharged, with a clear cause', async () => {
    await notice('informationChange', { status: 2 }, 1_700_000_300);
    expect(await statusAtTelecom()).toMatchObject({ status: 2 });
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
    await notice('informationChange', { status: 0 }, 1_700_000_400);
    expect(await statusAtTelecom()).toMatchObject({ status: 0 });
  });
});

describe('§13.2 terminal reports and bad notices', () => {
  it('keeps a signed report once; refuses an unsigned or malformed notice, writing nothing', async () => {
    const kept = await t.rows('carrier_callbacks');
    const refused = async (res: Awaited<ReturnType<typeof notice>>) => [
      res.statusCode,
      (res.json() as { errorCode: number }).errorCode,
    ];
    expect(
      await refused(await notice('informationChange', { status: 2 }, 1_700_000_500, 'x')),
    ).toEqual([401, 20003]);
    expect(await refused(await notice('informationChange', { status: 5 }, 1_700_000_500))).toEqual([
      400, 20002,
    ]);
    expect(await refused(await notice('informationChange', {}, 1_700_000_500))).toEqual([
      400, 20002,
    ]);
    expect(await refused(await notice('informationChange', { status: 2 }, 'soon'))).toEqual([
      400, 20002,
    ]);
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
    const operate = async (status: number) => {
      const res = await fetch(
        `${standInUrl}/ct/operator/chatbots/${encodeURIComponent(chatbotUri)}/status`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ status }),
        },
      );
      return ((await res.json()) as { errorCode: number }).errorCode;
    };
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
