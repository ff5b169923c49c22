import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes } from '../contract/codes.ts';
import type { BillCategory } from '../contract/schemas/account.ts';
import { newId } from '../db/ids.ts';
import { billEntries, companies, outbox, users } from '../db/schema.ts';
import { dayMs } from '../lib/calendar.ts';
import { credit, debit, expireDue, postpone } from './ledger.ts';
import { outboxProvider } from '../accounts/messages.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function newCompany(phone = '13900000000') {
  const id = newId();
  const now = t.clock.now();
  await t.db
    .insert(companies)
    .values({ id, name: `测试单位${id}`, contactPhone: phone, createdAt: now });
  return id;
}

type Sums = { category: number; balance: number; entries: number; lots: number }[];
async function sums(companyId: bigint): Promise<Sums> {
  return t.database.query(
    `select b.category, b.quantity::int as balance,
        (select coalesce(sum(quantity), 0)::int from bill_entries e where e.company_id = b.company_id and e.category = b.category) as entries,
        (select coalesce(sum(remaining), 0)::int from ledger_lots l where l.company_id = b.company_id and l.category = b.category) as lots
       from balances b where b.company_id = $1 order by b.category`,
    [companyId.toString()],
  );
}

const category = fc.constantFrom<BillCategory>(1, 2, 3);
const operation = fc.oneof(
  fc.record({
    op: fc.constant('credit' as const),
    category,
    quantity: fc.integer({ min: 1, max: 500 }),
    days: fc.integer({ min: 1, max: 60 }),
  }),
  fc.record({
    op: fc.constant('debit' as const),
    category,
    quantity: fc.integer({ min: 1, max: 400 }),
    kind: fc.constantFrom<3 | 4 | 6>(3, 4, 6),
  }),
  fc.record({ op: fc.constant('advance' as const), days: fc.integer({ min: 1, max: 30 }) }),
  fc.record({
    op: fc.constant('postpone' as const),
    category,
    days: fc.integer({ min: 1, max: 30 }),
  }),
  fc.record({ op: fc.constant('expireJob' as const) }),
);

describe('approval credits an order exactly once', () => {
  it('under concurrent decisions only one wins', async () => {
    const trial = await t.login('demo_trial', 'Cctv5G@Trial');
    const operator = await t.login('demo_operator', 'Cctv5G@Admin', 3);
    const all = await t.call<{
      serviceOrderProducts: { productSets: { id: string; name: string }[] };
    }>('productAll', {}, { token: trial });
    const pack = all.body.data.serviceOrderProducts.productSets.find(
      (p) => p.name === '5G消息套餐（1万条）',
    )!;
    const prove = (
      await t.call<string>(
        'uploadPicBase64',
        {
          base64:
            'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        },
        { token: trial },
      )
    ).body.data;
    const placed = await t.call<{ orderNo: string }>(
      'charge',
      {
        pay: 100,
        flowNo: 'F1',
        prove,
        chargeList: [{ id: pack.id, repetitions: 3 }],
        requestKey: 'concurrent-approval-1',
      },
      { token: trial },
    );
    const { orderNo } = placed.body.data;
    const results = await Promise.all(
      [0, 1, 2].map(() =>
        t.call('manageReviewOrder', { orderNo, action: 'approve' }, { token: operator }),
      ),
    );
    expect(results.map((r) => r.body.code).sort()).toEqual([
      0,
      codes.orderStateChanged,
      codes.orderStateChanged,
    ]);
    const [order] = await t.database.query<{ id: string }>(
      `select id::text from orders where order_no = $1`,
      [orderNo],
    );
    const credits = await t.db
      .select()
      .from(billEntries)
      .where(and(eq(billEntries.orderId, BigInt(order!.id)), eq(billEntries.kind, 1)));
    expect(credits.map((c) => c.quantity)).toEqual([30_000]);
  });
});

describe('expiry job', () => {
  it('writes kind-5 entries for lots past their expiry and nothing before', async () => {
    const companyId = await newCompany();
    const now = t.clock.now();
    await t.db.transaction((tx) =>
      credit(tx, {
        companyId,
        category: 5,
        kind: 1,
        quantity: 10,
        expiresAt: new Date(now.getTime() + dayMs),
        title: '电子画册',
        description: '订购',
        now,
      }),
    );
    expect(await expireDue(t.db, now)).toBe(0);
    t.clock.advance(dayMs);
    expect(await expireDue(t.db, t.clock.now())).toBe(1);
    const entries = await t.db
      .select()
      .from(billEntries)
      .where(eq(billEntries.companyId, companyId));
    expect(entries.map((e) => [e.kind, e.quantity, e.balanceAfter])).toEqual([
      [1, 10, 10],
      [5, -10, 0],
    ]);
  });
});

describe('manual entries', () => {
  it('adjusts, refunds against an order and postpones, recording who did it', async () => {
    t.clock.set('2026-11-23T03:00:00Z');
    const operator = await t.login('demo_operator', 'Cctv5G@Admin', 3);
    const companies = await t.call<{
      list: {
        companyId: string;
        name: string;
        levelName: string;
        balances: { category: number; quantity: number }[];
      }[];
    }>('manageCompanies', { keyword: '示范', page: 1, pageSize: 10 }, { token: operator });
    const gold = companies.body.data.list[0]!;
    expect(gold).toMatchObject({ name: '央视网示范科技有限公司', levelName: '金牌客户' });
    const media = () => gold.balances.find((b) => b.category === 3)?.quantity;
    expect(media()).toBeGreaterThan(0);
    const categories = gold.balances.map((b) => b.category);
    expect(categories.length).toBeGreaterThan(1);
    expect(categories).toEqual([...categories].sort((a, b) => a - b));
    const token = await t.login('demo_gold', 'Cctv5G@Gold');
    const orders = await t.call<{
      list: { orderNo: string; status: number; items: { name: string }[] }[];
    }>('orders', { page: 1, pageSize: 50 }, { token });
    const mediaOrder = orders.body.data.list.find(
      (o) => o.status === 2 && o.items.some((i) => i.name.startsWith('+媒体')),
    )!;

    const refund = await t.call(
      'manageLedgerEntry',
      {
        kind: 6,
        companyId: gold.companyId,
        category: 3,
        quantity: 5,
        orderNo: mediaOrder.orderNo,
        reason: '部分退款',
      },
      { token: operator },
    );
    expect(refund.body.code).toBe(0);
    const postponed = await t.call(
      'manageLedgerEntry',
      { kind: 7, companyId: gold.companyId, category: 3, days: 30, reason: '服务补偿' },
      { token: operator },
    );
    expect(postponed.body.code).toBe(0);
    const noReason = await t.call(
      'manageLedgerEntry',
      { kind: 7, companyId: gold.companyId, category: 3, days: 30, reason: '' },
      { token: operator },
    );
    expect(noReason.status).toBe(400);

    const bills = await t.call<{
      list: {
        billType: number;
        billQuantity: number;
        actualQuantity: number | null;
        desc: string;
      }[];
    }>(
      'bills',
      { queryType: 3, startDay: '20260101', endDay: '20271231', page: 1, pageSize: 10 },
      { token },
    );
    expect(
      bills.body.data.list
        .slice(0, 2)
        .map((b) => [b.billType, b.billQuantity, b.actualQuantity, b.desc]),
    ).toEqual([
      [7, 0, 30, '延期：服务补偿'],
      [6, -5, null, '退款：部分退款'],
    ]);
    const history = await t.call<{
      list: { orderNo: string; history: { action: string; reason: string | null }[] }[];
    }>('orders', { orderNo: mediaOrder.orderNo, page: 1, pageSize: 10 }, { token });
    expect(history.body.data.list[0]!.history.at(-1)).toMatchObject({
      action: 'refund',
      reason: '部分退款',
    });
    const actions = await t.database.query<{ action: string }>(
      `select action from back_office_actions order by created_at`,
    );
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(['refund', 'postpone']));
  });
});

describe('balance alert', () => {
  async function alertedCompany() {
    const phone = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const companyId = await newCompany(phone);
    await t.db.update(companies).set({ ecBalanceAlarm: 100 }).where(eq(companies.id, companyId));
    const buy = (quantity: number) =>
      t.db.transaction((tx) =>
        credit(tx, {
          companyId,
          category: 1,
          kind: 1,
          quantity,
          expiresAt: new Date(t.clock.now().getTime() + 300 * dayMs),
          title: '5G消息',
          description: '订购',
          now: t.clock.now(),
        }),
      );
    const use = async (quantity: number) => {
      const sms = await t.db.transaction((tx) =>
        debit(tx, {
          companyId,
          category: 1,
          kind: 4,
          quantity,
          description: '发送',
          now: t.clock.now(),
        }),
      );
      if (sms) await outboxProvider(t.db).send(sms, t.clock.now());
    };
    const sent = async () =>
      (await t.db.select().from(outbox).where(eq(outbox.recipient, phone))).length;
    return { buy, use, sent };
  }

  it('sends once a month when the balance falls below the threshold, again after a repurchase', async () => {
    t.clock.set('2027-03-02T02:00:00Z');
    const c = await alertedCompany();
    await c.buy(150);
    await c.use(40);
    expect(await c.sent()).toBe(0);
    await c.use(20);
    expect(await c.sent()).toBe(1);
    // Below already, and crossing again without a repurchase in the same month: nothing more.
    await c.use(10);
    expect(await c.sent()).toBe(1);
    t.clock.advance(60 * 60 * 1000);
    await c.buy(100);
    t.clock.advance(60 * 60 * 1000);
    await c.use(50);
    expect(await c.sent()).toBe(1);
    // The repurchase lifted it over the threshold; falling below again this month sends again.
    await c.use(31);
    expect(await c.sent()).toBe(2);
    // Next month, a new crossing sends.
    t.clock.set('2027-04-01T02:00:00Z');
    await c.buy(100);
    t.clock.set('2027-04-20T02:00:00Z');
    await c.use(100);
    expect(await c.sent()).toBe(3);
  });

  it('reaches the outbox through an operator adjustment, exactly once', async () => {
    t.clock.set('2027-05-03T02:00:00Z');
    const operator = await t.login('demo_operator', 'Cctv5G@Admin', 3);
    const gold = await t.login('demo_gold', 'Cctv5G@Gold');
    const [manager] = await t.db.select().from(users).where(eq(users.account, 'demo_gold'));
    const balance = (await t.call<{ quantity5G: number }>('balance', {}, { token: gold })).body.data
      .quantity5G;
    expect(
      (await t.call('updateBalanceAlarm', { ecBalanceAlarm: balance - 10 }, { token: gold })).body
        .code,
    ).toBe(0);
    const adjust = (quantity: number) =>
      t.call(
        'manageLedgerEntry',
        {
          kind: 3,
          companyId: manager!.companyId!.toString(),
          category: 1,
          quantity,
          reason: '测试扣减',
        },
        { token: operator },
      );
    const alerts = async () =>
      (
        await t.db
          .select()
          .from(outbox)
          .where(and(eq(outbox.recipient, manager!.phone!), eq(outbox.template, 'balance-alert')))
      ).length;
    expect((await adjust(-5)).body.code).toBe(0);
    expect(await alerts()).toBe(0);
    expect((await adjust(-10)).body.code).toBe(0);
    expect(await alerts()).toBe(1);
    expect((await adjust(-10)).body.code).toBe(0);
    expect(await alerts()).toBe(1);
    const tooMuch = await adjust(-balance * 10);
    expect(tooMuch.body.code).toBe(codes.insufficientBalance);
  });
});

// Last: its random clock moves and global expiry runs would age the seeded companies.
describe('ledger invariant (model-based)', () => {
  it('keeps every balance equal to the sum of its bill entries and its live lots, never negative', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 14 }), async (ops) => {
        const companyId = await newCompany();
        // The model: lots with quantity left and when they expire.
        const lots: { category: number; left: number; expires: number }[] = [];
        const live = (c: number, at: number) =>
          lots.filter((l) => l.category === c && l.left > 0 && l.expires > at);
        const balanceOf = (c: number, at: number) => live(c, at).reduce((s, l) => s + l.left, 0);
        for (const op of ops) {
          const now = t.clock.now();
          const at = now.getTime();
          const change = { companyId, now, description: '测试' };
          if (op.op === 'credit') {
            await t.db.transaction((tx) =>
              credit(tx, {
                ...change,
                category: op.category,
                kind: 3,
                quantity: op.quantity,
                expiresAt: new Date(at + op.days * dayMs),
                title: '测试',
              }),
            );
            lots.push({ category: op.category, left: op.quantity, expires: at + op.days * dayMs });
          } else if (op.op === 'debit') {
            const available = balanceOf(op.category, at);
            const result = t.db.transaction((tx) =>
              debit(tx, { ...change, category: op.category, kind: op.kind, quantity: op.quantity }),
            );
            if (op.quantity > available) {
              await expect(result).rejects.toMatchObject({ code: codes.insufficientBalance });
            } else {
              await result;
              let left = op.quantity;
              for (const lot of live(op.category, at).sort((a, b) => a.expires - b.expires)) {
                const take = Math.min(left, lot.left);
                lot.left -= take;
                left -= take;
              }
            }
          } else if (op.op === 'advance') {
            t.clock.advance(op.days * dayMs);
          } else if (op.op === 'postpone') {
            const running = live(op.category, at);
            const result = t.db.transaction((tx) =>
              postpone(tx, { ...change, category: op.category, days: op.days }),
            );
            if (running.length === 0)
              await expect(result).rejects.toMatchObject({ code: codes.insufficientBalance });
            else {
              await result;
              for (const lot of running) lot.expires += op.days * dayMs;
            }
          } else {
            await expireDue(t.db, now);
          }
        }
        await expireDue(t.db, t.clock.now());
        const at = t.clock.now().getTime();
        for (const row of await sums(companyId)) {
          expect(row.balance).toBeGreaterThanOrEqual(0);
          expect(row.entries).toBe(row.balance);
          expect(row.lots).toBe(row.balance);
          expect(row.balance).toBe(balanceOf(row.category, at));
        }
      }),
      { numRuns: 25 },
    );
  });
});
