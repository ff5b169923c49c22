import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { standInAccount as account, standInWithCallbacks } from '../../test/stand-in-callbacks.ts';
import type { OutboundMessage } from '../messaging/gateway.ts';
import { cmAuthorization, cmDeliveryInfos, cmSender } from '../messaging/maap/cmcc.ts';
import { ctcuSender } from '../messaging/maap/ctcu.ts';
import { cmRevokePath, cmRevokeRequest } from '../messaging/maap/revoke.ts';
import { carrierMessageId, type DeliveryInfo } from '../messaging/maap/wire.ts';

const chatbotUri = 'sip:1065000001@botplatform.rcs.chinatelecom.cn';
const cmChatbotUri = 'sip:1065000002@botplatform.rcs.chinamobile.com';
/** Long enough that a message asked back right after sending has had no report yet. */
const delayMs = 1500;
let standIn: Awaited<ReturnType<typeof standInWithCallbacks>>;
let origin: string;
/** Every signed status report and upstream message the callback received: `messageId status`. */
const reported: string[] = [];

beforeAll(async () => {
  standIn = await standInWithCallbacks({ delayMs }, ({ url, body, signed }) => {
    if (!signed) return;
    const [, carrier, chatbot, kind] = /\/maap\/(\w+)\/\w+\/([^/]+)\/(\w+)$/.exec(url)!;
    if (kind !== 'status') {
      const { senderAddress } = JSON.parse(body) as { senderAddress: string };
      reported.push(`upstream ${carrier} ${senderAddress}`);
    } else {
      const infos =
        carrier === 'cm'
          ? cmDeliveryInfos(body, decodeURIComponent(chatbot!))
          : (JSON.parse(body) as { deliveryInfoList: DeliveryInfo[] }).deliveryInfoList;
      reported.push(...infos.map((i) => `${i.messageId} ${i.status}`));
    }
  });
  origin = standIn.origin;
});
afterAll(() => standIn.close());

/** How long to wait for a report: the second ones come twice `delayMs` after sending. */
const reporting = { timeout: 6000, interval: 20 };
const reportsOf = (messageId: string) =>
  reported
    .filter((r) => r.startsWith(`${carrierMessageId(messageId)} `))
    .map((r) => r.split(' ')[1]);

const text = { contentType: 'text/plain', body: '您好', fallbackSms: '您好' } as const;
const outbound = (messageId: string, mobile: string): OutboundMessage => ({
  messageId,
  mobile,
  carrier: 'ctcc',
  chatbotName: '示范服务号',
  chatbotUri,
  message: text as never,
});
const revoked = (message: OutboundMessage) => ({ ...message, submittedAt: new Date() });
const noMedia = async () => {
  throw new Error('no media here');
};

describe('the stand-in’s §10 revoke', () => {
  it('takes back a message not yet reported on, and says no to one already delivered', async () => {
    const sender = ctcuSender(
      { url: `${origin}/ct`, ...account },
      { chatbotUri: async () => chatbotUri, readMedia: noMedia },
    );
    // A number ending 0 reads a message and replies: revoked, neither comes.
    const early = outbound('50:1', '13800000010');
    const late = outbound('50:2', '13800000004');
    const control = outbound('50:3', '13800000020');
    await sender.send([early, late], new Date());
    await sender.revoke([revoked(early)], new Date());
    await sender.send([control], new Date());
    await vi.waitUntil(() => reportsOf('50:2').includes('delivered'), reporting);
    await sender.revoke([revoked(late), revoked(early)], new Date());
    await vi.waitUntil(
      () => reportsOf('50:2').includes('revokeFail') && reportsOf('50:1').length === 2,
      reporting,
    );
    expect(reportsOf('50:1')).toEqual(['revokeOk', 'revokeOk']);
    expect(reportsOf('50:2')).toEqual(['delivered', 'revokeFail']);
    // What was due about the revoked message, its read report and its reply, never comes: the
    // message sent after it has been read and answered.
    await vi.waitUntil(() => reported.includes('upstream ct tel:+8613800000020'), reporting);
    expect(reportsOf('50:3')).toEqual(['delivered', 'displayed']);
    expect(reportsOf('50:1')).toEqual(['revokeOk', 'revokeOk']);
    expect(reported).not.toContain('upstream ct tel:+8613800000010');
  });

  it('does the same on 中国移动’s XML', async () => {
    const sender = cmSender(
      { url: `${origin}/cm`, ...account },
      { chatbotUri: async () => cmChatbotUri, readMedia: noMedia, publicUrl: (url) => url },
    );
    const early = { ...outbound('51:1', '13800000004'), carrier: 'cmcc' as const };
    const late = { ...outbound('51:2', '13800000004'), carrier: 'cmcc' as const };
    await sender.send([early, late], new Date());
    await sender.revoke([revoked(early)], new Date());
    await vi.waitUntil(() => reportsOf('51:2').includes('delivered'), reporting);
    await sender.revoke([revoked(late)], new Date());
    await vi.waitUntil(() => reportsOf('51:2').includes('revokeFail'), reporting);
    expect(reportsOf('51:1')).toEqual(['revokeOk']);
    expect(reportsOf('51:2')).toEqual(['delivered', 'revokeFail']);
  });

  it('refuses malformed requests with the spec’s codes', async () => {
    const base = `${origin}/ct/bot/v1/${encodeURIComponent(chatbotUri)}`;
    const post = async (path: string, body: unknown, token?: string) => {
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token && { authorization: `accessToken ${token}` }),
        },
        body: JSON.stringify(body),
      });
      return (await res.json()) as { errorCode: number; accessToken?: string };
    };
    const good = {
      messageId: carrierMessageId('52:1'),
      status: 'RevokeRequested',
      destinationAddress: ['tel:+8613800000004'],
    };
    expect((await post('/revoke', good)).errorCode).toBe(41001);
    expect((await post('/revoke', good, 'stale')).errorCode).toBe(40014);
    const { accessToken } = await post('/accessToken', account);
    const cases: [unknown, number][] = [
      [{ ...good, messageId: '' }, 20002],
      [{ ...good, status: 'Revoke' }, 20002],
      [{ ...good, destinationAddress: [] }, 20002],
      [{ ...good, destinationAddress: ['13800000004'] }, 20002],
      // §10.4.2: several recipients at once are not open yet.
      [{ ...good, destinationAddress: ['tel:+8613800000004', 'tel:+8613800000014'] }, 20002],
    ];
    for (const [body, code] of cases) {
      expect((await post('/revoke', body, accessToken)).errorCode, JSON.stringify(body)).toBe(code);
    }
    // A message it never took is not taken back: accepted, and reported revokeFail.
    expect(await post('/revoke', good, accessToken)).toMatchObject({ errorCode: 0 });
    await vi.waitUntil(() => reportsOf('52:1').includes('revokeFail'), reporting);

    const cm = async (body: string, signed = true) => {
      const date = new Date().toUTCString();
      const res = await fetch(`${origin}/cm${cmRevokePath(cmChatbotUri, { messageId: '52:2' })}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/xml',
          date,
          authorization: cmAuthorization(signed ? account : { ...account, appKey: 'x' }, date),
        },
        body,
      });
      return { status: res.status, body: await res.text() };
    };
    const request = cmRevokeRequest({ messageId: '52:2', mobile: '13800000004' });
    expect((await cm(request, false)).status).toBe(401);
    for (const bad of [
      '<msg:messageStatusReport',
      request.replace('RevokeRequested', 'Delivered'),
      request.replace('tel:+8613800000004', '13800000004'),
      request.replaceAll('messageStatusReport', 'outboundMessageRequest'),
    ]) {
      const answer = await cm(bad);
      expect(answer.status, bad).toBe(400);
      expect(answer.body).toMatch(/SVC000[12]/);
    }
    expect((await cm(request)).status).toBe(200);
  });
});
