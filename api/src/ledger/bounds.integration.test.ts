import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes } from '../contract/codes.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

let t: TestApp;
let operator: string;
let gold: string;
let companyId: string;
beforeAll(async () => {
  t = await buildTestApp();
  operator = await t.login('demo_operator', 'Cctv5G@Admin', 3);
  gold = await t.login('demo_gold', 'Cctv5G@Gold');
  const companies = await t.call<{ list: { companyId: string }[] }>(
    'manageCompanies',
    { keyword: '示范', page: 1, pageSize: 10 },
    { token: operator },
  );
  companyId = companies.body.data.list[0]!.companyId;
});
afterAll(() => t.close());

const entry = (quantity: number) =>
  t.call(
    'manageLedgerEntry',
    { kind: 3, companyId, category: 1, quantity, reason: '人工补录' },
    { token: operator },
  );

describe('manual ledger entries are bounded', () => {
  it.each([Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 100_000_001])(
    'refuses a quantity of %s with the field’s message, writing nothing',
    async (quantity) => {
      const entries = await t.rows('bill_entries');
      const res = await entry(quantity);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: codes.invalidRequest, msg: '数量最多1亿', data: null });
      expect(await t.rows('bill_entries')).toBe(entries);
    },
  );

  it('refuses a credit that would take a balance past its ceiling', async () => {
    await t.database.query(
      'update balances set quantity = 999999950000000 where company_id = $1 and category = 1',
      [companyId],
    );
    const res = await entry(100_000_000);
    expect(res.body).toMatchObject({ code: codes.invalidRequest, msg: '余额将超出上限，无法入账' });
  });
});

describe('balance and bill pages answer for any stored value', () => {
  it('shows a balance and entries above 2^53 instead of failing', async () => {
    const huge = '9007199254741991';
    await t.database.query(
      'update balances set quantity = $2 where company_id = $1 and category = 1',
      [companyId, huge],
    );
    // The tile is the sum of the company's live lots: one of them holds it all.
    await t.database.query(
      `update ledger_lots set remaining = case when id = (
         select max(id) from ledger_lots
         where company_id = $1 and category = 1 and expires_at > now()) then $2::bigint else 0 end
       where company_id = $1 and category = 1`,
      [companyId, huge],
    );
    await t.database.query(
      `update bill_entries set quantity = $2, balance_after = $2
       where id = (select max(id) from bill_entries where company_id = $1 and category = 1)`,
      [companyId, huge],
    );
    const balance = await t.call<{ quantity5G: number }>('balance', {}, { token: gold });
    expect(balance.status).toBe(200);
    expect(balance.body.code).toBe(0);
    expect(balance.body.data.quantity5G).toBeGreaterThan(Number.MAX_SAFE_INTEGER);

    const bills = await t.call<{ list: { balance: number }[] }>(
      'bills',
      { queryType: '1', startDay: '20200101', endDay: '20301231', page: '1', pageSize: '100' },
      { token: gold },
    );
    expect(bills.status).toBe(200);
    expect(bills.body.code).toBe(0);
    expect(bills.body.data.list.some((row) => row.balance > Number.MAX_SAFE_INTEGER)).toBe(true);
  });
});
