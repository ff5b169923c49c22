import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateContent } from '../contract/schemas/messaging.ts';
import type { DeliveryReceipt, OutboundMessage } from '../messaging/gateway.ts';
import { toGsmaMessage } from '../messaging/gsma.ts';
import { ctcuSender } from '../messaging/maap/ctcu.ts';
import { callbackSignature, receiptOf, type DeliveryInfo } from '../messaging/maap/wire.ts';
import { buildStandIn } from './stand-in.ts';

const chatbotUri = 'sip:1065000001@botplatform.rcs.chinatelecom.cn';
const account = { appId: 'demo-app', appKey: 'demo-key' };
const callbackToken = 'callback-token';
let standIn: ReturnType<typeof buildStandIn>;
let callback: Server;
let platform: string;
/** Status reports the callback received whose signature checked out. */
const receipts: DeliveryReceipt[] = [];
let badSignatures = 0;

beforeAll(async () => {
  callback = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const [signature, timestamp, nonce] = ['signature', 'timestamp', 'nonce'].map((h) =>
        String(req.headers[h]),
      );
      if (signature !== callbackSignature(callbackToken, timestamp!, nonce!)) badSignatures += 1;
      else {
        const { deliveryInfoList } = JSON.parse(body) as { deliveryInfoList: DeliveryInfo[] };
        for (const info of deliveryInfoList) {
          const receipt = receiptOf(info);
          if (receipt) receipts.push(receipt);
        }
      }
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => callback.listen(0, '127.0.0.1', resolve));
  const callbackPort = (callback.address() as AddressInfo).port;
  standIn = buildStandIn({
    ...account,
    callbackToken,
    callbackUrl: (carrier) => `http://127.0.0.1:${callbackPort}/maap/${carrier}`,
    delayMs: 50,
  });
  await standIn.listen({ port: 0, host: '127.0.0.1' });
  platform = `http://127.0.0.1:${(standIn.server.address() as AddressInfo).port}/ct`;
});
afterAll(async () => {
  await standIn.close();
  callback.close();
});

const files = new Map([
  ['7', { url: '/api/files/7?expires=1&signature=s', contentType: 'image/png', size: 68 }],
]);
const outbound = (seq: number, mobile: string, content: unknown): OutboundMessage => ({
  messageId: `42:${seq}`,
  mobile,
  carrier: 'ctcc',
  chatbotName: '示范服务号',
  chatbotUri,
  message: toGsmaMessage(templateContent.parse(content), files),
});
const card = {
  kind: 'card',
  card: {
    mediaId: '7',
    title: '办事提醒',
    description: '请按时办理',
    buttons: [{ type: 'url', label: '查看', url: 'https://www.gov.cn/' }],
  },
  suggestions: [{ type: 'reply', label: '收到' }],
  fallbackSms: '请按时办理',
};

async function until<T>(read: () => T, done: (value: T) => boolean) {
  for (let i = 0; i < 200; i++) {
    const value = read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('never happened');
}

describe('the MaaP stand-in', () => {
  it('takes our messages and reports on them by the simulator’s rules, signed', async () => {
    const sender = ctcuSender(
      { url: platform, ...account },
      {
        chatbotUri: async () => chatbotUri,
        readMedia: async () => ({
          bytes: new Uint8Array(68).fill(1),
          contentType: 'image/png',
          fileName: 'card.png',
        }),
      },
    );
    const refused = await sender.send(
      [
        outbound(1, '13800000002', card),
        outbound(2, '18900000007', { kind: 'text', text: '您好', fallbackSms: '您好' }),
        outbound(3, '13800000000', card),
      ],
      new Date(),
    );
    expect(refused).toEqual([]);
    const arrived = await until(
      () => receipts,
      (r) => r.length >= 4,
    );
    expect(badSignatures).toBe(0);
    expect(arrived.map((r) => `${r.messageId} ${r.state} ${r.cause ?? ''}`.trim()).sort()).toEqual([
      '42:1 delivered5g',
      '42:1 read',
      '42:2 deliveredSms',
      '42:3 failed vacant',
    ]);
  });

  async function post(path: string, body: unknown, token?: string) {
    const res = await fetch(`${platform}/bot/v1/${encodeURIComponent(chatbotUri)}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token && { authorization: `accessToken ${token}` }),
      },
      body: JSON.stringify(body),
    });
    return (await res.json()) as { errorCode: number; accessToken?: string };
  }

  it('refuses malformed requests with the spec’s codes', async () => {
    expect((await post('/accessToken', { appId: 'demo-app' })).errorCode).toBe(41004);
    expect((await post('/accessToken', { ...account, appKey: 'wrong' })).errorCode).toBe(40001);
    const { accessToken } = await post('/accessToken', account);
    const good = {
      messageId: 'm-1',
      messageList: [{ contentType: 'text/plain', contentText: '您好' }],
      destinationAddress: ['tel:+8613800000004'],
      senderAddress: chatbotUri,
      serviceCapability: [{ capabilityId: 'ChatbotSA', version: '+g.gsma.rcs.botversion="#=1"' }],
      smsSupported: true,
      storeSupported: true,
      smsContent: '您好',
      conversationId: 'c-1',
      contributionId: 'c-1',
    };
    expect((await post('/messages', good)).errorCode).toBe(41001);
    expect((await post('/messages', good, 'stale')).errorCode).toBe(40014);
    expect((await post('/messages', good, accessToken)).errorCode).toBe(0);
    const cases: [unknown, number][] = [
      [{ ...good, senderAddress: 'sip:other@botplatform' }, 30008],
      [{ ...good, destinationAddress: ['13800000004'] }, 20002],
      [{ ...good, smsContent: '' }, 20002],
      [{ ...good, messageList: [{ contentType: 'text/html', contentText: 'x' }] }, 40008],
      [
        { ...good, messageList: [{ contentType: 'text/plain', contentText: '字'.repeat(2001) }] },
        40021,
      ],
      [
        {
          ...good,
          messageList: [
            {
              contentType: 'application/vnd.gsma.botsuggestion.v1.0+json',
              contentText: {
                suggestions: [
                  {
                    action: {
                      displayText: '查看',
                      postback: { data: 'chip=1' },
                      urlAction: { openUrl: { url: 'https://www.gov.cn/' } },
                    },
                  },
                ],
              },
            },
          ],
        },
        60001,
      ],
      [
        {
          ...good,
          messageList: [
            {
              contentType: 'application/vnd.gsma.botmessage.v1.0+json',
              contentText: toGsmaMessage(
                templateContent.parse(card),
                new Map([
                  [
                    '7',
                    { url: 'https://elsewhere.example/7.png', contentType: 'image/png', size: 68 },
                  ],
                ]),
              ).body,
            },
          ],
        },
        40007,
      ],
    ];
    for (const [body, code] of cases) {
      expect((await post('/messages', body, accessToken)).errorCode, JSON.stringify(body)).toBe(
        code,
      );
    }
  });
});
