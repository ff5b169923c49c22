import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { nonceKey } from '../accounts/nonces.ts';
import { billCategories } from '../contract/schemas/account.ts';
import { createNonce } from '../contract/nonce.ts';
import { serviceOrders } from '../db/schema.ts';
import { newId } from '../db/ids.ts';
import { credit } from '../ledger/ledger.ts';
import { dateOf } from '../lib/calendar.ts';
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

describe('balance tiles and their details', () => {
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

const hour = 60 * 60 * 1000;

/**
 * The balance overview as plain reads of the tables would answer it, once expired lots are written
 * off: the oracle for the one statement that reads it.
 */
async function plainOverview(companyId: bigint) {
  const params = [companyId.toString(), t.clock.now().toISOString()];
  const lots = await t.database.query<{ category: number; sum: number }>(
    `select category, sum(remaining)::int as sum from ledger_lots
      where company_id = $1 and remaining > 0 and expires_at > $2 group by category`,
    params,
  );
  const [showcase] = await t.database.query<{ until: Date | string | null }>(
    `select max(expires_at) as until from ledger_lots
      where company_id = $1 and category = 4 and remaining > 0 and expires_at > $2`,
    params,
  );
  const [custom] = await t.database.query<{ n: number }>(
    `select count(*)::int as n from service_orders
      where company_id = $1 and shop_status = 'customization' and expires_at > $2`,
    params,
  );
  const rights = await t.database.query<{ orderType: number; live: number }>(
    `select order_type as "orderType",
        (count(*) filter (where expires_at > $2 and order_status <> 3))::int as live
       from service_orders where company_id = $1 group by order_type`,
    params,
  );
  const [album] = await t.database.query<{ quantity: number }>(
    'select quantity::int as quantity from balances where company_id = $1 and category = 5',
    params.slice(0, 1),
  );
  const lotsOf = (category: number) => lots.find((l) => l.category === category)?.sum ?? 0;
  const right = (orderType: number) => rights.find((r) => r.orderType === orderType)?.live ?? null;
  return {
    quantity5G: lotsOf(1),
    quantityMApp: lotsOf(2),
    quantityMArt: lotsOf(2),
    quantityAll: lotsOf(2),
    quantityBanner2: right(11),
    quantityMain: right(10),
    quantityFocus: right(9),
    quantityMedAll: lotsOf(3),
    quantityCd: custom!.n,
    quantityShow: showcase?.until ? dateOf(new Date(showcase.until)) : null,
    quantityShowBook: album?.quantity ?? 0,
  };
}

/** A nonce for the token that is not one of the 1 in 256 that also prune old nonces. */
function quietNonce(token: string) {
  for (;;) {
    const nonce = createNonce(token, t.clock.now().getTime());
    if (!nonceKey(token, nonce, t.clock.now())!.startsWith('00')) return nonce;
  }
}

/** The text of each statement sent outside a transaction while `run` runs. */
async function statementsDuring(run: () => Promise<unknown>) {
  const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
    .$client;
  const spy = vi.spyOn(client, 'query');
  try {
    await run();
    return spy.mock.calls.map(([q]) => (typeof q === 'string' ? q : (q as { text: string }).text));
  } finally {
    spy.mockRestore();
  }
}

const isOverviewRead = (text: string) => text.includes('json_agg');

describe('the balance overview in one read', () => {
  it('answers as the plain reads do, writing off due lots first', async () => {
    const companyId = (await t.user('demo_gold')).companyId!;
    const now = t.clock.now();
    const soon = new Date(now.getTime() + hour / 2);
    // A lot due within the hour in every ledger category, the showcase's among them.
    await t.db.transaction(async (tx) => {
      for (const category of billCategories) {
        await credit(tx, {
          companyId,
          category,
          now,
          kind: 3,
          quantity: 7,
          expiresAt: soon,
          title: `即将到期${category}`,
          description: '测试',
        });
      }
    });
    // A custom service that expires with the lots, and showcase rights (9, 10, 11) live and
    // activated, disabled, and expiring with the lots, beside the seeded service orders.
    const [model] = await t.db
      .select()
      .from(serviceOrders)
      .where(
        and(eq(serviceOrders.companyId, companyId), eq(serviceOrders.shopStatus, 'customization')),
      )
      .limit(1);
    const later = new Date(now.getTime() + 30 * 24 * hour);
    const right = { shopStatus: 'operation', prodName: '展示权益' };
    await t.db.insert(serviceOrders).values([
      { ...model!, id: newId(), prodName: '即将到期的定制', expiresAt: soon },
      { ...model!, ...right, id: newId(), orderType: 10, orderStatus: 2, expiresAt: later },
      { ...model!, ...right, id: newId(), orderType: 11, orderStatus: 3, expiresAt: later },
      { ...model!, ...right, id: newId(), orderType: 11, orderStatus: 1, expiresAt: later },
      { ...model!, ...right, id: newId(), orderType: 9, orderStatus: 1, expiresAt: soon },
    ]);

    const before = (await t.call<Balance>('balance', {}, { token: gold })).body.data;
    expect(before).toEqual(await plainOverview(companyId));
    t.clock.advance(hour);
    const expiries = () =>
      t.database.query<{ n: number }>(
        `select count(*)::int as n from bill_entries e join ledger_lots l on l.id = e.lot_id
          where e.kind = 5 and l.title like '即将到期%' and l.company_id = $1`,
        [companyId.toString()],
      );
    expect((await expiries())[0]!.n).toBe(0);

    const after = (await t.call<Balance>('balance', {}, { token: gold })).body.data;
    // The call itself wrote the due lots off, and its answer agrees with the tables afterwards.
    expect((await expiries())[0]!.n).toBe(billCategories.length);
    expect(after).toEqual(await plainOverview(companyId));
    expect(after.quantity5G).toBe((before.quantity5G as number) - 7);
    expect(after.quantityMedAll).toBe((before.quantityMedAll as number) - 7);
    expect(after.quantityShowBook).toBe((before.quantityShowBook as number) - 7);
    expect(after.quantityCd).toBe((before.quantityCd as number) - 1);
    expect(after.quantityFocus).toBe((before.quantityFocus as number) - 1);
    for (const [field, category] of Object.entries({ quantity5G: 1, quantityCd: 3 })) {
      const rows = await detail(category);
      expect(after[field], field).toBe(rows.reduce((sum, r) => sum + r.quantity, 0));
    }
  });

  it('sends two statements: the session check and the overview, read again only after expiries', async () => {
    const companyId = (await t.user('demo_gold')).companyId!;
    const usual = await statementsDuring(() =>
      t.call('balance', {}, { token: gold, nonce: quietNonce(gold) }),
    );
    expect(usual).toHaveLength(2);
    expect(usual.filter(isOverviewRead)).toHaveLength(1);

    const now = t.clock.now();
    await t.db.transaction((tx) =>
      credit(tx, {
        companyId,
        category: 1,
        now,
        kind: 3,
        quantity: 1,
        expiresAt: new Date(now.getTime() + 1000),
        title: '一秒后到期',
        description: '测试',
      }),
    );
    t.clock.advance(2000);
    const withDueLot = await statementsDuring(() =>
      t.call('balance', {}, { token: gold, nonce: quietNonce(gold) }),
    );
    expect(withDueLot.filter(isOverviewRead)).toHaveLength(2);
  });
});
