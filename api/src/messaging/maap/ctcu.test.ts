import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { templateContent } from '../../contract/schemas/messaging.ts';
import { GatewayUnavailable, type OutboundMessage } from '../gateway.ts';
import { toGsmaMessage } from '../gsma.ts';
import { ctcuMessageRequest, ctcuSender } from './ctcu.ts';
import { carrierMessageId, receiptOf, type DeliveryInfo } from './wire.ts';

/** A spec sample (fixtures/README.md). */
const sample = (name: string) =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;

const chatbotUri = 'sip:106500@botplatform.rcs.domain.cn';
const serverRoot = 'https://example.com/exampleAPI';
const chatbotPath = '/exampleAPI/bot/v1/sip%3A106500%40botplatform.rcs.domain.cn';
const now = new Date('2026-11-27T08:00:00Z');

const outbound = (content: unknown, seq = 1, mobile = '17928222350'): OutboundMessage => ({
  messageId: `42:${seq}`,
  mobile,
  carrier: 'ctcc',
  chatbotName: '示范服务号',
  chatbotUri,
  message: toGsmaMessage(
    templateContent.parse(content),
    new Map([
      [
        '7',
        {
          url: '/api/files/7?expires=1&signature=s',
          contentType: 'image/jpeg',
          size: 22347,
        },
      ],
    ]),
  ),
});
const text = { kind: 'text', text: 'hello world', fallbackSms: 'hello world!' };
const card = {
  kind: 'card',
  card: { mediaId: '7', title: '标题', description: '描述' },
  fallbackSms: '短信',
};

type Call = { method: string; path: string; url: string; headers: Headers; body: unknown };
/** A MaaP answering each path from `answers` (the last answer repeats), recording every call. */
type Answer = Record<string, unknown> | number | ((call: Call) => Record<string, unknown>);
function maap(answers: Record<string, Answer[]>) {
  const calls: Call[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const path = url.pathname.replace(chatbotPath, '');
    const body =
      init?.body instanceof FormData
        ? init.body
        : init?.body
          ? JSON.parse(String(init.body))
          : null;
    calls.push({
      method: init?.method ?? 'GET',
      path,
      url: url.pathname,
      headers: new Headers(init?.headers),
      body,
    });
    const queue = answers[path];
    if (!queue) return new Response('not found', { status: 404 });
    const answer = queue.length > 1 ? queue.shift()! : queue[0]!;
    if (typeof answer === 'number') return new Response('busy', { status: answer });
    return Response.json(typeof answer === 'function' ? answer(calls.at(-1)!) : answer);
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

const token = sample('ctcu-6.1.4-token-response');
const sent = sample('ctcu-9.4.9-send-response');
/** A token answer naming the server to use next (the same root here). */
const tokenHere = { ...token, url: serverRoot };

function sender(fake: ReturnType<typeof maap>) {
  return ctcuSender(
    { url: serverRoot, appId: 'xxxxxxxx', appKey: 'xxxxxxx' },
    {
      chatbotUri: async () => chatbotUri,
      readMedia: async () => ({
        bytes: new Uint8Array([0xff, 0xd8, 0xff]),
        contentType: 'image/jpeg',
        fileName: 'AA.jpg',
      }),
      fetch: fake.fetch,
    },
  );
}

describe('the §9 request', () => {
  it('is the spec’s text message with fallback (9.4.1), ids and offline storage aside', () => {
    const ours = ctcuMessageRequest(outbound(text), chatbotUri);
    const { reportRequest, ...rest } = ours;
    expect(reportRequest).toEqual([
      'sent',
      'failed',
      'delivered',
      'displayed',
      'deliveredToNetwork',
    ]);
    expect({
      ...rest,
      messageId: 'cb1188a3-37ec-1037-9054-2dc66e44375b',
      conversationId: 'XSFDSFDFSAFDSAS^%',
      contributionId: 'SFF$#REGFY7&^%THT',
      storeSupported: false,
    }).toEqual(sample('ctcu-9.4.1-text-fallback-request'));
  });

  it('carries the chips as their own botsuggestion part, as 9.4.2 does', () => {
    const spec = sample('ctcu-9.4.2-text-chips-request') as {
      messageList: { contentType: string; contentText: { suggestions: unknown[] } }[];
    };
    const ours = ctcuMessageRequest(
      outbound({ ...text, suggestions: [{ type: 'reply', label: 'Yes' }] }),
      chatbotUri,
    );
    expect(ours.messageList.map((p) => p.contentType)).toEqual(
      spec.messageList.map((p) => p.contentType),
    );
    expect(ours.messageList[1]!.contentText).toEqual({
      suggestions: [{ reply: { displayText: 'Yes', postback: { data: 'chip=1' } } }],
    });
    expect(Object.keys(ours).sort()).toEqual(
      [...Object.keys(spec), 'contentEncoding', 'smsContent', 'reportRequest']
        .filter((k) => k !== 'contentEncoding')
        .sort(),
    );
  });

  it('keeps ids stable, so a retried message is the same message', () => {
    const a = ctcuMessageRequest(outbound(text, 9), chatbotUri);
    const b = ctcuMessageRequest(outbound(text, 9), chatbotUri);
    expect([a.messageId, a.contributionId, a.conversationId]).toEqual([
      b.messageId,
      b.contributionId,
      b.conversationId,
    ]);
    expect(a.messageId).toBe(carrierMessageId('42:9'));
  });
});

describe('ctcuSender', () => {
  it('fetches a token (6.1), uploads the media (8.1) and sends with the URL returned (9)', async () => {
    // The spec's own token answer, whose url ("xxxxxx") is no server: the configured one stays.
    const fake = maap({
      '/accessToken': [token],
      '/medias/upload': [sample('ctcu-8.1.4-upload-response')],
      '/messages': [sent],
    });
    expect(await sender(fake).send([outbound(card, 1), outbound(card, 2)], now)).toEqual([]);
    expect(fake.calls.map((c) => c.path)).toEqual([
      '/accessToken',
      '/medias/upload',
      '/messages',
      '/messages',
    ]);
    expect(fake.calls[0]!.body).toEqual(sample('ctcu-6.1.4-token-request'));
    const upload = fake.calls[1]!;
    expect(upload.headers.get('authorization')).toBe('accessToken xxxxxxxx');
    expect(upload.headers.get('uploadMode')).toBe('temp');
    expect((upload.body as FormData).get('file')).toBeInstanceOf(Blob);
    const message = fake.calls[2]!.body as {
      messageList: { contentText: { message: { generalPurposeCard: { content: unknown } } } }[];
    };
    expect(message.messageList[0]!.contentText.message.generalPurposeCard.content).toMatchObject({
      media: {
        mediaUrl:
          'http://124.127.121.100/temp/src/2020062217asdfkjaoskd/836ee/view/37,3c3504f6e4cc6c5274f0.jpg',
      },
    });
    expect(fake.calls[2]!.headers.get('date')).toBe(now.toUTCString());
  });

  it('renews the token when it expires and when the platform says it is no longer good', async () => {
    const fake = maap({
      '/accessToken': [tokenHere],
      '/messages': [sent, { errorCode: 42001, errorMessage: 'accessToken 超时' }, sent],
    });
    const carrier = sender(fake);
    await carrier.send([outbound(text, 1)], now);
    await carrier.send([outbound(text, 2)], now);
    await carrier.send([outbound(text, 3)], new Date(now.getTime() + 7200_000));
    expect(fake.calls.map((c) => c.path)).toEqual([
      '/accessToken',
      '/messages',
      '/messages',
      '/accessToken',
      '/messages',
      '/accessToken',
      '/messages',
    ]);
  });

  it('renews a refused token once, however many messages in flight saw it refused', async () => {
    const fake = maap({
      '/accessToken': [tokenHere, { ...tokenHere, accessToken: 'renewed' }],
      '/messages': [
        (call) =>
          call.headers.get('authorization') === 'accessToken renewed' ? sent : { errorCode: 40014 },
      ],
    });
    const batch = Array.from({ length: 20 }, (_, i) => outbound(text, i + 1));
    expect(await sender(fake).send(batch, now)).toEqual([]);
    expect(fake.calls.filter((c) => c.path === '/accessToken')).toHaveLength(2);
  });

  it('throws GatewayUnavailable on 5xx, busy and flow control; the retry skips what was accepted', async () => {
    for (const answer of [503, { errorCode: -1 }, { errorCode: 30003 }, { errorCode: 45001 }]) {
      const fake = maap({ '/accessToken': [tokenHere], '/messages': [sent, answer, sent] });
      const carrier = sender(fake);
      const batch = [outbound(text, 1), outbound(text, 2)];
      await expect(carrier.send(batch, now)).rejects.toBeInstanceOf(GatewayUnavailable);
      await carrier.send(batch, now);
      const sentIds = fake.calls
        .filter((c) => c.path === '/messages')
        .map((c) => (c.body as { messageId: string }).messageId);
      expect(sentIds).toEqual([
        carrierMessageId('42:1'),
        carrierMessageId('42:2'),
        carrierMessageId('42:2'),
      ]);
    }
  });

  it('refuses on a token error (6.1.4) as a transient failure', async () => {
    const fake = maap({ '/accessToken': [sample('ctcu-6.1.4-token-error')] });
    await expect(sender(fake).send([outbound(text)], now)).rejects.toBeInstanceOf(
      GatewayUnavailable,
    );
  });

  it('turns a refusal of one message into its failure, with our cause (§15.1)', async () => {
    const fake = maap({
      '/accessToken': [tokenHere],
      '/messages': [{ errorCode: 46001 }, { errorCode: 70001 }, { errorCode: 40008 }],
    });
    expect(
      await sender(fake).send([outbound(text, 1), outbound(text, 2), outbound(text, 3)], now),
    ).toEqual([
      { messageId: '42:1', state: 'failed', cause: 'vacant' },
      { messageId: '42:2', state: 'failed', cause: 'rejectedContent' },
      { messageId: '42:3', state: 'failed', cause: 'carrierFault' },
    ]);
  });
});

describe('the chatbot information query (§7.2)', () => {
  it('is the spec’s request (7.2.4), and reads the status of its answer', async () => {
    const fake = maap({
      '/accessToken': [token],
      '/find/chatBotInfo': [sample('ctcu-7.2.4-chatbot-info-response')],
    });
    expect(await sender(fake).chatbotInfo!(chatbotUri, now)).toEqual({ status: 2 });
    const query = fake.calls[1]!;
    expect([query.method, query.url, query.body]).toEqual([
      'GET',
      '/exampleAPI/bot/v1/sip%3A106500%40botplatform.rcs.domain.cn/find/chatBotInfo',
      null,
    ]);
    expect(Object.fromEntries(query.headers)).toEqual({
      authorization: 'accessToken xxxxxxxx',
      date: now.toUTCString(),
      accept: 'application/json',
    });
  });

  it('answers null for a refusal, and throws GatewayUnavailable when a retry may help', async () => {
    const refused = maap({
      '/accessToken': [tokenHere],
      '/find/chatBotInfo': [{ errorCode: 20002, errorMessage: '参数异常' }],
    });
    expect(await sender(refused).chatbotInfo!(chatbotUri, now)).toBeNull();
    for (const answer of [503, { errorCode: -1 }, {}]) {
      const busy = maap({ '/accessToken': [tokenHere], '/find/chatBotInfo': [answer] });
      await expect(sender(busy).chatbotInfo!(chatbotUri, now)).rejects.toBeInstanceOf(
        GatewayUnavailable,
      );
    }
  });
});

describe('receiptOf (§12 status reports)', () => {
  it('reads the spec’s sample, our message ids in it', () => {
    const { deliveryInfoList } = sample('ctcu-12.4-status-request') as {
      deliveryInfoList: DeliveryInfo[];
    };
    const ours = deliveryInfoList.map((info, i) => ({
      ...info,
      messageId: carrierMessageId(`42:${i + 1}`),
    }));
    expect(ours.map(receiptOf)).toEqual([
      { messageId: '42:1', state: 'delivered5g', cause: null },
      { messageId: '42:2', state: 'delivered5g', cause: null },
      { messageId: '42:3', state: 'failed', cause: 'vacant' },
    ]);
    expect(receiptOf(deliveryInfoList[0]!)).toBeNull();
    const report = { ...ours[0]!, messageId: carrierMessageId('42:1') };
    expect(
      ['deliveredToNetwork', 'displayed', 'sent'].map((status) => receiptOf({ ...report, status })),
    ).toEqual([
      { messageId: '42:1', state: 'deliveredSms', cause: null },
      { messageId: '42:1', state: 'read', cause: null },
      null,
    ]);
  });
});
