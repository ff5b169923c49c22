import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectedToStandIn, demoSendableTemplate } from '../../../test/connected-carriers.ts';
import type { TestApp } from '../../../test/helper.ts';
import { outboxProvider } from '../../accounts/messages.ts';
import type { SendTask, SendTaskDetail } from '../../contract/schemas/sending.ts';
import { sendRecipients } from '../../db/schema.ts';
import { runDispatch } from '../../sending/dispatch.ts';
import { dispatchJobName, receiptsJobName } from '../../sending/jobs.ts';
import { openUploadStore } from '../../uploads/store.ts';
import { callbackSignature, carrierMessageId } from './wire.ts';

/**
 * A task cancelled while sending, 中国电信 connected through the MaaP stand-in over HTTP: what it
 * handed over is taken back through the §10 interface, the stand-in's revokeOk comes to our
 * callback, and the message ends 已撤回, refunded.
 */
let t: TestApp;
let connected: Awaited<ReturnType<typeof connectedToStandIn>>;
let gold: string;
let operator: string;
let templateId: string;
let chatbotUri: string;

beforeAll(async () => {
  // Reports come late enough that the revoke comes before any.
  connected = await connectedToStandIn({
    carriers: ['ctcc'],
    delayMs: 5000,
    sending: { batchSize: 2, ratePerSecond: 1_000_000 },
  });
  t = connected.t;
  [gold, operator] = await t.loginDemo('gold', 'operator');
  const sendable = await demoSendableTemplate(t);
  templateId = sendable.templateId;
  chatbotUri = sendable.chatbot.carrierChatbotIds.ctcc!;
});
afterAll(() => connected.close());

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

describe('a task cancelled while sending, through 中国电信’s interface', () => {
  it('takes back what it handed over; the revoked message ends 已撤回, refunded, whatever comes after', async () => {
    const created = await t.call<SendTaskDetail>(
      'taskCreate',
      {
        templateId,
        mobiles: ['13300000014', '13300000024', '13300000034'],
        variableDefaults: { name: '客户' },
      },
      { token: gold },
    );
    const id = created.body.data.id;
    expect(
      (await t.call('manageReviewTask', { id, approve: true }, { token: operator })).body.code,
    ).toBe(0);
    // One batch of two handed over through the stand-in, then the customer cancels.
    const deps = {
      db: t.db,
      gateway: t.app.messageGateway,
      store: await openUploadStore(t.dataDir),
      messageProvider: outboxProvider(t.db),
      batchSize: 2,
      ratePerSecond: 1_000_000,
    };
    await runDispatch(deps, () => t.clock.now(), { maxBatches: 1 });
    expect((await states(id))['13300000014']).toEqual(['submitted', null]);
    const cancelled = await t.call<SendTask>('taskCancel', { id }, { token: gold });
    expect(cancelled.body.data.status).toBe(7);
    await t.app.jobs.run(dispatchJobName);
    await expect
      .poll(
        async () => {
          await t.app.jobs.run(receiptsJobName);
          return states(id);
        },
        { timeout: 15_000 },
      )
      .toEqual({
        '13300000014': ['failed', 'revoked'],
        '13300000024': ['failed', 'revoked'],
        '13300000034': ['notSent', null],
      });
    // The platform's delivery report, late: the message stays taken back.
    const timestamp = '1589101185';
    const nonce = 'a9d1f2c4-0000-4000-8000-000000000002';
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/maap/ct/deliveryNotification/${encodeURIComponent(chatbotUri)}/status`,
      payload: JSON.stringify({
        deliveryInfoList: [
          {
            messageId: carrierMessageId(`${id}:1`),
            status: 'delivered',
            dateTime: '2026-11-22T09:00:00.000+08:00',
            destinationAddress: chatbotUri,
            senderAddress: 'tel:+8613300000014',
          },
        ],
      }),
      headers: {
        'content-type': 'application/json',
        signature: callbackSignature(connected.credentials.callbackToken, timestamp, nonce),
        timestamp,
        nonce,
      },
    });
    expect(late.statusCode).toBe(204);
    await t.app.jobs.run(receiptsJobName);
    expect((await states(id))['13300000014']).toEqual(['failed', 'revoked']);
    const task = (await t.call<SendTaskDetail>('taskGet', { id }, { token: gold })).body.data;
    expect(task).toMatchObject({ status: 7, chargedCount: 2, refundedCount: 2 });
  });
});
