import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GatewayUnavailable, type RevokedMessage } from '../gateway.ts';
import { cmAuthorization, cmDeliveryInfos, cmDeliveryNotification, cmSender } from './cmcc.ts';
import { ctcuSender } from './ctcu.ts';
import { cmRevokeRequest, ctcuRevokeRequest } from './revoke.ts';
import { carrierMessageId, receiptOf } from './wire.ts';
import { childText, parseXml } from './xml.ts';

/** A spec sample (fixtures/README.md). */
const sample = (name: string) =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;

const chatbotUri = 'sip:106500@botplatform.rcs.domain.cn';
const serverRoot = 'https://example.com/exampleAPI';
const now = new Date('2026-11-27T08:00:00Z');
const revoked = (seq: number, mobile = '17928222350'): RevokedMessage => ({
  messageId: `42:${seq}`,
  mobile,
  carrier: 'ctcc',
  chatbotUri,
  submittedAt: now,
});

type Call = { url: string; headers: Headers; body: string };
/** A platform answering each request with the next of `answers` (the last repeats). */
function platform(answers: (number | Record<string, unknown> | string)[]) {
  const calls: Call[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({
      url: String(input),
      headers: new Headers(init?.headers),
      body: String(init?.body),
    });
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    if (typeof answer === 'number') return new Response('', { status: answer });
    return typeof answer === 'string' ? new Response(answer) : Response.json(answer);
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

describe('the §10 request (中国电信, 中国联通)', () => {
  it('is the spec’s single revoke (10.4.1), our message id in it', () => {
    expect({
      ...ctcuRevokeRequest(revoked(1)),
      messageId: 'cb1188a3-37ec-1037-9054-2dc66e44375b',
    }).toEqual(sample('ctcu-10.4.1-revoke-request'));
    expect(ctcuRevokeRequest(revoked(1)).messageId).toBe(carrierMessageId('42:1'));
  });

  it('goes one recipient a request, as 10.4.2’s several are not open yet', async () => {
    const several = sample('ctcu-10.4.2-revoke-several-request') as {
      destinationAddress: string[];
    };
    const fake = platform([
      { accessToken: 'token', expires: 7200, errorCode: 0 },
      sample('ctcu-10.4.3-revoke-response'),
    ]);
    const sender = ctcuSender(
      { url: serverRoot, appId: 'app', appKey: 'key' },
      {
        chatbotUri: async () => chatbotUri,
        readMedia: async () => ({}) as never,
        fetch: fake.fetch,
      },
    );
    const messages = several.destinationAddress.map((tel, i) => revoked(i + 1, tel.slice(7)));
    await sender.revoke(messages, now);
    const requests = fake.calls.slice(1);
    expect(requests.map((c) => new URL(c.url).pathname)).toEqual(
      Array(3).fill('/exampleAPI/bot/v1/sip%3A106500%40botplatform.rcs.domain.cn/revoke'),
    );
    expect(requests.map((c) => c.headers.get('authorization'))).toEqual(
      Array(3).fill('accessToken token'),
    );
    expect(requests.map((c) => JSON.parse(c.body))).toEqual(
      several.destinationAddress.map((tel, i) => ({
        messageId: carrierMessageId(`42:${i + 1}`),
        status: 'RevokeRequested',
        destinationAddress: [tel],
      })),
    );
  });

  it('throws GatewayUnavailable when a retry may help; a refused revoke lets the message run its course', async () => {
    const token = { accessToken: 'token', expires: 7200, errorCode: 0 };
    for (const answer of [503, { errorCode: -1 }, { errorCode: 45001 }]) {
      const fake = platform([token, answer]);
      const sender = ctcuSender(
        { url: serverRoot, appId: 'app', appKey: 'key' },
        {
          chatbotUri: async () => chatbotUri,
          readMedia: async () => ({}) as never,
          fetch: fake.fetch,
        },
      );
      await expect(sender.revoke([revoked(1)], now)).rejects.toBeInstanceOf(GatewayUnavailable);
    }
    const fake = platform([token, { errorCode: 20002, errorMessage: '参数异常' }]);
    const sender = ctcuSender(
      { url: serverRoot, appId: 'app', appKey: 'key' },
      {
        chatbotUri: async () => chatbotUri,
        readMedia: async () => ({}) as never,
        fetch: fake.fetch,
      },
    );
    await expect(sender.revoke([revoked(1)], now)).resolves.toBeUndefined();
  });

  it('reads the §12 revoke outcomes: revokeOk fails the message as revoked, revokeFail says nothing', () => {
    const report = {
      messageId: carrierMessageId('42:1'),
      dateTime: '2020-01-17T14:42:20.840+08:00',
      destinationAddress: chatbotUri,
      senderAddress: 'tel:+8617928222350',
    };
    expect(receiptOf({ ...report, status: 'revokeOk' })).toEqual({
      messageId: '42:1',
      state: 'failed',
      cause: 'revoked',
    });
    expect(receiptOf({ ...report, status: 'revokeFail' })).toBeNull();
  });
});

describe('中国移动’s revoke', () => {
  it('updates the message’s status resource to RevokeRequested, signed', async () => {
    const fake = platform(['']);
    const sender = cmSender(
      { url: serverRoot, appId: 'app', appKey: 'key' },
      {
        chatbotUri: async () => chatbotUri,
        readMedia: async () => ({}) as never,
        publicUrl: (url) => url,
        fetch: fake.fetch,
      },
    );
    await sender.revoke([revoked(1)], now);
    const [call] = fake.calls;
    expect(new URL(call!.url).pathname).toBe(
      `/exampleAPI/messaging/v1/outbound/sip%3A106500%40botplatform.rcs.domain.cn/requests/${carrierMessageId('42:1')}/status`,
    );
    expect(call!.headers.get('authorization')).toBe(
      cmAuthorization({ appId: 'app', appKey: 'key' }, now.toUTCString()),
    );
    const root = parseXml(call!.body);
    expect(root.name).toBe('msg:messageStatusReport');
    expect([childText(root, 'address'), childText(root, 'status')]).toEqual([
      'tel:+8617928222350',
      'RevokeRequested',
    ]);
    expect(call!.body).toBe(cmRevokeRequest(revoked(1)));
  });

  it('retries a refused signature; any other refusal lets the message run its course', async () => {
    const context = {
      chatbotUri: async () => chatbotUri,
      readMedia: async () => ({}) as never,
      publicUrl: (url: string) => url,
    };
    const refusing = (status: number) =>
      cmSender(
        { url: serverRoot, appId: 'app', appKey: 'key' },
        { ...context, fetch: platform([status]).fetch },
      );
    await expect(refusing(401).revoke([revoked(1)], now)).rejects.toBeInstanceOf(
      GatewayUnavailable,
    );
    await expect(refusing(503).revoke([revoked(1)], now)).rejects.toBeInstanceOf(
      GatewayUnavailable,
    );
    await expect(refusing(404).revoke([revoked(1)], now)).resolves.toBeUndefined();
  });

  it('reads its Revoked and RevokeFailed reports as §12’s revokeOk and revokeFail', () => {
    const infos = (['Revoked', 'RevokeFailed'] as const).map(
      (deliveryStatus) =>
        cmDeliveryInfos(
          cmDeliveryNotification({
            address: 'tel:+8617928222350',
            messageId: carrierMessageId('42:1'),
            deliveryStatus,
            timeStamp: now.toISOString(),
          }),
          chatbotUri,
        )[0]!,
    );
    expect(infos.map((i) => i.status)).toEqual(['revokeOk', 'revokeFail']);
    expect(infos.map(receiptOf)).toEqual([
      { messageId: '42:1', state: 'failed', cause: 'revoked' },
      null,
    ]);
  });
});
