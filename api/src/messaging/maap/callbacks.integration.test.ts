import type { AddressInfo } from 'node:net';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectedToStandIn, demoSendableTemplate } from '../../../test/connected-carriers.ts';
import type { TestApp } from '../../../test/helper.ts';
import {
  maskMobile,
  type SendTaskDetail,
  type UpstreamView,
} from '../../contract/schemas/sending.ts';
import {
  carrierCallbacks,
  carrierReviews,
  chatbots,
  sendRecipients,
  templates,
  upstreamMessages,
} from '../../db/schema.ts';
import { newId } from '../../db/ids.ts';
import { dispatchJobName, receiptsJobName, scheduleJobName } from '../../sending/jobs.ts';
import { carrierJobName } from '../service.ts';
import { carrierCallbacksJobName } from './callbacks.ts';
import { cmDeliveryNotification } from './cmcc.ts';
import { callbackSignature, carrierMessageId } from './wire.ts';

/**
 * 中国电信 connected through the MaaP stand-in over HTTP: messages go out through its interface,
 * its status reports come back to our callback, signed, and end as the recipients' states.
 */
let t: TestApp;
let connected: Awaited<ReturnType<typeof connectedToStandIn>>;
let gold: string;
let operator: string;
let templateId: string;
let chatbotUri: string;
let cmChatbotUri: string;
let demoChatbotId: string;
/** The one template id the stand-in's 中国移动 has approved. */
const approvedCmTemplateId = 'CM10086A01';

beforeAll(async () => {
  connected = await connectedToStandIn({
    carriers: ['ctcc', 'cmcc'],
    delayMs: 20,
    cmTemplateIds: [approvedCmTemplateId],
    sending: { batchSize: 10, ratePerSecond: 1_000_000 },
  });
  t = connected.t;
  [gold, operator] = await t.loginDemo('gold', 'operator');
  const sendable = await demoSendableTemplate(t);
  templateId = sendable.templateId;
  chatbotUri = sendable.chatbot.carrierChatbotIds.ctcc!;
  cmChatbotUri = sendable.chatbot.carrierChatbotIds.cmcc!;
  demoChatbotId = sendable.chatbot.id.toString();
});
afterAll(() => connected.close());

async function runJobs(...names: string[]) {
  for (const name of names) await t.app.jobs.run(name);
}

async function sentTask(mobiles: string[]) {
  const created = await t.call<SendTaskDetail>(
    'taskCreate',
    { templateId, mobiles, variableDefaults: { name: '客户' } },
    { token: gold },
  );
  expect(created.body.msg).toBe('成功');
  const id = created.body.data.id;
  expect(
    (await t.call('manageReviewTask', { id, approve: true }, { token: operator })).body.code,
  ).toBe(0);
  await runJobs(scheduleJobName, dispatchJobName);
  return id;
}

async function states(taskId: string) {
  const rows = await t.db
    .select({
      mobile: sendRecipients.mobile,
      state: sendRecipients.state,
      cause: sendRecipients.cause,
    })
    .from(sendRecipients)
    .where(eq(sendRecipients.taskId, BigInt(taskId)));
  return Object.fromEntries(rows.map((r) => [r.mobile, [r.state, r.cause]]));
}

type TemplateView = { status: number; rejectReason: string | null };

/** Receipts and upstream messages kept so far. */
const kept = async () => [await t.rows('delivery_receipts'), await t.rows('upstream_messages')];
/** Everything a callback may write. */
const written = async () =>
  (await t.rows('delivery_receipts')) +
  (await t.rows('upstream_messages')) +
  (await t.rows('carrier_callbacks'));

/** POSTs to one of our callbacks as a platform does, signed with `token` unless told otherwise. */
async function callback(
  path: string,
  body: string,
  token = connected.credentials.callbackToken,
  segment: 'ct' | 'cm' = 'ct',
) {
  const timestamp = '1589101185';
  const nonce = 'a9d1f2c4-0000-4000-8000-000000000001';
  return t.app.inject({
    method: 'POST',
    url: `/api/maap/${segment}/${path}`,
    payload: body,
    headers: {
      'content-type': segment === 'cm' ? 'application/xml' : 'application/json',
      signature: callbackSignature(token, timestamp, nonce),
      timestamp,
      nonce,
    },
  });
}

const statusPath = () => `deliveryNotification/${encodeURIComponent(chatbotUri)}/status`;
const report = (messageId: string, status: string) =>
  JSON.stringify({
    deliveryInfoList: [
      {
        messageId: carrierMessageId(messageId),
        status,
        dateTime: '2026-11-22T09:00:00.000+08:00',
        destinationAddress: chatbotUri,
        senderAddress: 'tel:+8613300000004',
      },
    ],
  });

describe('中国电信 through the MaaP stand-in', () => {
  let taskId: string;

  it('sends through the carrier’s interface and takes its signed status reports as receipts', async () => {
    const [receipts, upstream] = await kept();
    taskId = await sentTask(['13300000004', '13300000000', '13300000002', '13300000010']);
    // Delivered; vacant; delivered and read twice: six reports. After reading, 13300000002
    // presses the first button and 13300000010 replies (the stand-in's users): two messages.
    await expect.poll(kept, { timeout: 15_000 }).toEqual([receipts! + 6, upstream! + 2]);
    await runJobs(receiptsJobName);
    expect(await states(taskId)).toEqual({
      '13300000004': ['delivered5g', null],
      '13300000000': ['failed', 'vacant'],
      '13300000002': ['read', null],
      '13300000010': ['read', null],
    });
  });

  it('shows the replies per recipient, the presses per button, and a number’s conversation', async () => {
    const detail = await t.call<SendTaskDetail>('taskGet', { id: taskId }, { token: gold });
    expect(detail.body.data.interactions).toEqual({
      replies: 1,
      buttons: [{ postback: 'card=1&button=1', label: '查看活动', clicks: 1 }],
    });
    const recipients = await t.call<{ list: { seq: number; replies: UpstreamView[] }[] }>(
      'taskRecipients',
      { id: taskId },
      { token: gold },
    );
    expect(
      recipients.body.data.list.map((r) => r.replies.map((m) => [m.kind, m.text, m.postback])),
    ).toEqual([
      [],
      [],
      [['action', '查看活动', 'card=1&button=1']],
      [['text', '收到，谢谢', null]],
    ]);
    const conversation = await t.call<{
      list: { taskId: string; mobile: string; replies: UpstreamView[] }[];
    }>('taskQuery', { mobile: '13300000010' }, { token: gold });
    expect(conversation.body.data.list).toEqual([
      expect.objectContaining({
        taskId,
        mobile: maskMobile('13300000010'),
        replies: [expect.objectContaining({ kind: 'text', text: '收到，谢谢' })],
      }),
    ]);
  });

  it('counts a repeated report once', async () => {
    const messageId = `${taskId}:1`;
    for (let i = 0; i < 2; i++) {
      expect((await callback(statusPath(), report(messageId, 'displayed'))).statusCode).toBe(204);
    }
    await runJobs(receiptsJobName);
    const task = (await t.call<SendTaskDetail>('taskGet', { id: taskId }, { token: gold })).body
      .data;
    // 13300000004 was delivered; its read report moves it on once, however often it comes.
    expect(task.counts).toMatchObject({ total: 4, delivered5g: 0, read: 3, failed: 1 });
  });

  it('refuses a bad signature, an unconnected carrier and bad payloads with the spec’s codes, writing nothing', async () => {
    const before = await written();
    const body = report(`${taskId}:1`, 'delivered');
    const refused = async (res: Awaited<ReturnType<typeof callback>>) => [
      res.statusCode,
      (res.json() as { errorCode: number }).errorCode,
    ];
    expect(await refused(await callback(statusPath(), body, 'another-token'))).toEqual([
      401, 20003,
    ]);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: `/api/maap/ct/${statusPath()}`,
      payload: body,
      headers: { 'content-type': 'application/json' },
    });
    expect(await refused(unsigned)).toEqual([401, 20003]);
    const unicom = await t.app.inject({
      method: 'POST',
      url: `/api/maap/cu/${statusPath()}`,
      payload: body,
      headers: { 'content-type': 'application/json' },
    });
    expect(await refused(unicom)).toEqual([404, 20003]);
    expect(await refused(await callback(statusPath(), ''))).toEqual([400, 44002]);
    expect(await refused(await callback(statusPath(), '{"deliveryInfoList": ['))).toEqual([
      400, 47001,
    ]);
    expect(await refused(await callback(statusPath(), '{"list": []}'))).toEqual([400, 20002]);
    expect(
      await refused(
        await callback(statusPath(), '{"deliveryInfoList": [{"status": "delivered"}]}'),
      ),
    ).toEqual([400, 20002]);
    expect(
      await refused(
        await callback(
          `messageNotification/${encodeURIComponent(chatbotUri)}/messages`,
          JSON.stringify({ messageId: 'x', senderAddress: '17928222350', messageList: [] }),
        ),
      ),
    ).toEqual([400, 20002]);
    expect(await written()).toBe(before);
  });

  it('answers the platform’s signed check of the callback address with echoStr and our appId', async () => {
    const timestamp = '1589101185';
    const nonce = 'a9d1f2c4-0000-4000-8000-000000000002';
    const check = (signature: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/maap/ct/notifyPath',
        headers: { signature, timestamp, nonce, echoStr: 'k3v9', chatbotId: chatbotUri },
      });
    const passed = await check(
      callbackSignature(connected.credentials.callbackToken, timestamp, nonce),
    );
    expect([passed.statusCode, passed.headers.echostr, passed.headers.appid]).toEqual([
      200,
      'k3v9',
      connected.credentials.appId,
    ]);
    expect((await check(callbackSignature('another-token', timestamp, nonce))).statusCode).toBe(
      401,
    );
  });

  it('keeps an upstream message with the recipient it answers, once however often it comes', async () => {
    const message = JSON.stringify({
      messageId: '424c118f-ebe6-45e0-916b-4291498cdf87',
      destinationAddress: chatbotUri,
      senderAddress: 'tel:+8613300000004',
      messageList: [
        {
          contentType: 'application/vnd.gsma.botsuggestion.response.v1.0+json',
          contentEncoding: 'utf8',
          contentText: {
            response: { reply: { displayText: '立即办理', postback: { data: 'chip=1' } } },
          },
        },
      ],
      conversationId: 'XS12345646DSAS^%',
      contributionId: 'SFF$#REGFY7&^%THT',
    });
    const path = `messageNotification/${encodeURIComponent(chatbotUri)}/messages`;
    expect((await callback(path, message)).statusCode).toBe(204);
    expect((await callback(path, message)).statusCode).toBe(204);
    const kept = await t.db
      .select()
      .from(upstreamMessages)
      .where(and(eq(upstreamMessages.taskId, BigInt(taskId)), eq(upstreamMessages.seq, 1)));
    expect(kept.map((m) => [m.kind, m.text, m.postback])).toEqual([
      ['reply', '立即办理', 'chip=1'],
    ]);
  });

  it('hands on the status reports and upstream messages an earlier version kept as callbacks', async () => {
    const [receipts, upstream] = await kept();
    const entries = {
      status: (JSON.parse(report(`${taskId}:1`, 'displayed')) as { deliveryInfoList: object[] })
        .deliveryInfoList[0]!,
      message: {
        messageId: '7f0b6a51-0000-4000-8000-00000000b001',
        destinationAddress: chatbotUri,
        senderAddress: 'tel:+8613300000004',
        messageList: [{ contentType: 'text/plain', contentEncoding: 'utf8', contentText: '好的' }],
      },
    };
    const ids = Object.entries(entries).map(([kind, entry]) => ({
      id: newId(),
      carrier: 'ctcc',
      kind,
      chatbotUri,
      entry,
      digest: `earlier ${kind}`,
      receivedAt: t.clock.now(),
    }));
    await t.db.insert(carrierCallbacks).values(ids);
    await runJobs(carrierCallbacksJobName);
    expect(await kept()).toEqual([receipts! + 1, upstream! + 1]);
    const handled = await t.db
      .select({ processedAt: carrierCallbacks.processedAt })
      .from(carrierCallbacks)
      .where(
        inArray(
          carrierCallbacks.id,
          ids.map((row) => row.id),
        ),
      );
    expect(handled.map((row) => row.processedAt)).toEqual([t.clock.now(), t.clock.now()]);
  });
});

describe('中国移动 through the MaaP stand-in, in its XML', () => {
  let taskId: string;
  const statusPathCm = () => `deliveryNotification/${encodeURIComponent(cmChatbotUri)}/status`;
  const cmReport = (messageId: string, deliveryStatus: string) =>
    cmDeliveryNotification({
      address: 'tel:+8613800000004',
      messageId: carrierMessageId(messageId),
      deliveryStatus: deliveryStatus as 'MessageDisplayed',
      timeStamp: '2026-11-22T01:00:00.000Z',
    });

  it('sends outboundMessageRequests and takes the signed XML reports and replies', async () => {
    const [receipts, upstream] = await kept();
    taskId = await sentTask(['13800000004', '13800000000', '13800000002', '13800000010']);
    await expect.poll(kept, { timeout: 15_000 }).toEqual([receipts! + 6, upstream! + 2]);
    await runJobs(receiptsJobName);
    expect(await states(taskId)).toEqual({
      '13800000004': ['delivered5g', null],
      '13800000000': ['failed', 'vacant'],
      '13800000002': ['read', null],
      '13800000010': ['read', null],
    });
    const recipients = await t.call<{ list: { seq: number; replies: UpstreamView[] }[] }>(
      'taskRecipients',
      { id: taskId },
      { token: gold },
    );
    expect(
      recipients.body.data.list.map((r) => r.replies.map((m) => [m.kind, m.text, m.postback])),
    ).toEqual([
      [],
      [],
      [['action', '查看活动', 'card=1&button=1']],
      [['text', '收到，谢谢', null]],
    ]);
  });

  it('counts a repeated XML report once', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await callback(
        statusPathCm(),
        cmReport(`${taskId}:1`, 'MessageDisplayed'),
        undefined,
        'cm',
      );
      expect(res.statusCode).toBe(204);
    }
    await runJobs(receiptsJobName);
    expect((await states(taskId))['13800000004']).toEqual(['read', null]);
  });

  it('refuses a bad signature and bad XML with the spec’s codes, writing nothing', async () => {
    const before = await written();
    const refused = async (res: Awaited<ReturnType<typeof callback>>) => [
      res.statusCode,
      (res.json() as { errorCode: number }).errorCode,
    ];
    const cm = (path: string, body: string, token?: string) => callback(path, body, token, 'cm');
    const good = cmReport(`${taskId}:1`, 'DeliveredToTerminal');
    expect(await refused(await cm(statusPathCm(), good, 'another-token'))).toEqual([401, 20003]);
    expect(await refused(await cm(statusPathCm(), ''))).toEqual([400, 44002]);
    expect(await refused(await cm(statusPathCm(), good.slice(0, -10)))).toEqual([400, 47001]);
    expect(await refused(await cm(statusPathCm(), '{"deliveryInfoList": []}'))).toEqual([
      400, 47001,
    ]);
    expect(
      await refused(await cm(statusPathCm(), good.replace(/<messageId>.*<\/messageId>/, ''))),
    ).toEqual([400, 20002]);
    expect(
      await refused(
        await cm(
          `messageNotification/${encodeURIComponent(cmChatbotUri)}/messages`,
          '<msg:inboundMessageNotification><inboundMessage><messageId>m</messageId></inboundMessage></msg:inboundMessageNotification>',
        ),
      ),
    ).toEqual([400, 20002]);
    expect(await written()).toBe(before);
  });
});

describe('中国移动’s §13.1 notices, the status in their body', () => {
  it('follow its operators suspending and restoring the chatbot; one without a status is refused', async () => {
    const { port } = connected.standIn.server.address() as AddressInfo;
    const operate = async (status: number) => {
      const res = await fetch(
        `http://127.0.0.1:${port}/cm/operator/chatbots/${encodeURIComponent(cmChatbotUri)}/status`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ status }),
        },
      );
      return ((await res.json()) as { errorCode: number }).errorCode;
    };
    const statusAtMobile = async () => {
      await runJobs(carrierCallbacksJobName);
      const [bot] = await t.db
        .select()
        .from(chatbots)
        .where(eq(chatbots.id, BigInt(demoChatbotId)));
      return bot!.carrierStatuses.cmcc ?? null;
    };
    expect(await operate(2)).toBe(0);
    await expect.poll(statusAtMobile, { timeout: 10_000 }).toMatchObject({ status: 2 });
    const path = `notifyInfoNotification/${encodeURIComponent(cmChatbotUri)}/notice/informationChange`;
    const refused = await callback(path, '', undefined, 'cm');
    expect([refused.statusCode, (refused.json() as { errorCode: number }).errorCode]).toEqual([
      400, 44002,
    ]);
    expect(await operate(0)).toBe(0);
    await expect.poll(statusAtMobile, { timeout: 10_000 }).toMatchObject({ status: 0 });
  });
});

describe('templates sent by the id 中国移动 approved', () => {
  const byCmTemplateId = (id: string | null) =>
    t.db
      .update(templates)
      .set({ cmccTemplateId: id })
      .where(eq(templates.id, BigInt(templateId)));
  afterAll(() => byCmTemplateId(null));

  it('goes by the id the operator entered; an id 中国移动 has not approved fails as 运营商故障', async () => {
    await byCmTemplateId(approvedCmTemplateId);
    const [receipts] = await kept();
    const approved = await sentTask(['13800000004']);
    await expect.poll(kept, { timeout: 15_000 }).toEqual([receipts! + 1, expect.any(Number)]);
    await runJobs(receiptsJobName);
    expect(await states(approved)).toEqual({ '13800000004': ['delivered5g', null] });

    await byCmTemplateId('CM-UNKNOWN');
    const unknown = await sentTask(['13800000014']);
    await runJobs(receiptsJobName);
    expect(await states(unknown)).toEqual({ '13800000014': ['failed', 'carrierFault'] });
  });
});

describe('template review through 中国电信’s interface', () => {
  const checkPath = () => `notifyInfoNotification/${encodeURIComponent(chatbotUri)}/check`;
  const result = (ticket: string, outcome: 'pass' | 'fail', description?: string) =>
    JSON.stringify({
      type: 'template',
      result: outcome,
      time: '2026-11-22T09:30:00.000+08:00',
      ...(description && { description }),
      remark: `templateId: ${ticket}`,
    });

  /** A template of the demo account, approved by the platform: in the carriers' review. */
  async function inCarrierReview(name: string) {
    const saved = await t.call<{ id: string }>(
      'templateSave',
      {
        chatbotId: demoChatbotId,
        name,
        industry: 'government',
        content: { kind: 'text', text: '{name}您好，证件已办结', fallbackSms: '证件已办结' },
      },
      { token: gold },
    );
    const id = saved.body.data.id;
    expect((await t.call('templateSubmit', { id }, { token: gold })).body.code).toBe(0);
    expect(
      (await t.call('manageReviewTemplate', { id, approve: true }, { token: operator })).body.code,
    ).toBe(0);
    return id;
  }

  async function reviewOf(templateId: string) {
    const [row] = await t.db
      .select()
      .from(carrierReviews)
      .where(
        and(
          eq(carrierReviews.subjectKind, 'template'),
          eq(carrierReviews.subjectId, BigInt(templateId)),
          eq(carrierReviews.carrier, 'ctcc'),
        ),
      );
    return row!;
  }

  /** Runs the carrier work until 中国电信 holds a ticket (the simulator fails one first try in five). */
  async function submitted(templateId: string) {
    for (let round = 0; round < 4 && !(await reviewOf(templateId)).ticket; round++) {
      await runJobs(carrierJobName);
      t.clock.advance(11_000);
    }
    return (await reviewOf(templateId)).ticket!;
  }

  it('keeps the template id the platform issued, and the template follows its review result', async () => {
    const before = await t.rows('carrier_callbacks');
    const id = await inCarrierReview('运营商接口送审');
    const ticket = await submitted(id);
    expect(ticket).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => t.rows('carrier_callbacks'), { timeout: 15_000 }).toBe(before + 1);
    await runJobs(carrierCallbacksJobName);
    expect(await reviewOf(id)).toMatchObject({ ticket, state: 'approved', reason: null });
    // The simulator answers for the other two carriers (after a retry, for one subject in five).
    for (let round = 0; round < 3; round++) {
      t.clock.advance(11_000);
      await runJobs(carrierJobName);
    }
    const template = await t.call<TemplateView>('templateGet', { id }, { token: gold });
    expect(template.body.data.status).toBe(3);
  });

  it('takes a refusal that came before its submission was recorded; the template is rejected once', async () => {
    const id = await inCarrierReview('运营商接口驳回');
    const ticket = '5e0c2a43-0000-4000-8000-00000000a001';
    const refusal = result(ticket, 'fail', '含营销内容');
    expect((await callback(checkPath(), refusal)).statusCode).toBe(204);
    await runJobs(carrierCallbacksJobName);
    const [kept] = await t.db
      .select()
      .from(carrierCallbacks)
      .where(sql`${carrierCallbacks.entry}->>'remark' = ${`templateId: ${ticket}`}`);
    expect(kept?.processedAt).toBeNull();
    // The submission is recorded (as the carrier work does when the platform issues the id).
    await t.db
      .update(carrierReviews)
      .set({ ticket })
      .where(eq(carrierReviews.id, (await reviewOf(id)).id));
    await runJobs(carrierCallbacksJobName);
    expect(await reviewOf(id)).toMatchObject({ state: 'rejected', reason: '含营销内容' });
    const rejected = await t.call<TemplateView>('templateGet', { id }, { token: gold });
    expect(rejected.body.data).toMatchObject({ status: 7, rejectReason: '中国电信：含营销内容' });
    // The same result again, and a contrary one after it, change nothing.
    expect((await callback(checkPath(), refusal)).statusCode).toBe(204);
    expect((await callback(checkPath(), result(ticket, 'pass'))).statusCode).toBe(204);
    await runJobs(carrierCallbacksJobName);
    expect(await reviewOf(id)).toMatchObject({ state: 'rejected', reason: '含营销内容' });
  });

  it('refuses a review result unsigned or without its mandatory fields, writing nothing', async () => {
    const before = await t.rows('carrier_callbacks');
    const good = result('5e0c2a43-0000-4000-8000-00000000a002', 'pass');
    const codes = async (res: Awaited<ReturnType<typeof callback>>) => [
      res.statusCode,
      (res.json() as { errorCode: number }).errorCode,
    ];
    expect(await codes(await callback(checkPath(), good, 'another-token'))).toEqual([401, 20003]);
    expect(await codes(await callback(checkPath(), '{'))).toEqual([400, 47001]);
    expect(await codes(await callback(checkPath(), good.replace('"pass"', '"maybe"')))).toEqual([
      400, 20002,
    ]);
    expect(
      await codes(
        await callback(checkPath(), JSON.stringify({ type: 'template', result: 'pass' })),
      ),
    ).toEqual([400, 20002]);
    expect(await t.rows('carrier_callbacks')).toBe(before);
  });
});

describe('callbacks handed on', () => {
  it('forgets the callbacks handed on a week ago', async () => {
    const handled = await t.rows('carrier_callbacks');
    expect(handled).toBeGreaterThan(0);
    t.clock.advance(7 * 24 * 3600_000 - 60_000);
    await runJobs(carrierCallbacksJobName);
    expect(await t.rows('carrier_callbacks')).toBe(handled);
    t.clock.advance(120_000);
    await runJobs(carrierCallbacksJobName);
    expect(await t.rows('carrier_callbacks')).toBe(0);
  });
});
