import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { templateContent } from '../../contract/schemas/messaging.ts';
import { GatewayUnavailable, type OutboundMessage } from '../gateway.ts';
import { toGsmaMessage } from '../gsma.ts';
import { ctcuSender } from './ctcu.ts';
import { materialAnswerOf } from './material-review.ts';
import type { MaterialSubmission } from './sender.ts';

/** A spec sample (fixtures/README.md). */
const sample = (name: string) =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;

const chatbotUri = 'sip:106500@botplatform.rcs.domain.cn';
const serverRoot = 'https://example.com/exampleAPI';
const base = `/exampleAPI/bot/v1/${chatbotUri}`;
const now = new Date('2026-11-27T08:00:00Z');
const ourUrl = '/api/files/7?expires=1&signature=s';
const permanentUrl =
  'http://124.127.121.100/temp/src/2020062217asdfkjaoskd/836ee/view/37,3c3504f6e4cc6c5274f0.jpg';

const material = (uri: string | null): MaterialSubmission => ({
  subject: 'material',
  subjectId: '8',
  carrier: 'ctcc',
  chatbotUri: uri,
  name: '政务配图',
  file: { url: ourUrl, contentType: 'image/jpeg', size: 3 },
});

type Call = { path: string; headers: Headers; body: unknown };
/** A MaaP answering each path with its answer, recording every call. */
function maap(answers: Record<string, Record<string, unknown>>) {
  const calls: Call[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const path = decodeURIComponent(new URL(String(input)).pathname);
    const body =
      init?.body instanceof FormData ? init.body : (JSON.parse(String(init?.body)) as unknown);
    calls.push({ path, headers: new Headers(init?.headers), body });
    const answer = answers[path];
    return answer ? Response.json(answer) : new Response('not found', { status: 404 });
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}
const answers = {
  [`${base}/accessToken`]: { ...sample('ctcu-6.1.4-token-response'), url: serverRoot },
  [`${base}/medias/upload`]: sample('ctcu-8.1.4-upload-response'),
  [`${base}/messages`]: sample('ctcu-9.4.9-send-response'),
};

const sender = (fake: ReturnType<typeof maap>, kept: string | null = null) =>
  ctcuSender(
    { url: serverRoot, appId: 'xxxxxxxx', appKey: 'xxxxxxx' },
    {
      chatbotUri: async () => chatbotUri,
      readMedia: async () => ({
        bytes: new Uint8Array([0xff, 0xd8, 0xff]),
        contentType: 'image/jpeg',
        fileName: '7.jpg',
      }),
      carrierMediaUrl: async (url) => (url === ourUrl ? kept : null),
      fetch: fake.fetch,
    },
  );

describe('a material’s review through 中国电信 and 中国联通’s interface', () => {
  it('uploads it as a permanent file under its name (8.1); the ticket is the URL returned', async () => {
    const fake = maap(answers);
    expect(await sender(fake).submitMaterial!(material(chatbotUri), now)).toEqual({
      ticket: permanentUrl,
    });
    const upload = fake.calls.find((c) => c.path === `${base}/medias/upload`)!;
    expect(upload.headers.get('uploadMode')).toBe('perm');
    expect(upload.headers.get('authorization')).toBe('accessToken xxxxxxxx');
    const file = (upload.body as FormData).get('file') as File;
    expect([file.name, file.type, file.size]).toEqual(['政务配图.jpg', 'image/jpeg', 3]);
  });

  it('waits for one of the company’s service accounts to be registered there', async () => {
    const fake = maap(answers);
    await expect(sender(fake).submitMaterial!(material(null), now)).rejects.toThrow(
      new GatewayUnavailable('企业尚无在该运营商登记的服务号'),
    );
    expect(fake.calls).toEqual([]);
  });

  it('sends a message with the permanent URL of a material the carrier approved, uploading nothing', async () => {
    const card: OutboundMessage = {
      messageId: '42:1',
      mobile: '17928222350',
      carrier: 'ctcc',
      chatbotName: '示范服务号',
      chatbotUri,
      message: toGsmaMessage(
        templateContent.parse({
          kind: 'card',
          card: { mediaId: '7', title: '标题', description: '描述' },
          fallbackSms: '短信',
        }),
        new Map([['7', { url: ourUrl, contentType: 'image/jpeg', size: 3 }]]),
      ),
    };
    const kept = 'https://maap.example.cn/perm/7/政务配图.jpg';
    const fake = maap(answers);
    expect(await sender(fake, kept).send([card], now)).toEqual([]);
    expect(fake.calls.map((c) => c.path)).toEqual([`${base}/accessToken`, `${base}/messages`]);
    expect(JSON.stringify(fake.calls[1]!.body)).toContain(`"mediaUrl":"${kept}"`);
  });
});

describe('a §13.3 media result', () => {
  it('answers the review whose ticket is the URL of its remark (13.3.4.2)', () => {
    const result = sample('ctcu-13.3.4.2-media-check') as Parameters<typeof materialAnswerOf>[0];
    const url =
      'http://124.127.121.100/temp/src/2020062217asdfkjaoskd/836ee/view/37,3c3504f6e4cc6c5274f0.mp4';
    expect(materialAnswerOf(result)).toEqual({
      ticket: url,
      approved: false,
      reason: '文件不符合规则',
    });
    expect(materialAnswerOf({ ...result, result: 'pass' })).toEqual({
      ticket: url,
      approved: true,
      reason: null,
    });
    expect(materialAnswerOf({ ...result, type: 'chatbotInformation' })).toBeNull();
  });
});
