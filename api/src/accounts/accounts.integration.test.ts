import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes } from '../contract/codes.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** The code in the latest SMS to a phone, read from the outbox as the user would from their phone. */
async function lastCode(phone: string) {
  const [row] = await t.database.query<{ body: string }>(
    'select body from outbox where recipient = $1 order by created_at desc, id desc limit 1',
    [phone],
  );
  return /验证码 (\d{6})/.exec(row?.body ?? '')?.[1] ?? '';
}

const registration = (patch: Record<string, string> = {}) => ({
  account: 'newcorp_admin',
  password: 'Gz5@Kp8#Wm',
  companyName: '南京新企业科技有限公司',
  contactName: '周先生',
  phone: '13912345678',
  email: 'zhou@example.com',
  verifyCode: '000000',
  ...patch,
});

describe('registration', () => {
  it('checks whether an account name is free, case-insensitively', async () => {
    expect((await t.call('checkNameIsUnique', { name: 'brand_new1' })).body.data).toBe(true);
    expect((await t.call('checkNameIsUnique', { name: 'DEMO_GOLD' })).body.data).toBe(false);
    const bad = await t.call('checkNameIsUnique', { name: '1abc' });
    expect(bad.body).toMatchObject({
      code: codes.invalidRequest,
      msg: '账号须以字母开头，4至20位字母、数字或下划线',
    });
  });

  it.each([
    ['', '请输入密码'],
    ['abcdefg1', '至少包含一个小写字母、一个大写字母、一个数字，8至20位'],
    ['Ab1xY', '至少包含一个小写字母、一个大写字母、一个数字，8至20位'],
    ['Xy123Kpqz', '不能连续字符（如123、abc）连续3位或3位以上'],
    ['Kp9abcQz', '不能连续字符（如123、abc）连续3位或3位以上'],
    ['Kp9x777Qz', '不能相同字符（如111、aaa）连续3位或3位以上'],
  ])('refuses the password %j with %s, and writes nothing', async (password, msg) => {
    const before = await t.rows('users');
    const res = await t.call('register', registration({ password }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: codes.invalidRequest, msg, data: null });
    expect(await t.rows('users')).toBe(before);
  });

  it.each([
    [{ phone: '' }, '请输入手机号'],
    [{ phone: '12345678901' }, '请输入正确的手机号'],
    [{ email: '' }, '请填写邮箱'],
    [{ verifyCode: '' }, '请输入验证码'],
    [{ email: 'zhou@example' }, '请正确填写邮箱'],
    [{ companyName: '  ' }, '请输入单位名称'],
    [{ verifyCode: '12ab56' }, '请输入6位数字验证码'],
  ])('refuses %j with %s', async (patch, msg) => {
    const res = await t.call('register', registration(patch));
    expect(res.body).toMatchObject({ code: codes.invalidRequest, msg });
  });

  it('sends a code by SMS, refuses a second within a minute, and registers with it', async () => {
    const phone = '13912345678';
    expect((await t.call('getVerifyCode', { phone, purpose: 'register' })).body.code).toBe(0);
    const again = await t.call('getVerifyCode', { phone, purpose: 'register' });
    expect(again.body).toMatchObject({
      code: codes.rateLimited,
      msg: '验证码发送过于频繁，请60秒后再试',
    });

    const code = await lastCode(phone);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await t.call(
      'register',
      registration({ verifyCode: code === '111111' ? '222222' : '111111' }),
    );
    expect(wrong.body).toMatchObject({ code: codes.badVerifyCode, msg: '验证码错误' });
    expect((await t.call('checkVerifyCode', { phone, code, purpose: 'register' })).body.code).toBe(
      0,
    );

    const ok = await t.call('register', registration({ verifyCode: code }));
    expect(ok.body).toEqual({ code: 0, msg: '成功', data: null });

    const login = await t.call<{ userStatus: number; email: string }>('login', {
      account: 'newcorp_admin',
      password: 'Gz5@Kp8#Wm',
    });
    expect(login.body.data).toMatchObject({ userStatus: 0, email: 'zhou@example.com' });

    // The code was used; the name is taken.
    const reuse = await t.call(
      'register',
      registration({ account: 'other_admin', verifyCode: code }),
    );
    expect(reuse.body.code).toBe(codes.badVerifyCode);
    const taken = await t.call('register', registration({ verifyCode: code }));
    expect(taken.body).toMatchObject({ code: codes.accountTaken, msg: '该账号已被注册' });
  });

  it('tells a refused registration so at sign-in, and an approved one signs in as active', async () => {
    const operator = await t.login('demo_operator', 'Cctv5G@Admin', 3);
    const open = async (account: string, phone: string) => {
      await t.call('getVerifyCode', { phone, purpose: 'register' });
      const res = await t.call(
        'register',
        registration({ account, phone, verifyCode: await lastCode(phone) }),
      );
      expect(res.body.code).toBe(0);
      const pending = await t.call<{ list: { userId: string; account: string }[] }>(
        'manageRegistrations',
        { page: 1, pageSize: 100 },
        { token: operator },
      );
      return pending.body.data.list.find((u) => u.account === account)!.userId;
    };
    const refused = await open('refused_admin', '13700002222');
    const review = await t.call(
      'manageReviewRegistration',
      { userId: refused, approve: false, reason: '单位信息无法核实' },
      { token: operator },
    );
    expect(review.body.code).toBe(0);
    const login = await t.call('login', { account: 'refused_admin', password: 'Gz5@Kp8#Wm' });
    expect(login.body).toMatchObject({
      code: codes.loginFailed,
      msg: '您的注册未通过审核，如有疑问请致电400-097-0808',
    });
    const [sms] = await t.database.query<{ body: string }>(
      "select body from outbox where recipient = '13700002222' and template = 'registration-refused'",
    );
    expect(sms?.body).toContain('单位信息无法核实');

    const approved = await open('approved_admin', '13700003333');
    await t.call(
      'manageReviewRegistration',
      { userId: approved, approve: true },
      { token: operator },
    );
    const ok = await t.call<{ userStatus: number }>('login', {
      account: 'approved_admin',
      password: 'Gz5@Kp8#Wm',
    });
    expect(ok.body.data.userStatus).toBe(1);
  });

  it('expires a code after five minutes', async () => {
    const phone = '13700001111';
    await t.call('getVerifyCode', { phone, purpose: 'register' });
    const code = await lastCode(phone);
    t.clock.advance(5 * 60 * 1000 + 1);
    const res = await t.call('checkVerifyCode', { phone, code, purpose: 'register' });
    expect(res.body).toMatchObject({ code: codes.badVerifyCode, msg: '验证码已失效，请重新获取' });
  });
});

describe('password reset', () => {
  it('resets with the code sent to the account phone and ends its sessions', async () => {
    const token = await t.login('demo_trial', 'Cctv5G@Trial');
    const phone = '13800000003';
    expect((await t.call('getVerifyCode', { phone, purpose: 'resetPwd' })).body.code).toBe(0);
    const code = await lastCode(phone);

    const mismatch = await t.call('resetPwd', {
      account: 'demo_gold',
      phone,
      code,
      password: 'Nw7@Trial',
    });
    expect(mismatch.body).toMatchObject({ code: codes.badVerifyCode, msg: '账号与手机号不匹配' });

    const res = await t.call('resetPwd', {
      account: 'demo_trial',
      phone,
      code,
      password: 'Nw7@Trial',
    });
    expect(res.body.code).toBe(0);
    expect((await t.call('userInfo', {}, { token })).body.code).toBe(codes.sessionRevoked);
    expect(
      (await t.call('login', { account: 'demo_trial', password: 'Cctv5G@Trial' })).body.code,
    ).toBe(codes.loginFailed);
    expect(
      (await t.call('login', { account: 'demo_trial', password: 'Nw7@Trial' })).body.code,
    ).toBe(0);
  });

  it('says so when the phone has no account', async () => {
    const res = await t.call('getVerifyCode', { phone: '13699999999', purpose: 'resetPwd' });
    expect(res.body).toMatchObject({ code: codes.badVerifyCode, msg: '该手机号未绑定账号' });
  });

  it('lets the management platform read the outbox', async () => {
    const token = await t.login('demo_operator', 'Cctv5G@Admin', 3);
    const res = await t.call<{ total: number; list: { template: string; recipient: string }[] }>(
      'manageOutbox',
      { page: 1, pageSize: 50 },
      { token },
    );
    expect(res.body.data.total).toBeGreaterThanOrEqual(3);
    expect(new Set(res.body.data.list.map((m) => m.template))).toEqual(
      new Set(['verify-code', 'registration-refused', 'registration-approved']),
    );
  });
});
