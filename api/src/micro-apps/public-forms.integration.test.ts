import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes } from '../contract/codes.ts';
import { apiPrefix } from '../contract/endpoints.ts';
import type { FormDocumentInput } from '../contract/micro-app-form.ts';
import type { PublicForm } from '../contract/schemas/micro-apps.ts';
import {
  balances,
  ledgerLots,
  outbox,
  sendBatches,
  sendTasks,
  templates,
  usageDaily,
} from '../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { insertLiveForm } from '../../test/live-form.ts';
import { findPublicForm, submitPublicAnswer } from './public-forms.ts';

let t: TestApp;
let companyId: bigint;
beforeAll(async () => {
  t = await buildTestApp();
  const gold = await t.user('demo_gold');
  companyId = gold.companyId!;
});
afterAll(() => t.close());

const survey: FormDocumentInput = {
  title: '社区活动报名',
  questions: [
    { kind: 'text', id: 'name', title: '姓名', required: true, maxLength: 10 },
    { kind: 'text', id: 'phone', title: '手机号码', format: 'mobile', required: true },
    {
      kind: 'single',
      id: 'session',
      title: '场次',
      required: true,
      options: [
        { id: 'am', label: '上午' },
        { id: 'pm', label: '下午' },
      ],
    },
    {
      kind: 'textarea',
      id: 'why',
      title: '下午场原因',
      required: true,
      showWhen: { question: 'session', anyOf: ['pm'] },
    },
    { kind: 'region', id: 'area', title: '所在区县', level: 3 },
    { kind: 'upload', id: 'photo', title: '照片', accept: ['image'], maxSizeMb: 1 },
  ],
};

const liveForm = (document: FormDocumentInput = survey, versions = 1) =>
  insertLiveForm(t, document, versions);

let keySeq = 0;
const answer = (code: string, patch: Record<string, unknown> = {}) => {
  keySeq += 1;
  return {
    code,
    version: 1,
    submissionKey: `submission-key-${String(keySeq).padStart(6, '0')}`,
    answers: { name: '张三', phone: '13912345678', session: 'am', area: '110101' },
    ...patch,
  };
};

const balanceOf = async (category: number) => {
  const [row] = await t.db
    .select({ quantity: balances.quantity })
    .from(balances)
    .where(and(eq(balances.companyId, companyId), eq(balances.category, category)));
  return row?.quantity ?? 0;
};
const microAppBalance = () => balanceOf(2);

async function emptyMicroAppBalance() {
  await t.db
    .update(ledgerLots)
    .set({ remaining: 0 })
    .where(and(eq(ledgerLots.companyId, companyId), eq(ledgerLots.category, 2)));
  await t.db
    .update(balances)
    .set({ quantity: 0 })
    .where(and(eq(balances.companyId, companyId), eq(balances.category, 2)));
}

const upload = (parts: { code: string; question: string; file: Buffer; name?: string }) =>
  t.app
    .inject({
      method: 'POST',
      url: `${apiPrefix}public/form/upload`,
      headers: { 'content-type': 'multipart/form-data; boundary=xx' },
      payload: Buffer.concat([
        Buffer.from(
          `--xx\r\nContent-Disposition: form-data; name="code"\r\n\r\n${parts.code}\r\n` +
            `--xx\r\nContent-Disposition: form-data; name="question"\r\n\r\n${parts.question}\r\n` +
            `--xx\r\nContent-Disposition: form-data; name="file"; filename="${parts.name ?? 'a.png'}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        parts.file,
        Buffer.from('\r\n--xx--\r\n'),
      ]),
    })
    .then((res) => ({ status: res.statusCode, body: res.json() }));

describe('public form', () => {
  it('serves the live version, open, and notFound for unknown and malformed codes', async () => {
    const { code } = await liveForm();
    const res = await t.call<PublicForm>('publicForm', { code });
    expect(res.body.data).toMatchObject({ code, state: 'open', message: '', version: 1 });
    expect(res.body.data.document?.title).toBe('社区活动报名');
    for (const unknown of ['nosuchform1', 'x']) {
      expect(await findPublicForm(t.db, unknown, t.clock.now())).toMatchObject({
        state: 'notFound',
        message: '表单不存在或已下线',
        document: null,
      });
    }
  });

  it('says not started, closed (with the form own closed message) and limit reached', async () => {
    const at = (settings: FormDocumentInput['settings']) => liveForm({ ...survey, settings });
    // The test clock is 2026-11-22 09:00 China time.
    const notYet = await at({ opensAt: '2026-11-22 10:00' });
    const over = await at({ closesAt: '2026-11-22 09:00', closedMessage: '活动已满员，感谢关注' });
    const full = await at({ answerLimit: 1 });
    const now = t.clock.now();
    expect((await findPublicForm(t.db, notYet.code, now)).state).toBe('notStarted');
    expect(await findPublicForm(t.db, over.code, now)).toMatchObject({
      state: 'closed',
      message: '活动已满员，感谢关注',
    });
    expect((await t.call('publicFormAnswer', answer(full.code))).body.code).toBe(0);
    expect(await findPublicForm(t.db, full.code, now)).toMatchObject({
      state: 'limitReached',
      message: '表单已达到收集上限',
    });
    const refused = await t.call('publicFormAnswer', answer(full.code));
    expect(refused.body).toMatchObject({
      code: codes.invalidRequest,
      msg: '表单已达到收集上限',
      data: { state: 'limitReached' },
    });
  });
});

describe('public answer', () => {
  it('stores an accepted answer once per submission key and counts it in the micro-app trend', async () => {
    const { id, code } = await liveForm();
    const usage = async () =>
      (
        await t.db
          .select({ consume: usageDaily.consume })
          .from(usageDaily)
          .where(and(eq(usageDaily.companyId, companyId), eq(usageDaily.category, 2)))
      ).reduce((sum, r) => sum + r.consume, 0);
    const usedBefore = await usage();
    const input = answer(code);
    const first = await t.call<{ responseId: string; thankYouMessage: string }>(
      'publicFormAnswer',
      input,
    );
    expect(first.body.data.thankYouMessage).toBe('提交成功，感谢您的填写');
    const again = await t.call<{ responseId: string }>('publicFormAnswer', input);
    expect(again.body.data.responseId).toBe(first.body.data.responseId);
    // Two submits of one filling at once store it once.
    const twice = { ...answer(code) };
    const both = await Promise.all([
      t.call<{ responseId: string }>('publicFormAnswer', twice),
      t.call<{ responseId: string }>('publicFormAnswer', twice),
    ]);
    expect(both[0].body.data.responseId).toBe(both[1].body.data.responseId);
    const [row] = await t.database.query<{ n: number }>(
      `select count(*)::int as n from mini_app_responses where mini_app_id = ${id}`,
    );
    expect(row?.n).toBe(2);
    expect(await usage()).toBe(usedBefore + 2);
  });

  it.each([
    [{ name: '' }, 'name', '请填写此项'],
    [{ name: '一二三四五六七八九十十' }, 'name', '最多10个字'],
    [{ phone: '1234' }, 'phone', '请输入正确的手机号码'],
    [{ session: 'evening' }, 'session', '选项不存在'],
    [{ session: 'pm' }, 'why', '请填写此项'],
    [{ area: '11' }, 'area', '请选择到区县'],
    [{ photo: ['12345'] }, 'photo', '文件不存在，请重新上传'],
    [{ extra: 'x' }, 'extra', '问题不存在，请刷新页面后重新填写'],
  ])('refuses %j with the field message and stores nothing', async (patch, field, message) => {
    const { code } = await liveForm();
    const before = await t.rows('mini_app_responses');
    const base = answer(code);
    const res = await t.call('publicFormAnswer', {
      ...base,
      answers: { ...base.answers, ...patch },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(codes.invalidRequest);
    expect(res.body.msg).toBe(message);
    expect((res.body.data as { errors: Record<string, string> }).errors[field]).toBe(message);
    expect(await t.rows('mini_app_responses')).toBe(before);
  });

  it('checks an answer against the version the citizen opened, and refuses an unknown one', async () => {
    const { code } = await liveForm(survey, 2);
    expect((await t.call('publicFormAnswer', answer(code, { version: 1 }))).body.code).toBe(0);
    const res = await t.call('publicFormAnswer', answer(code, { version: 3 }));
    expect(res.body.msg).toBe('表单已更新，请刷新页面后重新填写');
  });

  it('is limited per client address', async () => {
    const { code } = await liveForm();
    const ip = '198.51.100.31';
    for (let i = 0; i < 20; i++) {
      expect((await t.call('publicFormAnswer', answer(code), { ip })).status).toBe(200);
    }
    const res = await t.call('publicFormAnswer', answer(code), { ip });
    expect(res.status).toBe(429);
    expect(res.body.code).toBe(codes.rateLimited);
  });

  it('is the same function the server-rendered page calls', async () => {
    const { code } = await liveForm();
    const result = await submitPublicAnswer(
      t.db,
      { ...answer(code), otherText: {} },
      { ip: '203.0.113.9' },
      t.clock.now(),
    );
    expect(result.responseId).toMatch(/^\d+$/);
  });
});

describe('uploads', () => {
  it('stores an image for its question, and the answer may name it', async () => {
    const { code } = await liveForm();
    const png = await sharp({
      create: { width: 4, height: 4, channels: 3, background: '#0a0' },
    })
      .png()
      .toBuffer();
    const res = await upload({ code, question: 'photo', file: png });
    expect(res.body.code).toBe(0);
    const base = answer(code);
    const stored = await t.call('publicFormAnswer', {
      ...base,
      answers: { ...base.answers, photo: [res.body.data.fileId] },
    });
    expect(stored.body.code).toBe(0);
  });

  it('refuses the wrong type and a file over the question limit', async () => {
    const { code } = await liveForm();
    const pdf = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    expect(
      (await upload({ code, question: 'photo', file: pdf, name: 'a.pdf' })).body,
    ).toMatchObject({
      code: codes.invalidRequest,
      msg: '不支持该文件类型',
    });
    const big = Buffer.concat([
      await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
      Buffer.alloc(1024 * 1024 + 1),
    ]);
    expect((await upload({ code, question: 'photo', file: big })).body).toMatchObject({
      msg: '文件大小超出1MB',
    });
    expect((await upload({ code, question: 'name', file: big })).body.msg).toBe(
      '该问题不能上传文件',
    );
  });
});

describe('paid features', () => {
  const verified: FormDocumentInput = { ...survey, settings: { onePerPhone: true } };

  it('charges each SMS code to the micro-app balance, and takes one answer per number', async () => {
    const { code } = await liveForm(verified);
    const before = await microAppBalance();
    const mobile = '13700001111';
    expect((await t.call('publicFormSmsCode', { code, mobile })).body.code).toBe(0);
    expect(await microAppBalance()).toBe(before - 1);
    const [sms] = await t.db.select().from(outbox).where(eq(outbox.recipient, mobile));
    const smsCode = /验证码 (\d{6})/.exec(sms!.body)![1]!;
    const again = await t.call('publicFormSmsCode', { code, mobile });
    expect(again.body.msg).toBe('验证码发送过于频繁，请60秒后再试');
    expect(await microAppBalance()).toBe(before - 1);

    const wrongCode = smsCode === '000000' ? '111111' : '000000';
    const wrong = await t.call('publicFormAnswer', answer(code, { mobile, smsCode: wrongCode }));
    expect(wrong.body.msg).toBe('验证码错误');
    const ok = await t.call('publicFormAnswer', answer(code, { mobile, smsCode }));
    expect(ok.body.code).toBe(0);
    const twice = await t.call('publicFormAnswer', answer(code, { mobile, smsCode }));
    expect(twice.body.msg).toBe('该手机号已填写过此表单');
    const noCode = await t.call('publicFormAnswer', answer(code));
    expect(noCode.body.msg).toBe('请输入手机号码并获取验证码');
  });

  it('takes five wrong tries of an SMS code at most, as sign-up codes', async () => {
    const { code } = await liveForm(verified);
    const mobile = '13700003333';
    expect((await t.call('publicFormSmsCode', { code, mobile })).body.code).toBe(0);
    const [sms] = await t.db.select().from(outbox).where(eq(outbox.recipient, mobile));
    const smsCode = /验证码 (\d{6})/.exec(sms!.body)![1]!;
    const wrongCode = smsCode === '000000' ? '111111' : '000000';
    for (let tries = 0; tries < 5; tries++) {
      const wrong = await t.call('publicFormAnswer', answer(code, { mobile, smsCode: wrongCode }));
      expect(wrong.body.msg).toBe('验证码错误');
    }
    const late = await t.call('publicFormAnswer', answer(code, { mobile, smsCode }));
    expect(late.body.msg).toBe('验证码已失效，请重新获取');
  });

  it('sends the 5G message after an answer, charged once to the micro-app balance with the answer', async () => {
    const [template] = await t.db
      .select({ id: templates.id })
      .from(templates)
      .where(and(eq(templates.companyId, companyId), inArray(templates.status, [3, 5])))
      .limit(1);
    const { code } = await liveForm({
      ...survey,
      settings: { notify: { templateId: template!.id.toString(), mobileQuestion: 'phone' } },
    });
    const [microApps, messages] = [await microAppBalance(), await balanceOf(1)];
    const input = answer(code);
    expect((await t.call('publicFormAnswer', input)).body.code).toBe(0);
    expect((await t.call('publicFormAnswer', input)).body.code).toBe(0);
    expect(await microAppBalance()).toBe(microApps - 1);
    const tasks = await t.db.select().from(sendTasks).where(eq(sendTasks.prepaid, true));
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({ status: 3, recipientCount: 1, chargedCount: 1 });
    // The simulator refuses one batch in five at its first attempt, as flow control would.
    await t.app.jobs.run('send-dispatch');
    t.clock.advance(2000);
    await t.app.jobs.run('send-dispatch');
    const [batch] = await t.db
      .select()
      .from(sendBatches)
      .where(eq(sendBatches.taskId, tasks[0]!.id));
    expect(batch?.state).toBe('handed');
    expect(await balanceOf(1)).toBe(messages);
  });

  it('shows a form paused by expired balance without writing the expiries off', async () => {
    const { code } = await liveForm(verified);
    await t.db
      .update(ledgerLots)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1000) })
      .where(and(eq(ledgerLots.companyId, companyId), eq(ledgerLots.category, 2)));
    const [entries, balance] = [await t.rows('bill_entries'), await microAppBalance()];
    expect(balance).toBeGreaterThan(0);
    expect((await t.call<PublicForm>('publicForm', { code })).body.data.state).toBe('paused');
    expect(await t.rows('bill_entries')).toBe(entries);
    expect(await microAppBalance()).toBe(balance);
  });

  it('pauses a form using paid features on every public route when the balance cannot pay', async () => {
    const { code } = await liveForm(verified);
    const plain = await liveForm();
    await emptyMicroAppBalance();
    const entries = await t.rows('bill_entries');
    const paused = '此表单包含付费专享功能，现已暂停使用';
    expect((await t.call<PublicForm>('publicForm', { code })).body.data).toMatchObject({
      state: 'paused',
      message: paused,
    });
    const sms = await t.call('publicFormSmsCode', { code, mobile: '13700002222' });
    expect(sms.body).toMatchObject({ msg: paused, data: { state: 'paused' } });
    const res = await t.call(
      'publicFormAnswer',
      answer(code, { mobile: '13700002222', smsCode: '123456' }),
    );
    expect(res.body).toMatchObject({ msg: paused, data: { state: 'paused' } });
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload({ code, question: 'photo', file: png })).body.msg).toBe(paused);
    expect(await t.rows('bill_entries')).toBe(entries);
    expect(await t.rows('mini_app_sms_codes')).toBeGreaterThan(0);
    // A form without paid features goes on collecting.
    expect((await t.call<PublicForm>('publicForm', { code: plain.code })).body.data.state).toBe(
      'open',
    );
  });
});
