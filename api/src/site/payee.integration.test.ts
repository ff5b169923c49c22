import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes } from '../contract/codes.ts';
import type { HelpArticle } from '../contract/schemas/help.ts';
import type { PayeeAccount } from '../contract/schemas/site.ts';
import { demoPayeeAccount } from '../seed/site.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

describe('the payee account', () => {
  let t: TestApp;
  let operator: string;
  beforeAll(async () => {
    t = await buildTestApp();
    [operator] = await t.loginDemo('operator');
  });
  afterAll(() => t.close());

  it('is the demo payee on a demo database, readable without signing in', async () => {
    const res = await t.call<PayeeAccount>('payeeAccount');
    expect(res.body).toMatchObject({ code: 0, data: demoPayeeAccount });
  });

  it('is set on the management platform: spaces in the number dropped, text trimmed', async () => {
    const saved = await t.call(
      'manageSavePayeeAccount',
      {
        accountName: ' 央视网示范运营中心 ',
        bankName: '中国建设银行北京西长安街支行',
        accountNumber: '1100 1234 5678 9012 3456',
      },
      { token: operator },
    );
    expect(saved.body.code).toBe(0);
    const res = await t.call<PayeeAccount>('payeeAccount');
    expect(res.body.data).toEqual({
      accountName: '央视网示范运营中心',
      bankName: '中国建设银行北京西长安街支行',
      accountNumber: '11001234567890123456',
    });
    expect(await t.rows('site_payee_account')).toBe(1);
  });

  it('refuses an account number that is not 8 to 32 digits, and empty fields', async () => {
    const res = await t.call(
      'manageSavePayeeAccount',
      { accountName: '', bankName: '工行', accountNumber: '6222-0001' },
      { token: operator },
    );
    expect(res.body.code).toBe(codes.invalidRequest);
    expect(res.body.msg).toMatch(/请输入户名|账号应为8至32位数字/);
  });

  it('is what the help article 订购与支付 shows under 对公转账', async () => {
    const list = await t.call<{ id: number; title: string }[]>('helpList');
    const { id } = list.body.data.find((article) => article.title === '订购与支付')!;
    const article = await t.call<HelpArticle>('helpArticle', { id });
    const transfer = article.body.data.sections.find((s) => s.heading === '对公转账');
    expect(transfer?.insert).toBe('payeeAccount');
  });

  it('is set by operators only', async () => {
    const [gold] = await t.loginDemo('gold');
    const res = await t.call('manageSavePayeeAccount', demoPayeeAccount, { token: gold });
    expect(res.body.code).toBe(codes.noPermission);
  });
});

describe('the payee account on a database without the demo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('is null until an operator enters one', async () => {
    const res = await t.call('payeeAccount');
    expect(res.body).toMatchObject({ code: 0, data: null });
  });
});
