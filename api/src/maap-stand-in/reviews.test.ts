import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { standInAccount as account, standInWithCallbacks } from '../../test/stand-in-callbacks.ts';
import type { ChatbotSubmission, MaterialSubmission } from '../messaging/maap/sender.ts';
import { ctcuSender } from '../messaging/maap/ctcu.ts';
import { simulatedChatbotUri } from '../messaging/simulator.ts';

let standIn: Awaited<ReturnType<typeof standInWithCallbacks>>;
let origin: string;
/** §13.3 results the callback received, signed, with the carrier and chatbot id of their path. */
const reviews: { carrier: string; chatbot: string; result: Record<string, string> }[] = [];
/** §13.1 notices the callback received, signed: the carrier, chatbot id, content type and body. */
const notices: { carrier: string; chatbot: string; type?: string; body: string }[] = [];

beforeAll(async () => {
  standIn = await standInWithCallbacks({ delayMs: 20 }, ({ url, headers, body, signed }) => {
    if (!signed) return;
    const [, carrier, chatbot] =
      /\/maap\/(\w+)\/notifyInfoNotification\/([^/]+)\/check$/.exec(url) ?? [];
    const [, noticeCarrier, noticed] =
      /\/maap\/(\w+)\/notifyInfoNotification\/([^/]+)\/notice\/informationChange$/.exec(url) ?? [];
    if (noticeCarrier) {
      notices.push({
        carrier: noticeCarrier,
        chatbot: decodeURIComponent(noticed!),
        type: headers['content-type'],
        body,
      });
    }
    if (carrier) {
      reviews.push({
        carrier,
        chatbot: decodeURIComponent(chatbot!),
        result: JSON.parse(body) as Record<string, string>,
      });
    }
  });
  origin = standIn.origin;
});
afterAll(() => standIn.close());

/** How long to wait for the stand-in's callbacks. */
const calledBack = { timeout: 4000, interval: 20 };

const registration = (
  carrier: 'ctcc' | 'cucc',
  name: string,
  chatbotUri: string | null = null,
): ChatbotSubmission => ({
  subject: 'chatbot',
  subjectId: '91',
  carrier,
  chatbotUri,
  chatbot: {
    name,
    logo: { url: '/api/files/3?expires=1&signature=s', contentType: 'image/png', size: 68 },
    description: '示范服务号，用于政务通知',
    industry: 'government',
    servicePhone: '010-12345678',
    email: 'service@example.cn',
    address: '北京市东城区示范路1号',
  },
});

const senderAt = (segment: 'ct' | 'cu') =>
  ctcuSender(
    { url: `${origin}/${segment}`, ...account },
    {
      chatbotUri: async () => {
        throw new Error('not sending');
      },
      readMedia: async () => ({
        bytes: new Uint8Array(68).fill(1),
        contentType: 'image/png',
        fileName: '3.png',
      }),
    },
  );

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { errorCode: number; chatbotId?: string; accessToken?: string };
}

describe('chatbot registration at the MaaP stand-in', () => {
  it('issues a chatbot id, the same one again, and posts the review result by the simulator’s rule', async () => {
    const ct = senderAt('ct');
    const telecom = await ct.submitChatbot!(registration('ctcc', '测试服务号'), new Date());
    expect(telecom.ticket).toBe(simulatedChatbotUri('chatbot:91:ctcc', 'ctcc'));
    expect(await ct.submitChatbot!(registration('ctcc', '测试服务号'), new Date())).toEqual(
      telecom,
    );
    const unicom = await senderAt('cu').submitChatbot!(
      registration('cucc', '测试服务号'),
      new Date(),
    );
    expect(unicom.ticket).toMatch(/^sip:1065\d{8}@botplatform\.rcs\.chinaunicom\.cn$/);
    // 中国电信 refuses a name containing 测试, as the built-in simulator does; each submission of
    // the information is reviewed.
    const arrived = await vi.waitUntil(() => reviews.length >= 3 && reviews, calledBack);
    expect(
      arrived
        .map((r) => [r.carrier, r.chatbot, r.result.type, r.result.result, r.result.description])
        .toSorted(),
    ).toEqual([
      ['ct', telecom.ticket, 'chatbotInformation', 'fail', '服务号名称不得含"测试"字样'],
      ['ct', telecom.ticket, 'chatbotInformation', 'fail', '服务号名称不得含"测试"字样'],
      ['cu', unicom.ticket, 'chatbotInformation', 'pass', undefined],
    ]);
    expect(arrived.map((r) => r.result.remark)).toContain(`chatbotId: ${unicom.ticket}`);
    expect(arrived.every((r) => !Number.isNaN(Date.parse(r.result.time!)))).toBe(true);
  });

  it('takes the information for a chatbot id issued elsewhere', async () => {
    const entered = 'sip:106512345678@botplatform.rcs.chinatelecom.cn';
    const before = reviews.length;
    expect(
      await senderAt('ct').submitChatbot!(
        registration('ctcc', '登记号服务号', entered),
        new Date(),
      ),
    ).toEqual({ ticket: entered });
    const [result] = (
      await vi.waitUntil(() => reviews.length > before && reviews, calledBack)
    ).slice(before);
    expect(result).toMatchObject({ chatbot: entered, result: { result: 'pass' } });
  });

  it('refuses a registration without good credentials or its code and name', async () => {
    const good = { ...account, chatbotCode: 'chatbot:92:ctcc', chatbotName: '示范服务号' };
    expect((await post('/ct/bot/v1/chatbots', good)).errorCode).toBe(0);
    expect((await post('/ct/bot/v1/chatbots', { ...good, appId: undefined })).errorCode).toBe(
      41002,
    );
    expect((await post('/ct/bot/v1/chatbots', { ...good, appKey: 'wrong' })).errorCode).toBe(40001);
    expect((await post('/ct/bot/v1/chatbots', { ...good, chatbotCode: '' })).errorCode).toBe(20002);
    expect((await post('/ct/bot/v1/chatbots', { ...good, chatbotName: 7 })).errorCode).toBe(20002);
  });

  it('refuses §7.1.1 information without a token, empty, with unknown, empty or too long fields', async () => {
    const chatbotUri = 'sip:1065000003@botplatform.rcs.chinatelecom.cn';
    const path = `/ct/bot/v1/${encodeURIComponent(chatbotUri)}`;
    const { accessToken } = await post(`${path}/accessToken`, account);
    const update = async (body: unknown, token = `accessToken ${accessToken}`) =>
      (await post(`${path}/update/chatBotInfo/optionals`, body, { authorization: token }))
        .errorCode;
    // The spec's own sample (7.1.1.4).
    const sample = {
      callBackNumber: '12345678912',
      themeColour: '#000000',
      serviceWebsite: 'https://xxx.com',
      emailAddress: 'example@test.com',
      backgroundImage: 'https://xxxx/xx.png',
    };
    expect(await update(sample)).toBe(0);
    expect(await update({ category: ['政务'], longitude: 116.39, latitude: 39.9 })).toBe(0);
    expect(await update(sample, 'accessToken nope')).toBe(40014);
    expect((await post(`${path}/update/chatBotInfo/optionals`, sample)).errorCode).toBe(41001);
    expect(await update({})).toBe(44002);
    expect(await update({ ...sample, nickname: 'x' })).toBe(20002);
    expect(await update({ ...sample, emailAddress: '' })).toBe(20002);
    expect(await update({ serviceDescription: '长'.repeat(501) })).toBe(20002);
    expect(await update({ category: ['政务', '金融'] })).toBe(20002);
    expect(await update({ longitude: '116.39' })).toBe(20002);
  });
});

const material = (
  carrier: 'ctcc' | 'cucc',
  name: string,
  chatbotUri: string,
): MaterialSubmission => ({
  subject: 'material',
  subjectId: '93',
  carrier,
  chatbotUri,
  name,
  file: { url: '/api/files/3?expires=1&signature=s', contentType: 'image/png', size: 68 },
});

describe('material review at the MaaP stand-in', () => {
  it('reviews a permanent file by its name and the simulator’s rule', async () => {
    const chatbotUri = 'sip:1065000004@botplatform.rcs.chinaunicom.cn';
    const refused = await senderAt('cu').submitMaterial!(
      material('cucc', '违规配图', chatbotUri),
      new Date(),
    );
    const passed = await senderAt('ct').submitMaterial!(
      material('ctcc', '违规配图', chatbotUri),
      new Date(),
    );
    expect(refused.ticket).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/cu\/perm\/.+\.png$/);
    expect(decodeURIComponent(refused.ticket)).toContain('违规配图.png');
    const media = () => reviews.filter((r) => r.result.type === 'media');
    const arrived = await vi.waitUntil(() => media().length >= 2 && media(), calledBack);
    expect(
      arrived
        .map((r) => [
          r.carrier,
          r.chatbot,
          r.result.type,
          r.result.result,
          r.result.description,
          r.result.remark,
        ])
        .toSorted(),
    ).toEqual([
      ['ct', chatbotUri, 'media', 'pass', undefined, `url: ${passed.ticket}`],
      ['cu', chatbotUri, 'media', 'fail', '内容含违规信息', `url: ${refused.ticket}`],
    ]);
  });
});

describe('chatbot information at the MaaP stand-in (§7.2)', () => {
  const get = async (path: string, authorization?: string) => {
    const res = await fetch(`${origin}${path}/find/chatBotInfo`, {
      headers: { accept: 'application/json', ...(authorization && { authorization }) },
    });
    return (await res.json()) as Record<string, unknown>;
  };
  const noticeTo = (chatbotId: string) =>
    vi.waitUntil(() => notices.find((n) => n.chatbot === chatbotId), calledBack);
  const operate = async (carrier: string, chatbotId: string, status: number) =>
    (
      await post(`/${carrier}/operator/chatbots/${encodeURIComponent(chatbotId)}/status`, {
        status,
      })
    ).errorCode;

  it('answers every field of the spec’s sample, with the status its operators set, and notifies', async () => {
    const { chatbotId } = await post('/cu/bot/v1/chatbots', {
      ...account,
      chatbotCode: 'chatbot:95:cucc',
      chatbotName: '示范服务号',
    });
    const path = `/cu/bot/v1/${encodeURIComponent(chatbotId!)}`;
    const { accessToken } = await post(`${path}/accessToken`, account);
    const authorization = `accessToken ${accessToken}`;
    const [, accessNo, domain] = /^sip:(\d+)@(.+)$/.exec(chatbotId!)!;
    const spec = JSON.parse(
      readFileSync(
        new URL(
          '../messaging/maap/fixtures/ctcu-7.2.4-chatbot-info-response.json',
          import.meta.url,
        ),
        'utf8',
      ),
    ) as Record<string, unknown>;
    const first = await get(path, authorization);
    expect(Object.keys(first).toSorted()).toEqual(Object.keys(spec).toSorted());
    expect(first).toMatchObject({ accessNo, domain, serviceName: '示范服务号', status: 0 });
    // The §7.1.1 information approved is part of it.
    expect(
      (
        await post(
          `${path}/update/chatBotInfo/optionals`,
          { themeColour: '#1677ff' },
          {
            authorization,
          },
        )
      ).errorCode,
    ).toBe(0);
    expect(await get(path, authorization)).toMatchObject({ themeColour: '#1677ff', status: 0 });

    expect(await operate('cu', chatbotId!, 2)).toBe(0);
    expect(await get(path, authorization)).toMatchObject({ status: 2 });
    const sent = await noticeTo(chatbotId!);
    // The spec's notice: no body.
    expect(sent).toEqual({ carrier: 'cu', chatbot: chatbotId, type: undefined, body: '' });
  });

  it('refuses a request without a good token, and a chatbot it does not know', async () => {
    const issued = await post('/ct/bot/v1/chatbots', {
      ...account,
      chatbotCode: 'chatbot:96:ctcc',
      chatbotName: '示范服务号',
    });
    const path = `/ct/bot/v1/${encodeURIComponent(issued.chatbotId!)}`;
    const { accessToken } = await post(`${path}/accessToken`, account);
    expect((await get(path)).errorCode).toBe(41001);
    expect((await get(path, 'accessToken nope')).errorCode).toBe(40014);
    expect((await get(path, `accessToken ${accessToken}`)).status).toBe(0);
    const unknown = `/ct/bot/v1/${encodeURIComponent('sip:1065999999@botplatform.rcs.chinatelecom.cn')}`;
    const other = await post(`${unknown}/accessToken`, account);
    expect((await get(unknown, `accessToken ${other.accessToken}`)).errorCode).toBe(20002);
    // Known once its operators give it a status.
    expect(await operate('ct', 'sip:1065999999@botplatform.rcs.chinatelecom.cn', 1)).toBe(0);
    expect(await get(unknown, `accessToken ${other.accessToken}`)).toMatchObject({ status: 1 });
  });

  it('notifies 中国移动’s change with the status in its body, as before', async () => {
    const chatbotId = 'sip:1065000004@botplatform.rcs.chinamobile.com';
    expect(await operate('cm', chatbotId, 2)).toBe(0);
    const sent = await noticeTo(chatbotId);
    expect(sent).toEqual({
      carrier: 'cm',
      chatbot: chatbotId,
      type: 'application/json',
      body: '{"status":2}',
    });
  });
});
