import fs from 'node:fs';
import path from 'node:path';
import { and, count, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { codes } from '../contract/codes.ts';
import { templateSendable } from '../contract/messaging-status.ts';
import type { Chatbot, Material, Template } from '../contract/schemas/messaging.ts';
import { newId } from '../db/ids.ts';
import { carrierReviews, chatbots, materials, notices, templates } from '../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { openUploadStore } from '../uploads/store.ts';
import { recordCarrierAnswer, runCarrierWork, type CarrierWork } from './carrier-work.ts';
import { expireUnusedMaterials } from './materials.ts';
import { materialFiles } from './material-files.ts';
import { carrierWork } from './service.ts';
import { failsFirstAttempt, simulatedChatbotUri, simulatedGateway } from './simulator.ts';
import { acceptReceipts } from '../sending/receipts.ts';

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name));

let t: TestApp;
let gold: string;
let sub: string;
let trial: string;
let operator: string;
let goldCompanyId: bigint;
let work: CarrierWork;

/** Signs everyone in again: sessions end after two idle hours, and some tests move days ahead. */
async function signIn() {
  [gold, sub, trial, operator] = await t.loginDemo('gold', 'sub', 'trial', 'operator');
}

beforeAll(async () => {
  t = await buildTestApp();
  await signIn();
  goldCompanyId = (await t.user('demo_gold')).companyId!;
  // The app's own store (same data directory and key) and the same simulator rules.
  work = carrierWork(
    t.db,
    await openUploadStore(t.dataDir),
    simulatedGateway(t.db, {
      delayMs: 3000,
      receipts: (receipts, options) => acceptReceipts(t.db, receipts, options),
    }),
  );
});
// Tokens rotate after 30 minutes of (test) clock; a fresh sign-in per test keeps them current.
beforeEach(signIn);
afterAll(() => t.close());

const hour = 60 * 60 * 1000;
/** Runs carrier work until nothing is left to submit or answer, moving the clock past each wait. */
async function letCarriersAnswer() {
  // Simulator answers come after 3 s, retries after 10 s, a not-yet-registered carrier after 15 s.
  for (let round = 0; round < 8; round++) {
    await runCarrierWork(work, t.clock.now());
    t.clock.advance(11_000);
  }
  await runCarrierWork(work, t.clock.now());
}

const image = (width = 64, height = 36, colour = '#1a50b8') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

async function uploadLogo(token: string) {
  const res = await t.upload<string>('/api/platform/auth/upload', token, [
    { name: 'file', filename: 'logo.png', type: 'image/png', data: await image() },
  ]);
  return res.body.data;
}

async function uploadMaterial(token: string, file: Buffer, filename: string, cover?: Buffer) {
  return t.upload('/api/platform/material/upload', token, [
    { name: 'file', filename, data: file },
    ...(cover ? [{ name: 'cover', filename: 'cover.png', data: cover }] : []),
  ]);
}

const chatbotInput = async (token: string, name: string) => ({
  name,
  logo: await uploadLogo(token),
  description: '示范服务号，用于政务通知',
  industry: 'government',
  province: '44',
  city: '4401',
  servicePhone: '010-12345678',
  email: 'service@example.cn',
  address: '北京市东城区示范路1号',
});

async function approvedChatbot(name: string, token = gold) {
  const saved = await t.call<Chatbot>('chatbotSave', await chatbotInput(token, name), { token });
  expect(saved.body.code).toBe(0);
  await t.call('chatbotSubmit', { id: saved.body.data.id }, { token });
  expect(
    (
      await t.call(
        'manageReviewChatbot',
        { id: saved.body.data.id, approve: true },
        { token: operator },
      )
    ).body.code,
  ).toBe(0);
  await letCarriersAnswer();
  return saved.body.data.id;
}

const textContent = (text: string) => ({ kind: 'text', text, fallbackSms: text });

describe('service accounts', () => {
  it('saves a draft for a manager, checks the name live and case-insensitively, and refuses a taken one', async () => {
    const input = await chatbotInput(gold, 'Civic Service');
    const saved = await t.call<Chatbot>('chatbotSave', input, { token: gold });
    expect(saved.body).toMatchObject({
      code: 0,
      data: { name: 'Civic Service', status: 1, carriers: [] },
    });
    expect(saved.body.data).toMatchObject({ provinceName: '广东省', cityName: '广州市' });

    expect(
      (
        await t.call(
          'checkNameIsUnique',
          { kind: 'chatbot', name: 'civic service' },
          { token: gold },
        )
      ).body.data,
    ).toBe(false);
    expect(
      (
        await t.call(
          'checkNameIsUnique',
          { kind: 'chatbot', name: 'civic service', id: saved.body.data.id },
          { token: gold },
        )
      ).body.data,
    ).toBe(true);
    expect(
      (
        await t.call(
          'checkNameIsUnique',
          { kind: 'chatbot', name: '另一个服务号' },
          { token: gold },
        )
      ).body.data,
    ).toBe(true);

    const other = await t.call('chatbotSave', await chatbotInput(trial, 'CIVIC SERVICE'), {
      token: trial,
    });
    expect(other.body).toMatchObject({ code: codes.chatbotNameTaken, msg: '服务号名称已存在' });
  });

  it('refuses invalid fields with the field named, a logo of another company, and an unknown city', async () => {
    const before = await t.rows('chatbots');
    const input = await chatbotInput(gold, '字段校验服务号');
    const bad = async (over: object) =>
      (await t.call('chatbotSave', { ...input, ...over }, { token: gold })).body;
    expect(await bad({ name: '' })).toMatchObject({ code: 1001, msg: '请填写服务号名称' });
    expect(await bad({ email: 'x@y' })).toMatchObject({ code: 1001, msg: '请正确填写邮箱' });
    expect(await bad({ servicePhone: '123456' })).toMatchObject({
      code: 1001,
      msg: '请正确填写服务电话',
    });
    expect(await bad({ city: '1201' })).toMatchObject({ code: 1001, msg: '请选择所在省市' });
    expect(await bad({ logo: await uploadLogo(trial) })).toMatchObject({
      code: 1001,
      msg: '服务号头像无效，请重新上传',
    });
    expect(await t.rows('chatbots')).toBe(before);
  });

  it('lets only managers change service accounts; sub-accounts see their company’s; others see nothing', async () => {
    const input = await chatbotInput(gold, '子账号可见服务号');
    expect((await t.call('chatbotSave', input, { token: sub })).body.code).toBe(codes.noPermission);
    const saved = await t.call<Chatbot>('chatbotSave', input, { token: gold });
    const seenBySub = await t.call<{ list: Chatbot[] }>('chatbotList', {}, { token: sub });
    expect(seenBySub.body.data.list.map((c) => c.id)).toContain(saved.body.data.id);
    expect(
      (await t.call('chatbotDetail', { id: saved.body.data.id }, { token: trial })).body,
    ).toMatchObject({
      code: codes.notFound,
    });
    const trialList = await t.call<{ list: Chatbot[] }>('chatbotList', {}, { token: trial });
    expect(trialList.body.data.list.map((c) => c.id)).not.toContain(saved.body.data.id);
    expect((await t.call('chatbotList', {}, {})).body.code).toBe(codes.sessionExpired);
    expect((await t.call('manageChatbots', {}, { token: gold })).body.code).toBe(
      codes.noPermission,
    );
  });

  it('goes through review: rejected with its reason and an inbox notice, edited, approved, then registered with each carrier', async () => {
    const saved = await t.call<Chatbot>('chatbotSave', await chatbotInput(gold, '审核测试服务号'), {
      token: gold,
    });
    const id = saved.body.data.id;
    await t.call('chatbotSubmit', { id }, { token: gold });
    // While in review it cannot be changed or submitted twice.
    expect((await t.call('chatbotSubmit', { id }, { token: gold })).body.code).toBe(
      codes.messagingStateChanged,
    );

    const queue = await t.call<{
      list: { id: string; waitedMinutes: number; companyName: string }[];
    }>('manageChatbots', {}, { token: operator });
    expect(queue.body.data.list.find((c) => c.id === id)).toMatchObject({
      companyName: '央视网示范科技有限公司',
      waitedMinutes: 0,
    });
    expect(
      (await t.call('manageReviewChatbot', { id, approve: false }, { token: operator })).body,
    ).toMatchObject({
      code: 1001,
      msg: '请填写驳回原因',
    });
    await t.call(
      'manageReviewChatbot',
      { id, approve: false, reason: '简介过于简单' },
      { token: operator },
    );
    const rejected = await t.call<Chatbot>('chatbotDetail', { id }, { token: gold });
    expect(rejected.body.data).toMatchObject({ status: 4, rejectReason: '简介过于简单' });

    const [notice] = await t.db.select().from(notices).where(eq(notices.title, '服务号审核未通过'));
    expect(notice?.content).toContain('简介过于简单');

    await t.call(
      'chatbotSave',
      { ...(await chatbotInput(gold, '审核测试服务号')), id },
      { token: gold },
    );
    await t.call('chatbotSubmit', { id }, { token: gold });
    await t.call('manageReviewChatbot', { id, approve: true }, { token: operator });
    // A second decision finds it decided.
    expect(
      (await t.call('manageReviewChatbot', { id, approve: true }, { token: operator })).body.code,
    ).toBe(codes.messagingStateChanged);
    const registering = await t.call<Chatbot>('chatbotDetail', { id }, { token: gold });
    expect(registering.body.data.carriers.map((c) => c.state)).toEqual([
      'pending',
      'pending',
      'pending',
    ]);

    await letCarriersAnswer();
    const registered = await t.call<Chatbot>('chatbotDetail', { id }, { token: gold });
    // The name contains 测试, which 中国电信 refuses (simulator rule).
    expect(registered.body.data.carriers).toEqual([
      expect.objectContaining({ carrierName: '中国移动', state: 'approved' }),
      expect.objectContaining({ carrierName: '中国联通', state: 'approved' }),
      expect.objectContaining({
        carrierName: '中国电信',
        state: 'rejected',
        reason: '服务号名称不得含"测试"字样',
      }),
    ]);
    const done = await t.db.select().from(notices).where(eq(notices.title, '服务号运营商登记完成'));
    expect(done.at(-1)?.content).toContain('中国电信未通过');
  });
});

describe('carrier work', () => {
  it('retries a transient gateway failure with backoff and submits each carrier once', async () => {
    const id = await approvedChatbot('重试服务号');
    const rows = await t.db
      .select()
      .from(carrierReviews)
      .where(eq(carrierReviews.subjectId, BigInt(id)));
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.ticket).toBe(`sim-chatbot:${id}:${row.carrier}`);
      // The simulator fails the first attempt of one subject in five, and only the first.
      expect(row.attempts).toBe(failsFirstAttempt(row.ticket!) ? 2 : 1);
      expect(row.state).toBe('approved');
    }
  });

  it('keeps the chatbot id each carrier issued, and one the operator entered before it', async () => {
    const saved = await t.call<Chatbot>('chatbotSave', await chatbotInput(gold, '登记号服务号'), {
      token: gold,
    });
    const id = saved.body.data.id;
    await t.call('chatbotSubmit', { id }, { token: gold });
    const telecom = 'sip:106512345678@botplatform.rcs.chinatelecom.cn';
    expect(
      (
        await t.call(
          'manageReviewChatbot',
          { id, approve: true, carrierChatbotIds: { ctcc: '106512345678' } },
          { token: operator },
        )
      ).body,
    ).toMatchObject({ code: 1001, msg: 'Chatbot ID格式应为 sip:号码@域名' });
    await t.call(
      'manageReviewChatbot',
      { id, approve: true, carrierChatbotIds: { ctcc: telecom } },
      { token: operator },
    );
    await letCarriersAnswer();
    const [bot] = await t.db
      .select()
      .from(chatbots)
      .where(eq(chatbots.id, BigInt(id)));
    expect(bot!.carrierChatbotIds).toEqual({
      cmcc: simulatedChatbotUri(`sim-chatbot:${id}:cmcc`, 'cmcc'),
      cucc: simulatedChatbotUri(`sim-chatbot:${id}:cucc`, 'cucc'),
      ctcc: telecom,
    });
    expect(bot!.carrierChatbotIds.cmcc).toMatch(
      /^sip:1065\d{8}@botplatform\.rcs\.chinamobile\.com$/,
    );
  });

  it('ignores an answer delivered twice', async () => {
    const id = await approvedChatbot('重复回执服务号');
    const [row] = await t.db
      .select()
      .from(carrierReviews)
      .where(eq(carrierReviews.subjectId, BigInt(id)));
    expect(
      await recordCarrierAnswer(
        work,
        { ticket: row!.ticket!, approved: false, reason: '迟到的回执' },
        t.clock.now(),
      ),
    ).toBe(false);
    const [after] = await t.db.select().from(carrierReviews).where(eq(carrierReviews.id, row!.id));
    expect(after?.state).toBe('approved');
  });
});

describe('materials', () => {
  it('hands the carriers each file with its type and size, a video with its cover as thumbnail', async () => {
    const video = (await uploadMaterial(gold, fixture('clip-3s.mp4'), 'clip.mp4', await image()))
      .body.data as Material;
    const picture = (await uploadMaterial(gold, await image(), '配图.png')).body.data as Material;
    const files = await materialFiles(
      t.db,
      await openUploadStore(t.dataDir),
      [BigInt(video.id), BigInt(picture.id)],
      t.clock.now(),
    );
    expect(files.get(video.id)).toMatchObject({
      contentType: 'video/mp4',
      size: expect.any(Number),
      thumbnail: { contentType: expect.stringMatching(/^image\/(png|jpeg)$/) },
    });
    expect(files.get(picture.id)).toMatchObject({ contentType: 'image/png' });
    expect(files.get(picture.id)).not.toHaveProperty('thumbnail');
  });

  it('stores an image re-encoded, without bytes appended to it, and lists it with its carrier review', async () => {
    const png = Buffer.concat([await image(), Buffer.from('<script>alert(1)</script>')]);
    const res = await uploadMaterial(gold, png, '政务配图.png');
    expect(res.body).toMatchObject({
      code: 0,
      data: { kind: 'image', name: '政务配图', reviewState: 'pending', usedBy: 0 },
    });
    const material = res.body.data as Material;
    const file = await t.app.inject({ method: 'GET', url: material.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
    await letCarriersAnswer();
    const list = await t.call<{ list: Material[] }>(
      'materialList',
      { kind: 'image' },
      { token: gold },
    );
    expect(list.body.data.list.find((m) => m.id === material.id)?.reviewState).toBe('approved');
  });

  it('refuses what is not what it claims, is too large, or too long, and writes nothing', async () => {
    const before = await t.rows('materials');
    const htmlAsPng = Buffer.concat([
      (await image()).subarray(0, 16),
      Buffer.from('<html><body>x</body></html>'),
    ]);
    expect((await uploadMaterial(gold, htmlAsPng, 'a.png')).body.msg).toBe('不支持该文件类型');
    expect((await uploadMaterial(gold, Buffer.from('just text'), 'a.png')).body.msg).toBe(
      '不支持该文件类型',
    );
    const tooLarge = Buffer.concat([await image(), Buffer.alloc(2 * 1024 * 1024)]);
    expect((await uploadMaterial(gold, tooLarge, 'big.png')).body.msg).toBe('文件大小超出2MB');
    expect(
      (await uploadMaterial(gold, fixture('clip-61s.mp4'), 'long.mp4', await image())).body.msg,
    ).toBe('音视频时长不能超过1分钟');
    expect(
      (await uploadMaterial(gold, fixture('clip-61s-declared-10s.mp4'), 'a.mp4', await image()))
        .body.msg,
    ).toBe('音视频时长不能超过1分钟');
    expect(
      (await uploadMaterial(gold, fixture('tone-61s.mp3'), 'long.mp3', await image())).body.msg,
    ).toBe('音视频时长不能超过1分钟');
    expect((await uploadMaterial(gold, fixture('clip-3s.mp4'), 'clip.mp4')).body.msg).toBe(
      '请上传封面图片',
    );
    // A cover travels as the carriers' thumbnail: JPG or PNG, 200 KB at most.
    const gifCover = await sharp({
      create: { width: 16, height: 16, channels: 3, background: '#1a50b8' },
    })
      .gif()
      .toBuffer();
    expect(
      (await uploadMaterial(gold, fixture('clip-3s.mp4'), 'clip.mp4', gifCover)).body.msg,
    ).toBe('封面须为JPG或PNG格式的图片');
    const largeCover = Buffer.concat([await image(), Buffer.alloc(200 * 1024)]);
    expect(
      (await uploadMaterial(gold, fixture('clip-3s.mp4'), 'clip.mp4', largeCover)).body.msg,
    ).toBe('封面图片不能超过200KB');
    expect(await t.rows('materials')).toBe(before);
  });

  it('reads the real duration of video and audio and keeps their cover', async () => {
    const cover = await image(160, 90, '#0f7b6c');
    for (const [file, kind] of [
      ['clip-3s.mp4', 'video'],
      ['tone-3s.mp3', 'audio'],
      ['tone-3s.m4a', 'audio'],
      ['tone-3s.amr', 'audio'],
    ] as const) {
      const res = await uploadMaterial(gold, fixture(file), file, cover);
      expect(res.body, file).toMatchObject({ code: 0, data: { kind, durationSeconds: 3 } });
      expect((res.body.data as Material).coverUrl).toMatch(/\/files\//);
    }
  });

  it('stores a video without bytes appended to it', async () => {
    const clip = fixture('clip-3s.mp4');
    const res = await uploadMaterial(
      gold,
      Buffer.concat([clip, Buffer.from('<script>alert(1)</script>')]),
      'clip.mp4',
      await image(),
    );
    expect(res.body).toMatchObject({ code: 0, data: { kind: 'video', durationSeconds: 3 } });
    const file = await t.app.inject({ method: 'GET', url: (res.body.data as Material).url });
    expect(file.rawPayload.equals(clip)).toBe(true);
  });

  it('keeps each company’s library to itself and expires unused materials after 30 days', async () => {
    const res = await uploadMaterial(trial, await image(), 'trial.png');
    const id = (res.body.data as Material).id;
    const goldList = await t.call<{ list: Material[] }>(
      'materialList',
      { pageSize: 100 },
      { token: gold },
    );
    expect(goldList.body.data.list.map((m) => m.id)).not.toContain(id);
    expect((await t.call('materialDelete', { id }, { token: gold })).body.code).toBe(
      codes.notFound,
    );
    expect((await t.call('fileSize', { ids: [id] }, { token: gold })).body.code).toBe(
      codes.notFound,
    );

    t.clock.advance(30 * 24 * hour);
    expect(await expireUnusedMaterials(t.db, t.clock.now())).toBeGreaterThan(0);
    await signIn();
    const trialList = await t.call<{ list: Material[] }>('materialList', {}, { token: trial });
    expect(trialList.body.data.list.map((m) => m.id)).not.toContain(id);
  });

  it('refuses an upload past the quota, even when uploads race for the last places', async () => {
    const [one] = await t.db.select().from(materials).limit(1);
    const trialUser = await t.user('demo_trial');
    const held = await t.db
      .select({ id: materials.id })
      .from(materials)
      .where(and(eq(materials.companyId, trialUser.companyId!), isNull(materials.deletedAt)));
    await t.db.insert(materials).values(
      Array.from({ length: 495 - held.length }, (_, i) => ({
        id: newId(),
        companyId: trialUser.companyId!,
        kind: 'image',
        name: `占位${i}`,
        uploadId: one!.uploadId,
        size: 10,
      })),
    );
    const png = await image();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => uploadMaterial(trial, png, `并发${i}.png`)),
    );
    expect(answers.filter((res) => res.body.code === 0)).toHaveLength(5);
    expect(
      answers.filter((res) => res.body.code === codes.materialQuotaReached).map((r) => r.body.msg),
    ).toEqual(Array(7).fill('素材数量已达上限500个'));
    const [live] = await t.db
      .select({ n: count() })
      .from(materials)
      .where(and(eq(materials.companyId, trialUser.companyId!), isNull(materials.deletedAt)));
    expect(live!.n).toBe(500);
  });
});

describe('templates', () => {
  let chatbotId: string;
  let imageId: string;
  beforeAll(async () => {
    chatbotId = await approvedChatbot('模板服务号');
    imageId = ((await uploadMaterial(gold, await image(), '卡片图.png')).body.data as Material).id;
  });

  const cardTemplate = (over: object = {}) => ({
    chatbotId,
    name: '办结通知',
    industry: 'government',
    content: {
      kind: 'carousel',
      cards: [
        {
          mediaId: imageId,
          title: '【市政务】{name}的证件已办结',
          description: '请到{网点}领取',
          buttons: [{ type: 'dial', label: '咨询', phone: '13812345678' }],
        },
        {
          title: '办理指南',
          description: '携带身份证原件',
          buttons: [{ type: 'url', label: '查看', url: 'https://www.gov.cn/' }],
        },
      ],
      suggestions: [{ type: 'reply', label: '已知晓' }],
      fallbackSms: '{name}您好，您的证件已办结',
    },
    ...over,
  });

  it('saves a draft with 【】 stripped, its variables and size, and keeps its materials from expiring', async () => {
    const res = await t.call<Template>('templateSave', cardTemplate(), { token: gold });
    expect(res.body).toMatchObject({
      code: 0,
      data: { status: 1, kind: 'carousel', variables: ['name', '网点'], chatbotName: '模板服务号' },
    });
    const card = (res.body.data.content as { cards: { title: string }[] }).cards[0]!;
    expect(card.title).toBe('市政务{name}的证件已办结');
    expect(res.body.data.fileSize).toBeGreaterThan(0);
    const [material] = await t.db
      .select()
      .from(materials)
      .where(eq(materials.id, BigInt(imageId)));
    expect(material?.expiresAt).toBeNull();
  });

  it('refuses another company’s material or service account, and files over 1.9 MB together', async () => {
    const before = await t.rows('templates');
    const trialImage = (
      (await uploadMaterial(trial, await image(), 't.png')).body.data as Material | null
    )?.id;
    const others = cardTemplate({
      content: {
        kind: 'card',
        card: { mediaId: trialImage ?? '1', title: 't', description: 'd' },
        fallbackSms: 's',
      },
    });
    expect((await t.call('templateSave', others, { token: gold })).body.msg).toBe(
      '素材不存在或已删除',
    );
    const trialBot = await t.call<Chatbot>('chatbotSave', await chatbotInput(trial, '试用服务号'), {
      token: trial,
    });
    expect(
      (
        await t.call('templateSave', cardTemplate({ chatbotId: trialBot.body.data.id }), {
          token: gold,
        })
      ).body.code,
    ).toBe(codes.notFound);

    const [one] = await t.db
      .select()
      .from(materials)
      .where(eq(materials.id, BigInt(imageId)));
    const heavy = await Promise.all(
      [0, 1].map(async (i) => {
        const id = newId() + BigInt(i + 7);
        await t.db.insert(materials).values({ ...one!, id, size: 1_000_000, name: `大图${i}` });
        return id.toString();
      }),
    );
    const tooLarge = cardTemplate({
      content: {
        kind: 'carousel',
        cards: heavy.map((mediaId) => ({ mediaId, title: '大图', description: '大图' })),
        fallbackSms: 's',
      },
    });
    expect((await t.call('templateSave', tooLarge, { token: gold })).body).toMatchObject({
      code: codes.templateTooLarge,
      msg: '模板文件总大小不能超过1.9M',
    });
    expect(
      (await t.call<{ size: number; limit: number }>('fileSize', { ids: heavy }, { token: gold }))
        .body.data,
    ).toEqual({
      size: 2_000_000,
      limit: Math.floor(1.9 * 1024 * 1024),
    });
    expect(await t.rows('templates')).toBe(before);
  });

  it('waits for the review window when submitted at night, then passes the platform and every carrier, and expires after 7 days', async () => {
    const saved = await t.call<Template>('templateSave', cardTemplate({ name: '夜间提交' }), {
      token: gold,
    });
    const id = saved.body.data.id;
    // 23:30 China time: the review starts at 08:00 the next morning.
    t.clock.set('2026-12-23T15:30:00Z');
    await signIn();
    const submitted = await t.call<Template>('templateSubmit', { id }, { token: gold });
    expect(submitted.body.data).toMatchObject({
      status: 2,
      reviewStartTime: '2026-12-24T00:00:00.000Z',
    });
    expect(
      (await t.call('templateSave', { ...cardTemplate(), id }, { token: gold })).body.code,
    ).toBe(codes.messagingStateChanged);
    expect((await t.call('templateDelete', { id }, { token: gold })).body.msg).toBe(
      '审核中的模板不能删除',
    );

    t.clock.set('2026-12-24T01:15:00Z');
    await signIn();
    const queue = await t.call<{ list: { id: string; waitedMinutes: number }[] }>(
      'manageTemplates',
      {},
      { token: operator },
    );
    expect(queue.body.data.list.find((q) => q.id === id)?.waitedMinutes).toBe(75);

    await t.call('manageReviewTemplate', { id, approve: true }, { token: operator });
    const inCarrierReview = await t.call<Template>('templateGet', { id }, { token: gold });
    expect(inCarrierReview.body.data.status).toBe(6);
    await letCarriersAnswer();
    const approved = await t.call<Template>('templateGet', { id }, { token: gold });
    expect(approved.body.data).toMatchObject({ status: 3, rejectReason: null });
    expect(approved.body.data.carriers.map((c) => c.state)).toEqual([
      'approved',
      'approved',
      'approved',
    ]);
    const validFor =
      Date.parse(approved.body.data.expireTime!) - Date.parse(approved.body.data.approveTime!);
    expect(validFor).toBe(7 * 24 * hour);
    expect(templateSendable(approved.body.data.status)).toBe(true);

    t.clock.advance(7 * 24 * hour);
    await signIn();
    const expired = await t.call<Template>('templateGet', { id }, { token: gold });
    expect(expired.body.data.status).toBe(10);
    expect(templateSendable(expired.body.data.status)).toBe(false);

    // Resubmitting an expired template makes a new draft from it.
    const copy = await t.call<Template>('templateCopy', { id }, { token: gold });
    expect(copy.body.data).toMatchObject({ status: 1, name: '夜间提交' });
    expect(copy.body.data.id).not.toBe(id);
  });

  it('carries the platform’s and a carrier’s reasons to the customer', async () => {
    t.clock.set('2026-12-25T02:00:00Z');
    await signIn();
    const a = (
      await t.call<Template>('templateSave', cardTemplate({ name: '平台驳回' }), { token: gold })
    ).body.data.id;
    await t.call('templateSubmit', { id: a }, { token: gold });
    await t.call(
      'manageReviewTemplate',
      { id: a, approve: false, reason: '内容与服务号行业不符' },
      { token: operator },
    );
    expect(
      (await t.call<Template>('templateGet', { id: a }, { token: gold })).body.data,
    ).toMatchObject({
      status: 4,
      rejectReason: '内容与服务号行业不符',
    });

    const b = (
      await t.call<Template>(
        'templateSave',
        {
          chatbotId,
          name: '运营商驳回',
          industry: 'retail',
          content: textContent('全场违规价清仓'),
        },
        { token: gold },
      )
    ).body.data.id;
    await t.call('templateSubmit', { id: b }, { token: gold });
    await t.call('manageReviewTemplate', { id: b, approve: true }, { token: operator });
    await letCarriersAnswer();
    expect(
      (await t.call<Template>('templateGet', { id: b }, { token: gold })).body.data,
    ).toMatchObject({
      status: 7,
      rejectReason: '中国联通：内容含违规信息',
    });
    const titles = (
      await t.db.select().from(notices).where(eq(notices.companyId, goldCompanyId))
    ).map((n) => n.content);
    expect(titles.some((c) => c.includes('内容与服务号行业不符'))).toBe(true);
    expect(titles.some((c) => c.includes('中国联通：内容含违规信息'))).toBe(true);
  });

  it('keeps the 中国移动 template id entered at approval, and refuses a malformed one', async () => {
    t.clock.set('2026-12-26T02:00:00Z');
    await signIn();
    const id = (
      await t.call<Template>('templateSave', cardTemplate({ name: '移动模板' }), { token: gold })
    ).body.data.id;
    await t.call('templateSubmit', { id }, { token: gold });
    const malformed = await t.call(
      'manageReviewTemplate',
      { id, approve: true, cmccTemplateId: '模板 1' },
      { token: operator },
    );
    expect(malformed.body.msg).toBe('中国移动模板ID只能包含字母、数字、下划线和连字符');
    const approved = await t.call(
      'manageReviewTemplate',
      { id, approve: true, cmccTemplateId: ' CM10086A01 ' },
      { token: operator },
    );
    expect(approved.body.code).toBe(0);
    const [row] = await t.db
      .select({ cmccTemplateId: templates.cmccTemplateId })
      .from(templates)
      .where(eq(templates.id, BigInt(id)));
    expect(row).toEqual({ cmccTemplateId: 'CM10086A01' });
  });

  it('needs an approved service account before submitting', async () => {
    const draftBot = await t.call<Chatbot>(
      'chatbotSave',
      await chatbotInput(gold, '未审核服务号'),
      { token: gold },
    );
    const saved = await t.call<Template>(
      'templateSave',
      {
        chatbotId: draftBot.body.data.id,
        name: '等服务号',
        industry: 'finance',
        content: textContent('你好'),
      },
      { token: gold },
    );
    expect(
      (await t.call('templateSubmit', { id: saved.body.data.id }, { token: gold })).body,
    ).toMatchObject({
      code: codes.chatbotNotReady,
      msg: '服务号尚未审核通过，暂不能提交模板',
    });
  });

  it('invalidates templates whose material is deleted', async () => {
    const material = (
      (await uploadMaterial(gold, await image(), '将删除.png')).body.data as Material
    ).id;
    const saved = await t.call<Template>(
      'templateSave',
      cardTemplate({
        name: '素材将删除',
        content: {
          kind: 'card',
          card: { mediaId: material, title: 't', description: 'd' },
          fallbackSms: 's',
        },
      }),
      { token: gold },
    );
    const listed = await t.call<{ list: Material[] }>(
      'materialList',
      { pageSize: 100 },
      { token: gold },
    );
    expect(listed.body.data.list.find((m) => m.id === material)?.usedBy).toBe(1);
    await t.call('materialDelete', { id: material }, { token: gold });
    expect(
      (await t.call<Template>('templateGet', { id: saved.body.data.id }, { token: gold })).body
        .data,
    ).toMatchObject({
      status: 0,
      rejectReason: '所用素材已删除',
    });
  });

  it('keeps templates to their company', async () => {
    const saved = await t.call<Template>('templateSave', cardTemplate({ name: '本单位' }), {
      token: gold,
    });
    for (const name of [
      'templateGet',
      'templateSubmit',
      'templateDelete',
      'templateCopy',
    ] as const) {
      expect(
        (await t.call(name, { id: saved.body.data.id }, { token: trial })).body.code,
        name,
      ).toBe(codes.notFound);
    }
    expect((await t.call('templateList', {}, { token: operator })).body.code).toBe(
      codes.noPermission,
    );
  });
});

describe('template library', () => {
  it('offers at least 20 templates across the six industries, filtered by industry and kind', async () => {
    const all = await t.call<{ total: number; list: { industry: string; kind: string }[] }>(
      'templateLibrary',
      { pageSize: 100 },
      { token: gold },
    );
    expect(all.body.msg).toBe('成功');
    expect(all.body.data.total).toBeGreaterThanOrEqual(20);
    expect(new Set(all.body.data.list.map((l) => l.industry))).toEqual(
      new Set(['government', 'finance', 'logistics', 'retail', 'healthcare', 'education']),
    );
    const carousels = await t.call<{ list: { kind: string; industry: string }[] }>(
      'templateLibrary',
      { industry: 'healthcare', kind: 'carousel' },
      { token: gold },
    );
    expect(carousels.body.data.list.length).toBeGreaterThan(0);
    expect(
      carousels.body.data.list.every((l) => l.kind === 'carousel' && l.industry === 'healthcare'),
    ).toBe(true);
  });

  it('names its placeholders in Chinese, as the address book fills them ({姓名})', async () => {
    const all = await t.call<{ list: { name: string; variables: string[] }[] }>(
      'templateLibrary',
      { pageSize: 100 },
      { token: gold },
    );
    const variables = all.body.data.list.flatMap((l) => l.variables);
    expect(variables).toContain('姓名');
    expect(variables.filter((v) => /[A-Za-z]/.test(v))).toEqual([]);
  });

  it('copies a library template into my drafts with its images as my materials', async () => {
    const chatbotId = await approvedChatbot('模板库服务号');
    const library = await t.call<{ list: { id: string; kind: string; name: string }[] }>(
      'templateLibrary',
      { kind: 'card', pageSize: 100 },
      { token: gold },
    );
    const source = library.body.data.list[0]!;
    const copy = await t.call<Template & { materials: { id: string }[] }>(
      'templateCopy',
      { libraryId: source.id, chatbotId },
      { token: gold },
    );
    expect(copy.body.data).toMatchObject({ status: 1, name: source.name, kind: 'card' });
    const mine = await t.call<{ list: Material[] }>(
      'materialList',
      { pageSize: 100 },
      { token: gold },
    );
    expect(mine.body.data.list.map((m) => m.id)).toEqual(
      expect.arrayContaining(copy.body.data.materials.map((m) => m.id)),
    );

    // Rejected by the platform, resubmitted as a new draft, then approved by every carrier.
    const id = copy.body.data.id;
    await t.call('templateSubmit', { id }, { token: gold });
    await t.call(
      'manageReviewTemplate',
      { id, approve: false, reason: '请补充退订方式' },
      { token: operator },
    );
    const again = await t.call<Template>('templateCopy', { id }, { token: gold });
    expect(
      (await t.call('templateSubmit', { id: again.body.data.id }, { token: gold })).body.code,
    ).toBe(0);
    await t.call(
      'manageReviewTemplate',
      { id: again.body.data.id, approve: true },
      { token: operator },
    );
    await letCarriersAnswer();
    const approved = await t.call<Template>(
      'templateGet',
      { id: again.body.data.id },
      { token: gold },
    );
    expect(approved.body.data).toMatchObject({ status: 3 });
  });
});

describe('waking the carrier job', () => {
  it('wakes it when a template approval queues carrier work, not before', async () => {
    const woken: { name: string; at?: Date }[] = [];
    const app = await buildTestApp({ wakeJob: async (name, at) => void woken.push({ name, at }) });
    try {
      const [manager, admin] = [
        await app.login('demo_gold', 'Cctv5G@Gold'),
        await app.login('demo_operator', 'Cctv5G@Admin', 3),
      ];
      const bots = await app.call<{ list: Chatbot[] }>('chatbotList', {}, { token: manager });
      const chatbotId = bots.body.data.list[0]!.id;
      const draft = await app.call<Template>(
        'templateSave',
        { chatbotId, name: '唤醒', industry: 'media', content: textContent('你好') },
        { token: manager },
      );
      await app.call('templateSubmit', { id: draft.body.data.id }, { token: manager });
      expect(woken).toEqual([]);
      await app.call(
        'manageReviewTemplate',
        { id: draft.body.data.id, approve: true },
        { token: admin },
      );
      expect(woken).toEqual([{ name: 'carrier-gateway', at: undefined }]);
    } finally {
      await app.close();
    }
  });
});
