import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectedToStandIn } from '../../../test/connected-carriers.ts';
import type { TestApp } from '../../../test/helper.ts';
import type { Chatbot, Material } from '../../contract/schemas/messaging.ts';
import { carrierReviews, chatbots, notices } from '../../db/schema.ts';
import { carrierMaterialUrl } from '../material-files.ts';
import { carrierJobName } from '../service.ts';
import { simulatedChatbotUri } from '../simulator.ts';
import { carrierCallbacksJobName } from './callbacks.ts';
import { callbackSignature } from './wire.ts';

/**
 * Service accounts registered, and materials reviewed, by 中国电信 and 中国联通 through their
 * interface, at the MaaP stand-in over HTTP: the chatbot id issued and the information sent
 * (§7.1.1), the material uploaded as a permanent file (§8.1), each review result coming back to
 * our §13.3 callback; 中国移动 left to the built-in simulator.
 */
let t: TestApp;
let connected: Awaited<ReturnType<typeof connectedToStandIn>>;
let gold: string;
let operator: string;

beforeAll(async () => {
  connected = await connectedToStandIn({ carriers: ['ctcc', 'cucc'], delayMs: 20 });
  t = connected.t;
  [gold, operator] = await t.loginDemo('gold', 'operator');
});
afterAll(() => connected.close());

/** A new service account of the demo company, submitted for the platform's review. */
async function inReview(name: string) {
  const logo = await t.upload<string>('/api/platform/auth/upload', gold, [
    {
      name: 'file',
      filename: 'logo.png',
      type: 'image/png',
      data: await sharp({ create: { width: 64, height: 36, channels: 3, background: '#1a50b8' } })
        .png()
        .toBuffer(),
    },
  ]);
  const saved = await t.call<Chatbot>(
    'chatbotSave',
    {
      name,
      logo: logo.body.data,
      description: '示范服务号，用于政务通知',
      industry: 'government',
      province: '44',
      city: '4401',
      servicePhone: '010-12345678',
      email: 'service@example.cn',
      address: '北京市东城区示范路1号',
    },
    { token: gold },
  );
  const id = saved.body.data.id;
  expect((await t.call('chatbotSubmit', { id }, { token: gold })).body.code).toBe(0);
  return id;
}

async function registering(name: string, carrierChatbotIds?: Record<string, string>) {
  const id = await inReview(name);
  expect(
    (
      await t.call(
        'manageReviewChatbot',
        { id, approve: true, ...(carrierChatbotIds && { carrierChatbotIds }) },
        { token: operator },
      )
    ).body.code,
  ).toBe(0);
  return id;
}

async function reviewsOf(id: string, kind: 'chatbot' | 'material' = 'chatbot') {
  const rows = await t.db
    .select()
    .from(carrierReviews)
    .where(and(eq(carrierReviews.subjectKind, kind), eq(carrierReviews.subjectId, BigInt(id))));
  return Object.fromEntries(rows.map((r) => [r.carrier, r]));
}

/** Runs the carrier work until every carrier holds a ticket (the simulator fails one in five). */
async function submitted(id: string, kind: 'chatbot' | 'material' = 'chatbot') {
  for (let round = 0; round < 4; round++) {
    await t.app.jobs.run(carrierJobName);
    if (Object.values(await reviewsOf(id, kind)).every((r) => r.ticket)) break;
    t.clock.advance(11_000);
  }
  return reviewsOf(id, kind);
}

/** Hands on the review results our callback took, until none is left pending. */
async function answered(id: string, kind: 'chatbot' | 'material' = 'chatbot') {
  await expect
    .poll(
      async () => {
        t.clock.advance(4_000);
        await t.app.jobs.run(carrierCallbacksJobName);
        await t.app.jobs.run(carrierJobName);
        return Object.values(await reviewsOf(id, kind)).map((r) => r.state);
      },
      { timeout: 15_000 },
    )
    .not.toContain('pending');
}

/** POSTs a §13.3 result to our callback as the platform does, signed. */
async function check(segment: 'ct' | 'cu', chatbotUri: string, body: object) {
  const timestamp = '1589101185';
  const nonce = 'a9d1f2c4-0000-4000-8000-000000000002';
  return t.app.inject({
    method: 'POST',
    url: `/api/maap/${segment}/notifyInfoNotification/${encodeURIComponent(chatbotUri)}/check`,
    payload: JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      signature: callbackSignature(connected.credentials.callbackToken, timestamp, nonce),
      timestamp,
      nonce,
    },
  });
}

const carrierIdsOf = async (id: string) =>
  (
    await t.db
      .select()
      .from(chatbots)
      .where(eq(chatbots.id, BigInt(id)))
  )[0]!.carrierChatbotIds;

describe('registration through the carriers’ interface', () => {
  it('keeps the chatbot id each carrier issued, 中国电信 refusing 测试 as the simulator does', async () => {
    const id = await registering('接口测试服务号');
    const submissions = await submitted(id);
    const unicom = simulatedChatbotUri(`chatbot:${id}:cucc`, 'cucc');
    expect(submissions.cucc?.ticket).toBe(unicom);
    expect(submissions.ctcc?.ticket).toBe(simulatedChatbotUri(`chatbot:${id}:ctcc`, 'ctcc'));
    await answered(id);

    const registered = await t.call<Chatbot>('chatbotDetail', { id }, { token: gold });
    expect(registered.body.data.carriers).toEqual([
      expect.objectContaining({ carrierName: '中国移动', state: 'approved' }),
      expect.objectContaining({ carrierName: '中国联通', state: 'approved' }),
      expect.objectContaining({
        carrierName: '中国电信',
        state: 'rejected',
        reason: '服务号名称不得含"测试"字样',
      }),
    ]);
    expect(await carrierIdsOf(id)).toEqual({
      cmcc: simulatedChatbotUri(`sim-chatbot:${id}:cmcc`, 'cmcc'),
      cucc: unicom,
    });
    const done = await t.db.select().from(notices).where(eq(notices.title, '服务号运营商登记完成'));
    expect(done.at(-1)?.content).toContain('中国电信未通过（服务号名称不得含"测试"字样）');

    // The platform repeating its results, or contradicting them later, changes nothing.
    const telecom = submissions.ctcc!.ticket!;
    const result = (outcome: 'pass' | 'fail', chatbotUri: string) => ({
      type: 'chatbotInformation',
      result: outcome,
      time: '2026-11-22T09:30:00.000+08:00',
      ...(outcome === 'fail' && { description: '服务号名称不得含"测试"字样' }),
      remark: `chatbotId: ${chatbotUri}`,
    });
    for (const [segment, body] of [
      ['ct', result('fail', telecom)],
      ['ct', result('fail', telecom)],
      ['ct', result('pass', telecom)],
      ['cu', result('fail', unicom)],
    ] as const) {
      expect((await check(segment, body.remark.slice('chatbotId: '.length), body)).statusCode).toBe(
        204,
      );
    }
    await t.app.jobs.run(carrierCallbacksJobName);
    const after = await reviewsOf(id);
    expect([after.ctcc?.state, after.cucc?.state]).toEqual(['rejected', 'approved']);
    expect(await carrierIdsOf(id)).not.toHaveProperty('ctcc');
    expect(
      await t.db.select().from(notices).where(eq(notices.title, '服务号运营商登记完成')),
    ).toHaveLength(done.length);
  });

  it('sends the information for the id an operator entered; a result that came first still counts', async () => {
    const entered = 'sip:106599990001@botplatform.rcs.chinatelecom.cn';
    const id = await registering('登记号接口服务号', { ctcc: entered });
    // The platform's result outruns the record of the submission it answers.
    const early = await check('ct', entered, {
      type: 'chatbotInformation',
      result: 'pass',
      time: '2026-11-22T09:30:00.000+08:00',
      remark: `chatbotId: ${entered}`,
    });
    expect(early.statusCode).toBe(204);
    await t.app.jobs.run(carrierCallbacksJobName);
    expect((await reviewsOf(id)).ctcc).toMatchObject({ ticket: null, state: 'pending' });

    expect((await submitted(id)).ctcc?.ticket).toBe(entered);
    await answered(id);
    expect((await reviewsOf(id)).ctcc).toMatchObject({ state: 'approved', reason: null });
    expect(await carrierIdsOf(id)).toMatchObject({
      ctcc: entered,
      cucc: simulatedChatbotUri(`chatbot:${id}:cucc`, 'cucc'),
    });

    // The id names this account now (the platform's results name accounts by it): another
    // account is refused it.
    const another = await inReview('重号接口服务号');
    expect(
      (
        await t.call(
          'manageReviewChatbot',
          { id: another, approve: true, carrierChatbotIds: { ctcc: entered } },
          { token: operator },
        )
      ).body,
    ).toMatchObject({ code: 1001, msg: 'Chatbot ID已被其他服务号使用' });
    expect(await carrierIdsOf(another)).toEqual({});
  });
});

describe('material review through the carriers’ interface', () => {
  it('uploads a material to each connected carrier, 中国联通 refusing 违规 as the simulator does, and keeps the URL each returned', async () => {
    const png = await sharp({
      create: { width: 64, height: 36, channels: 3, background: '#0f7b6c' },
    })
      .png()
      .toBuffer();
    const uploaded = await t.upload('/api/platform/material/upload', gold, [
      { name: 'file', filename: '违规配图.png', data: png },
    ]);
    const material = uploaded.body.data as Material;
    const submissions = await submitted(material.id, 'material');
    expect(submissions.ctcc?.ticket).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/ct\/perm\/.+\.png$/);
    expect(submissions.cucc?.ticket).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/cu\/perm\/.+\.png$/);
    await answered(material.id, 'material');

    const reviews = await reviewsOf(material.id, 'material');
    expect(
      Object.fromEntries(Object.entries(reviews).map(([c, r]) => [c, [r.state, r.reason]])),
    ).toEqual({
      cmcc: ['approved', null],
      ctcc: ['approved', null],
      cucc: ['rejected', '内容含违规信息'],
    });
    const list = await t.call<{ list: Material[] }>('materialList', {}, { token: gold });
    expect(list.body.data.list.find((m) => m.id === material.id)?.reviewState).toBe('rejected');
    // Messages to 中国电信 recipients carry the URL it returned; 中国联通 approved none.
    expect(await carrierMaterialUrl(t.db, 'ctcc', material.url)).toBe(submissions.ctcc!.ticket);
    expect(await carrierMaterialUrl(t.db, 'cucc', material.url)).toBeNull();
    expect(await carrierMaterialUrl(t.db, 'cmcc', material.url)).toBeNull();

    // The platform repeating its results, or contradicting them later, changes nothing.
    const [bot] = await t.db
      .select()
      .from(chatbots)
      .where(eq(chatbots.companyId, (await t.user('demo_gold')).companyId!))
      .orderBy(chatbots.createdAt)
      .limit(1);
    const media = (outcome: 'pass' | 'fail', url: string) => ({
      type: 'media',
      result: outcome,
      time: '2026-11-22T09:30:00.000+08:00',
      ...(outcome === 'fail' && { description: '文件不符合规则' }),
      remark: `url: ${url}`,
    });
    for (const [segment, body] of [
      ['ct', media('pass', submissions.ctcc!.ticket!)],
      ['ct', media('fail', submissions.ctcc!.ticket!)],
      ['cu', media('pass', submissions.cucc!.ticket!)],
      ['cu', media('pass', submissions.cucc!.ticket!)],
    ] as const) {
      const carrier = segment === 'ct' ? 'ctcc' : 'cucc';
      expect((await check(segment, bot!.carrierChatbotIds[carrier]!, body)).statusCode).toBe(204);
    }
    await t.app.jobs.run(carrierCallbacksJobName);
    const after = await reviewsOf(material.id, 'material');
    expect([after.ctcc?.state, after.cucc?.state, after.cucc?.reason]).toEqual([
      'approved',
      'rejected',
      '内容含违规信息',
    ]);
  });
});
