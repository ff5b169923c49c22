import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { templateContent } from '../../contract/schemas/messaging.ts';
import { GatewayUnavailable, type OutboundMessage } from '../gateway.ts';
import { toGsmaMessage } from '../gsma.ts';
import {
  cmAuthorization,
  cmBodyParts,
  cmDeliveryInfos,
  cmDeliveryNotification,
  cmInboundMessage,
  cmInboundMessageNotification,
  cmMessageRequest,
  CmPayloadError,
  cmSender,
} from './cmcc.ts';
import { carrierMessageId, receiptOf, upstreamOf } from './wire.ts';
import { childText, parseXml, XmlError } from './xml.ts';

const chatbotUri = 'sip:125200401111123@botplatform.rcs.chinamobile.com';
const now = new Date('2026-11-27T08:00:00Z');
const files = new Map([
  ['7', { url: '/api/files/7?expires=1&signature=s', contentType: 'image/png', size: 2048 }],
]);
const outbound = (content: unknown, seq = 1): OutboundMessage => ({
  messageId: `42:${seq}`,
  mobile: '19585550103',
  carrier: 'cmcc',
  chatbotName: '示范服务号',
  chatbotUri,
  message: toGsmaMessage(templateContent.parse(content), files),
});
const text = {
  kind: 'text',
  text: '您好]]>，欢迎',
  suggestions: [{ type: 'reply', label: '好的' }],
  fallbackSms: '您好 & 欢迎',
};

/** The text of each element of this name, CDATA unwrapped. */
const elements = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}>(.*?)</${name}>`, 'gs'))].map((m) =>
    m[1]!.replace(/<!\[CDATA\[(.*?)\]\]>/gs, '$1'),
  );

describe('cmMessageRequest', () => {
  it('is an outboundMessageRequest to tel:+86…, from the chatbot, with fallback as rcsBodyText', () => {
    const xml = cmMessageRequest(outbound(text), chatbotUri);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?><msg:outboundMessageRequest xmlns:msg="urn:oma:xml:rest:netapi:messaging:1">/,
    );
    expect(elements(xml, 'address')).toEqual(['tel:+8619585550103']);
    expect(elements(xml, 'destinationAddress')).toEqual(['tel:+8619585550103']);
    expect(elements(xml, 'senderAddress')).toEqual([chatbotUri]);
    expect(elements(xml, 'messageId')).toEqual([carrierMessageId('42:1')]);
    expect(elements(xml, 'capabilityId')).toEqual(['ChatbotSA']);
    expect(elements(xml, 'version')).toEqual(['+g.gsma.rcs.botversion=&#34;#=1&#34;']);
    expect(elements(xml, 'fallbackSupported')).toEqual(['true']);
    expect(elements(xml, 'rcsBodyText')).toEqual(['您好 & 欢迎']);
  });

  it('sends the chips with the content as a multipart bodyText', () => {
    const xml = cmMessageRequest(outbound(text), chatbotUri);
    expect(elements(xml, 'contentType')).toEqual(['multipart/mixed; boundary=&#34;next&#34;']);
    // The ]]> inside the text travels split across two CDATA sections.
    expect(xml).toContain('您好]]]]><![CDATA[>，欢迎');
    const parts = elements(xml, 'bodyText')[0]!.split('\r\n--next');
    expect(parts[0]).toBe(
      '--next\r\nContent-Type: text/plain\r\nContent-Disposition: inline; filename="Message"\r\nContent-Length: 18\r\n\r\n您好]]>，欢迎',
    );
    expect(parts[1]).toBe(
      `\r\nContent-Type: application/vnd.gsma.botsuggestion.v1.0+json\r\nContent-Disposition: inline; filename="Chiplist.lst"\r\nContent-Length: 81\r\n\r\n${JSON.stringify({ suggestions: [{ reply: { displayText: '好的', postback: { data: 'chip=1' } } }] })}`,
    );
    expect(parts[2]).toBe('--');
  });

  it('sends a message without chips as its content alone', () => {
    const xml = cmMessageRequest(outbound({ ...text, suggestions: [] }), chatbotUri);
    expect(elements(xml, 'contentType')).toEqual(['text/plain']);
  });

  it('sends a template 中国移动 approved by its id, with the recipient’s values, fallback as text', () => {
    const byId = (variables: Record<string, string>) =>
      cmMessageRequest(
        { ...outbound(text), carrierTemplate: { id: 'CM10086A01', variables } },
        chatbotUri,
      );
    const xml = byId({ 姓名: '张三' });
    expect(elements(xml, 'contentType')).toEqual(['static-template']);
    expect(JSON.parse(elements(xml, 'bodyText')[0]!)).toEqual({
      templateID: 'CM10086A01',
      variables: { 姓名: '张三' },
    });
    expect(elements(xml, 'rcsBodyText')).toEqual(['您好 & 欢迎']);
    expect(JSON.parse(elements(byId({}), 'bodyText')[0]!)).toEqual({ templateID: 'CM10086A01' });
  });
});

describe('reading an outboundMessageRequest back', () => {
  const read = (xml: string) => {
    const message = parseXml(xml).children.find((c) => c.name === 'outboundIMMessage')!;
    return cmBodyParts(childText(message, 'contentType')!, childText(message, 'bodyText')!);
  };

  it('splits a multipart bodyText into the content and the chips', () => {
    expect(read(cmMessageRequest(outbound(text), chatbotUri))).toEqual([
      { contentType: 'text/plain', content: '您好]]>，欢迎' },
      {
        contentType: 'application/vnd.gsma.botsuggestion.v1.0+json',
        content: JSON.stringify({
          suggestions: [{ reply: { displayText: '好的', postback: { data: 'chip=1' } } }],
        }),
      },
    ]);
    expect(read(cmMessageRequest(outbound({ ...text, suggestions: [] }), chatbotUri))).toEqual([
      { contentType: 'text/plain', content: '您好]]>，欢迎' },
    ]);
  });

  it('refuses a multipart body with a wrong length, no headers or no closing delimiter', () => {
    const type = 'multipart/mixed; boundary="next"';
    const part = (length: number) =>
      `--next\r\nContent-Type: text/plain\r\nContent-Length: ${length}\r\n\r\n您好`;
    expect(cmBodyParts(type, `${part(6)}\r\n--next--`)).toHaveLength(1);
    expect(() => cmBodyParts(type, `${part(2)}\r\n--next--`)).toThrow('Content-Length');
    expect(() => cmBodyParts(type, part(6))).toThrow(XmlError);
    expect(() => cmBodyParts(type, '--next\r\n您好\r\n--next--')).toThrow('头域');
  });
});

describe('status reports', () => {
  it('reads the public form of a deliveryInfoNotification as a §12 entry, hence a receipt', () => {
    const xml = readFileSync(
      new URL('./fixtures/cmcc-delivery-info-notification.xml', import.meta.url),
      'utf8',
    );
    const [info] = cmDeliveryInfos(xml, chatbotUri);
    expect(info).toEqual({
      messageId: carrierMessageId('42:1'),
      status: 'delivered',
      errorMessage: 'SVC1000',
      dateTime: '',
      destinationAddress: chatbotUri,
      senderAddress: 'sip:+8613800000004@zj.5GMC.ims.mnc000.mcc460.3gppnetwork.org',
    });
    expect(receiptOf(info!)).toEqual({ messageId: '42:1', state: 'delivered5g', cause: null });
  });

  it('reads back every status it writes, a failure with its §12 code as the cause', () => {
    const report = (
      deliveryStatus: Parameters<typeof cmDeliveryNotification>[0]['deliveryStatus'],
      description?: string,
    ) =>
      receiptOf(
        cmDeliveryInfos(
          cmDeliveryNotification({
            address: 'tel:+8613800000004',
            messageId: carrierMessageId('42:7'),
            deliveryStatus,
            ...(description && { description }),
            timeStamp: '2026-11-27T08:00:00.000Z',
          }),
          chatbotUri,
        )[0]!,
      );
    expect(
      [
        report('DeliveredToTerminal'),
        report('DeliveredToNetwork'),
        report('MessageDisplayed'),
        report('DeliveryImpossible', '1'),
        report('DeliveryImpossible', 'SVC0001'),
      ].map((r) => `${r?.state} ${r?.cause ?? ''}`.trim()),
    ).toEqual(['delivered5g', 'deliveredSms', 'read', 'failed vacant', 'failed carrierFault']);
  });

  it('refuses documents that are not reports or lack a mandatory field', () => {
    expect(() => cmDeliveryInfos('<deliveryInfoNotification>', chatbotUri)).toThrow(XmlError);
    expect(() => cmDeliveryInfos('<msg:other/>', chatbotUri)).toThrow(CmPayloadError);
    expect(() =>
      cmDeliveryInfos(
        '<msg:deliveryInfoNotification><deliveryInfo><messageId>m</messageId><deliveryStatus>DeliveredToTerminal</deliveryStatus></deliveryInfo></msg:deliveryInfoNotification>',
        chatbotUri,
      ),
    ).toThrow(CmPayloadError);
  });
});

describe('upstream messages', () => {
  const notification = (contentType: string, bodyText: string) =>
    cmInboundMessageNotification({
      chatbotUri,
      address: 'tel:+8613800000002',
      messageId: '5f1c0d8e-0000-4000-8000-000000000001',
      contentType,
      bodyText,
      conversationId: 'c-1',
      contributionId: 'c-2',
      inReplyToContributionId: 'c-0',
      dateTime: '2026-11-27T08:00:00.000Z',
    });

  it('reads an inboundMessageNotification as a §11 entry: text, and a suggestion pressed', () => {
    const text = cmInboundMessage(notification('text/plain', '收到，谢谢'));
    expect(text).toEqual({
      messageId: '5f1c0d8e-0000-4000-8000-000000000001',
      senderAddress: 'tel:+8613800000002',
      dateTime: '2026-11-27T08:00:00.000Z',
      messageList: [{ contentType: 'text/plain', contentText: '收到，谢谢' }],
    });
    const pressed = cmInboundMessage(
      notification(
        'application/vnd.gsma.botsuggestion.response.v1.0+json',
        JSON.stringify({
          response: { reply: { displayText: '好的', postback: { data: 'chip=1' } } },
        }),
      ),
    );
    expect(upstreamOf(pressed.messageList[0]!)).toEqual({
      kind: 'reply',
      text: '好的',
      postback: 'chip=1',
    });
  });

  it('refuses a suggestion response that is not JSON and a message without content', () => {
    expect(() =>
      cmInboundMessage(notification('application/vnd.gsma.botsuggestion.response.v1.0+json', '{')),
    ).toThrow(XmlError);
    expect(() =>
      cmInboundMessage(
        '<msg:inboundMessageNotification><inboundMessage><messageId>m</messageId></inboundMessage></msg:inboundMessageNotification>',
      ),
    ).toThrow(CmPayloadError);
  });
});

describe('cmSender', () => {
  it('signs each request with the app id and the date', () => {
    const date = now.toUTCString();
    const [appId, signed] = Buffer.from(
      cmAuthorization({ appId: 'app', appKey: 'key' }, date).replace(/^Basic /, ''),
      'base64',
    )
      .toString()
      .split(':');
    const sha = (s: string) => createHash('sha256').update(s).digest('hex');
    expect([appId, signed]).toEqual(['app', sha(sha('key') + date)]);
  });

  it('posts to the chatbot’s outbound requests, media as public URLs; refusals and busy answers', async () => {
    const calls: { url: string; body: string; headers: Headers }[] = [];
    const statuses = [201, 400, 503];
    const fetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, body: String(init.body), headers: new Headers(init.headers) });
      return new Response('', { status: statuses.shift() });
    }) as unknown as typeof globalThis.fetch;
    const sender = cmSender(
      { url: 'https://maap.example.cn/', appId: 'app', appKey: 'key' },
      {
        chatbotUri: async () => chatbotUri,
        readMedia: async () => {
          throw new Error('not read: the platform fetches our public URL');
        },
        publicUrl: (url) => `https://console.example.cn${url}`,
        fetch,
      },
    );
    const card = {
      kind: 'card',
      card: { mediaId: '7', title: '标题', description: '描述' },
      fallbackSms: '短信',
    };
    expect(await sender.send([outbound(card, 1), outbound(card, 2)], now)).toEqual([
      { messageId: '42:2', state: 'failed', cause: 'carrierFault' },
    ]);
    expect(calls[0]!.url).toBe(
      `https://maap.example.cn/messaging/v1/outbound/${encodeURIComponent(chatbotUri)}/requests`,
    );
    expect(calls[0]!.headers.get('date')).toBe(now.toUTCString());
    expect(calls[0]!.body).toContain(
      '"mediaUrl":"https://console.example.cn/api/files/7?expires=1&signature=s"',
    );
    await expect(sender.send([outbound(card, 3)], now)).rejects.toBeInstanceOf(GatewayUnavailable);
  });
});
