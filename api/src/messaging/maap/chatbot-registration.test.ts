import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chatbotInformationProblem } from '../../maap-stand-in/chatbots.ts';
import { GatewayUnavailable } from '../gateway.ts';
import { chatbotInformation, registrationAnswerOf } from './chatbot-registration.ts';
import { ctcuSender } from './ctcu.ts';
import type { ChatbotSubmission } from './sender.ts';

/** A spec sample (fixtures/README.md). */
const sample = (name: string) =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;

const chatbotUri = 'sip:106500@botplatform.rcs.domain.cn';
const serverRoot = 'https://example.com/exampleAPI';
const now = new Date('2026-11-27T08:00:00Z');

const registration = (entered: string | null): ChatbotSubmission => ({
  subject: 'chatbot',
  subjectId: '91',
  carrier: 'ctcc',
  chatbotUri: entered,
  chatbot: {
    name: '示范服务号',
    logo: { url: '/api/files/3?expires=1&signature=s', contentType: 'image/png', size: 68 },
    description: '示范服务号，用于政务通知',
    industry: 'government',
    servicePhone: '010-12345678',
    email: 'service@example.cn',
    address: '北京市东城区示范路1号',
  },
});

type Call = { path: string; headers: Headers; body: Record<string, unknown> };
/** A MaaP answering each path from `answers` (the last answer repeats), recording every call. */
function maap(answers: Record<string, Record<string, unknown>[]>) {
  const calls: Call[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const path = decodeURIComponent(new URL(String(input)).pathname);
    calls.push({
      path,
      headers: new Headers(init?.headers),
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
    });
    const queue = answers[path];
    if (!queue) return new Response('not found', { status: 404 });
    return Response.json(queue.length > 1 ? queue.shift()! : queue[0]!);
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

const base = `/exampleAPI/bot/v1/${chatbotUri}`;
const tokenAnswer = { ...sample('ctcu-6.1.4-token-response'), url: serverRoot };
const registrar = (fake: ReturnType<typeof maap>) =>
  ctcuSender(
    { url: serverRoot, appId: 'xxxxxxxx', appKey: 'xxxxxxx' },
    {
      chatbotUri: async () => chatbotUri,
      readMedia: async () => {
        throw new Error('no media in a registration');
      },
      fetch: fake.fetch,
    },
  );

describe('a registration through 中国电信 and 中国联通’s interface', () => {
  it('sends the account’s information as §7.1.1 for the chatbot id it has; the ticket is that id', async () => {
    const fake = maap({
      [`${base}/accessToken`]: [tokenAnswer],
      [`${base}/update/chatBotInfo/optionals`]: [sample('ctcu-7.1.1-optionals-response')],
    });
    expect(await registrar(fake).submitChatbot!(registration(chatbotUri), now)).toEqual({
      ticket: chatbotUri,
    });
    expect(fake.calls.map((c) => c.path)).toEqual([
      `${base}/accessToken`,
      `${base}/update/chatBotInfo/optionals`,
    ]);
    const update = fake.calls[1]!;
    expect(update.headers.get('authorization')).toBe('accessToken xxxxxxxx');
    expect(update.headers.get('content-type')).toBe('application/json');
    expect(update.headers.get('date')).toBe(now.toUTCString());
    expect(update.body).toEqual({
      serviceDescription: '示范服务号，用于政务通知',
      category: ['政务'],
      callBackNumber: '010-12345678',
      emailAddress: 'service@example.cn',
      address: '北京市东城区示范路1号',
    });
  });

  it('uses only §7.1.1’s fields, as the spec’s sample does', () => {
    // The stand-in checks a body against §7.1.1's field list; the spec's sample passes it too.
    expect(chatbotInformationProblem(sample('ctcu-7.1.1-optionals-request'))).toBeNull();
    expect(chatbotInformationProblem(chatbotInformation(registration(null).chatbot))).toBeNull();
  });

  it('has the carrier issue a chatbot id first where the account has none', async () => {
    const fake = maap({
      '/exampleAPI/bot/v1/chatbots': [{ chatbotId: chatbotUri, errorCode: 0 }],
      [`${base}/accessToken`]: [tokenAnswer],
      [`${base}/update/chatBotInfo/optionals`]: [sample('ctcu-7.1.1-optionals-response')],
    });
    expect(await registrar(fake).submitChatbot!(registration(null), now)).toEqual({
      ticket: chatbotUri,
    });
    expect(fake.calls[0]!.body).toEqual({
      appId: 'xxxxxxxx',
      appKey: 'xxxxxxx',
      chatbotCode: 'chatbot:91:ctcc',
      chatbotName: '示范服务号',
    });
    expect(fake.calls.map((c) => c.path).slice(1)).toEqual([
      `${base}/accessToken`,
      `${base}/update/chatBotInfo/optionals`,
    ]);
  });

  it('is tried again later when the platform refuses it, with the platform’s code', async () => {
    const refused = maap({
      [`${base}/accessToken`]: [tokenAnswer],
      [`${base}/update/chatBotInfo/optionals`]: [
        { errorCode: 40011, errorMessage: 'Chatbot 信息更新失败' },
      ],
    });
    const error = await registrar(refused).submitChatbot!(registration(chatbotUri), now).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(GatewayUnavailable);
    expect((error as Error).message).toBe('服务号信息提交失败（40011：Chatbot 信息更新失败）');
    const unissued = maap({ '/exampleAPI/bot/v1/chatbots': [{ errorCode: 20002 }] });
    await expect(registrar(unissued).submitChatbot!(registration(null), now)).rejects.toThrow(
      '服务号登记失败（20002）',
    );
  });
});

describe('a §13.3 chatbotInformation result', () => {
  it('answers the registration whose ticket is the chatbot id of its remark (13.3.4.1)', () => {
    const result = sample('ctcu-13.3.4.1-chatbot-check') as Parameters<
      typeof registrationAnswerOf
    >[0];
    expect(registrationAnswerOf(result)).toEqual({
      ticket: chatbotUri,
      approved: false,
      reason: 'not match rules',
    });
    expect(registrationAnswerOf({ ...result, result: 'pass' })).toEqual({
      ticket: chatbotUri,
      approved: true,
      reason: null,
      chatbotUri,
    });
    expect(registrationAnswerOf({ ...result, type: 'media' })).toBeNull();
    expect(registrationAnswerOf({ ...result, remark: undefined })).toBeNull();
  });
});
