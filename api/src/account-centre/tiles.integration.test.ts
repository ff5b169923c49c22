import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

let t: TestApp;
let gold: string;
beforeAll(async () => {
  t = await buildTestApp();
  gold = await t.login('demo_gold', 'Cctv5G@Gold');
});
afterAll(() => t.close());

type Balance = Record<string, number | string | null>;
type DetailRow = { title: string; expire: string; quantity: number };

const detail = async (category: number) =>
  (await t.call<DetailRow[]>('balanceDetail', { category }, { token: gold })).body.data;

describe('balance tiles and their details (issue 12)', () => {
  it('shows on each tile the sum of the rows its detail lists', async () => {
    const balance = (await t.call<Balance>('balance', {}, { token: gold })).body.data;
    const tiles = { quantity5G: 1, quantityMedAll: 5, quantityCd: 3, quantityAll: 15 } as const;
    for (const [field, category] of Object.entries(tiles)) {
      const rows = await detail(category);
      expect(rows.length, field).toBeGreaterThan(0);
      expect(balance[field], field).toBe(rows.reduce((sum, r) => sum + r.quantity, 0));
    }
  });

  it('lists only custom services under 定制服务数, not operations support', async () => {
    const operations = (await t.call<DetailRow[]>('rightDetail', { kind: 2 }, { token: gold })).body
      .data;
    expect(operations.length).toBeGreaterThan(0);
    const custom = await detail(3);
    for (const row of operations) expect(custom.map((r) => r.title)).not.toContain(row.title);
  });

  it('lists micro-propagation/micro-app lots only: 商务名片 and 电子画册 have tiles of their own', async () => {
    const titles = (await detail(15)).map((r) => r.title).join('、');
    expect(titles).not.toMatch(/商务名片|电子画册/);
  });
});
