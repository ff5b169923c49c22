import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { standInAccount as account, standInWithCallbacks } from '../../test/stand-in-callbacks.ts';
import { templateContent } from '../contract/schemas/messaging.ts';
import type { DeliveryReceipt, OutboundMessage } from '../messaging/gateway.ts';
import { toGsmaMessage } from '../messaging/gsma.ts';
import {
  cmAuthorization,
  cmDeliveryInfos,
  cmInboundMessage,
  cmMessageRequest,
  cmSender,
} from '../messaging/maap/cmcc.ts';
import { ctcuSender } from '../messaging/maap/ctcu.ts';
import {
  receiptOf,
  upstreamOf,
  type DeliveryInfo,
  type UpstreamContent,
} from '../messaging/maap/wire.ts';

const chatbotUri = 'sip:1065000001@botplatform.rcs.chinatelecom.cn';
const cmChatbotUri = 'sip:1065000002@botplatform.rcs.chinamobile.com';
let standIn: Awaited<ReturnType<typeof standInWithCallbacks>>;
let origin: string;
let platform: string;
/** Status reports the callback received whose signature checked out. */
const receipts: DeliveryReceipt[] = [];
/** Upstream messages the callback received whose signature checked out, by sender. */
const upstream: (UpstreamContent & { from: string; carrier: string })[] = [];
/** §13.3 review results the callback received whose signature checked out. */
const reviews: { carrier: string; chatbot: string; result: Record<string, string> }[] = [];
let badSignatures = 0;
/** The one template id the stand-in's 中国移动 has approved. */
const approvedCmTemplateId = 'CM10086A01';

/** A signed callback's reports and messages: 中国移动's in its XML, the others' as §11/§12 JSON. */
function took(url: string, body: string) {
  const [, carrier, chatbot, kind] = /\/maap\/(\w+)\/\w+\/([^/]+)\/(\w+)$/.exec(url)!;
  const xml = carrier === 'cm';
  if (kind === 'check') {
    reviews.push({
      carrier: carrier!,
      chatbot: decodeURIComponent(chatbot!),
      result: JSON.parse(body) as Record<string, string>,
    });
    return;
  }
  if (kind === 'status') {
    const infos = xml
      ? cmDeliveryInfos(body, decodeURIComponent(chatbot!))
      : (JSON.parse(body) as { deliveryInfoList: DeliveryInfo[] }).deliveryInfoList;
    for (const info of infos) {
      const receipt = receiptOf(info);
      if (receipt) receipts.push(receipt);
    }
    return;
  }
  const message = xml
    ? cmInboundMessage(body)
    : (JSON.parse(body) as ReturnType<typeof cmInboundMessage>);
  for (const part of message.messageList) {
    const content = upstreamOf(part);
    if (content) upstream.push({ ...content, from: message.senderAddress, carrier: carrier! });
  }
}

beforeAll(async () => {
  standIn = await standInWithCallbacks(
    { delayMs: 50, cmTemplateIds: [approvedCmTemplateId] },
    ({ url, body, signed }) => {
      if (!signed) badSignatures += 1;
      else took(url, body);
    },
  );
  origin = standIn.origin;
  platform = `${origin}/ct`;
});
afterAll(() => standIn.close());

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
/** The same message to a 中国移动 number, whose platform fetches our files by public URL. */
const cmOutbound = (seq: number, mobile: string, content: unknown): OutboundMessage => ({
  ...outbound(seq, mobile, content),
  messageId: `43:${seq}`,
  carrier: 'cmcc',
  chatbotUri: cmChatbotUri,
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

/** How long to wait for the stand-in's callbacks. */
const calledBack = { timeout: 4000, interval: 20 };

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
    const arrived = await vi.waitUntil(() => receipts.length >= 4 && receipts, calledBack);
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

describe('the MaaP stand-in as 中国移动', () => {
  const account43 = (r: DeliveryReceipt) => r.messageId.startsWith('43:');
  const sender = () =>
    cmSender(
      { url: `${origin}/cm`, ...account },
      {
        chatbotUri: async () => cmChatbotUri,
        readMedia: async () => {
          throw new Error('not read: the platform fetches our public URL');
        },
        publicUrl: (url) => `https://console.example.cn${url}`,
      },
    );

  it('takes our XML messages, reports in its own form and sends its users’ replies, signed', async () => {
    const refused = await sender().send(
      [
        cmOutbound(1, '13800000002', card),
        cmOutbound(2, '13800000007', { kind: 'text', text: '您好', fallbackSms: '您好' }),
        cmOutbound(3, '13800000000', card),
      ],
      new Date(),
    );
    expect(refused).toEqual([]);
    const arrived = await vi.waitUntil(() => {
      const found = receipts.filter(account43);
      return found.length >= 4 && found;
    }, calledBack);
    expect(badSignatures).toBe(0);
    expect(arrived.map((r) => `${r.messageId} ${r.state} ${r.cause ?? ''}`.trim()).sort()).toEqual([
      '43:1 delivered5g',
      '43:1 read',
      '43:2 deliveredSms',
      '43:3 failed vacant',
    ]);
    // After reading, 13800000002 presses the card's first button.
    expect(
      await vi.waitUntil(() => {
        const found = upstream.filter((m) => m.carrier === 'cm');
        return found.length >= 1 && found;
      }, calledBack),
    ).toEqual([
      {
        kind: 'action',
        text: '查看',
        postback: 'card=1&button=1',
        from: 'tel:+8613800000002',
        carrier: 'cm',
      },
    ]);
  });

  /** A request to send message `seq` by a template id, with a value of its variables. */
  const byTemplateId = (seq: number, id: string) =>
    cmMessageRequest(
      {
        ...cmOutbound(seq, '13800000004', { kind: 'text', text: '您好', fallbackSms: '您好' }),
        carrierTemplate: { id, variables: { 姓名: '张三' } },
      },
      cmChatbotUri,
    );

  it('takes a message sent again once, and refuses unsigned and malformed requests', async () => {
    const url = `${origin}/cm/messaging/v1/outbound/${encodeURIComponent(cmChatbotUri)}/requests`;
    const post = async (body: string, signed = true) => {
      const date = new Date().toUTCString();
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/xml',
          date,
          ...(signed && { authorization: cmAuthorization(account, date) }),
        },
        body,
      });
      const text = await res.text();
      return `${res.status} ${/<messageId>(\w+)<\/messageId>/.exec(text)?.[1] ?? ''}`.trim();
    };
    const good = cmMessageRequest(
      cmOutbound(9, '13800000004', { kind: 'text', text: '您好', fallbackSms: '您好' }),
      cmChatbotUri,
    );
    expect(await post(good)).toBe('201');
    expect(await post(good)).toBe('201');
    expect(await post(good, false)).toBe('401 POL0001');
    const cases: [string, string][] = [
      ['not xml', '400 SVC0001'],
      [good.replace('outboundMessageRequest xmlns', 'outboundMessageReq xmlns'), '400 SVC0001'],
      [good.replace(cmChatbotUri, 'sip:other@botplatform'), '400 SVC0002'],
      [good.replace('<address>tel:+8613800000004', '<address>tel:+8613800000005'), '400 SVC0002'],
      [good.replace(/<rcsBodyText>.*<\/rcsBodyText>/, ''), '400 SVC0002'],
      [good.replace('<capabilityId>ChatbotSA', '<capabilityId>Other'), '400 SVC0002'],
      [good.replace('text/plain', 'text/html'), '400 SVC0002'],
      [
        cmMessageRequest(
          cmOutbound(10, '13800000004', {
            kind: 'text',
            text: '您好',
            suggestions: [{ type: 'reply', label: '好的' }],
            fallbackSms: '您好',
          }),
          cmChatbotUri,
        ).replace('Content-Length: 6', 'Content-Length: 7'),
        '400 SVC0001',
      ],
      // Our relative file URL: 中国移动's platform cannot fetch it.
      [cmMessageRequest(cmOutbound(11, '13800000004', card), cmChatbotUri), '400 SVC0002'],
      // By a template id: one 中国移动 has not approved, none, values that are not text.
      [byTemplateId(13, 'CM-UNKNOWN'), '400 SVC0002'],
      [byTemplateId(13, ''), '400 SVC0002'],
      [byTemplateId(13, approvedCmTemplateId).replace('"张三"', '1'), '400 SVC0002'],
    ];
    expect(await post(byTemplateId(14, approvedCmTemplateId))).toBe('201');
    for (const [body, answer] of cases) expect(await post(body), body).toBe(answer);
    // The message sent twice is reported on once: by the time the report of a message sent after
    // it arrives (the same delay, so due later), no second report of it has come.
    const after = cmMessageRequest(
      cmOutbound(12, '13800000004', { kind: 'text', text: '您好', fallbackSms: '您好' }),
      cmChatbotUri,
    );
    expect(await post(after)).toBe('201');
    await vi.waitUntil(() => receipts.some((r) => r.messageId === '43:12'), calledBack);
    expect(receipts.filter((r) => r.messageId === '43:9')).toHaveLength(1);
  });
});

describe('template review at the MaaP stand-in', () => {
  const template = (carrier: 'ctcc' | 'cucc', text: string) => ({
    subject: 'template' as const,
    subjectId: '77',
    carrier,
    chatbotName: '示范服务号',
    chatbotUri,
    message: toGsmaMessage(
      templateContent.parse({ ...card, card: { ...card.card, description: text } }),
      files,
    ),
  });
  const senderAt = (segment: 'ct' | 'cu') =>
    ctcuSender(
      { url: `${origin}/${segment}`, ...account },
      {
        chatbotUri: async () => chatbotUri,
        readMedia: async () => ({
          bytes: new Uint8Array(68).fill(1),
          contentType: 'image/png',
          fileName: 'card.png',
        }),
      },
    );

  it('issues a template id, the same one again, and posts the review result by the simulator’s rule', async () => {
    const ct = senderAt('ct');
    const { ticket } = await ct.submitTemplate!(template('ctcc', '请按时办理'), new Date());
    expect(await ct.submitTemplate!(template('ctcc', '请按时办理'), new Date())).toEqual({
      ticket,
    });
    // 中国联通 refuses what contains 违规, as the built-in simulator does.
    const cu = senderAt('cu');
    const refused = await cu.submitTemplate!(template('cucc', '违规内容'), new Date());
    const arrived = (await vi.waitUntil(() => reviews.length >= 2 && reviews, calledBack)).toSorted(
      (a, b) => a.carrier.localeCompare(b.carrier),
    );
    expect(badSignatures).toBe(0);
    expect(
      arrived.map((r) => [
        r.carrier,
        r.chatbot,
        r.result.type,
        r.result.result,
        r.result.description,
        r.result.remark,
      ]),
    ).toEqual([
      ['ct', chatbotUri, 'template', 'pass', undefined, `templateId: ${ticket}`],
      ['cu', chatbotUri, 'template', 'fail', '内容含违规信息', `templateId: ${refused.ticket}`],
    ]);
    expect(arrived.every((r) => !Number.isNaN(Date.parse(r.result.time!)))).toBe(true);
  });

  it('refuses a template without its code, fallback or valid content', async () => {
    const { accessToken } = (await (
      await fetch(`${platform}/bot/v1/${encodeURIComponent(chatbotUri)}/accessToken`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(account),
      })
    ).json()) as { accessToken: string };
    const submit = async (body: object) =>
      (
        (await (
          await fetch(`${platform}/bot/v1/${encodeURIComponent(chatbotUri)}/templates`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: `accessToken ${accessToken}`,
            },
            body: JSON.stringify(body),
          })
        ).json()) as { errorCode: number }
      ).errorCode;
    const good = {
      templateCode: 'template:78:ctcc',
      messageList: [{ contentType: 'text/plain', contentEncoding: 'utf8', contentText: '您好' }],
      smsContent: '您好',
    };
    expect(await submit(good)).toBe(0);
    expect(await submit({ ...good, templateCode: '' })).toBe(20002);
    expect(await submit({ ...good, smsContent: undefined })).toBe(20002);
    expect(await submit({ ...good, messageList: [] })).toBe(20002);
    expect(
      await submit({ ...good, messageList: [{ contentType: 'text/html', contentText: 'x' }] }),
    ).toBe(40008);
  });
});
