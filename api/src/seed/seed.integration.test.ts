import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import type { ArticleDetail, ArticleSummary } from '../contract/schemas/micro-propagation.ts';
import { demoFormCode } from './micro-apps-demo.ts';

let t: TestApp;
let gold: string;
beforeAll(async () => {
  t = await buildTestApp();
  gold = await t.login('demo_gold', 'Cctv5G@Gold');
});
afterAll(() => t.close());

type Ledger = { company_id: string; category: number; balance: number; entries: number };

describe('demo year of the gold company', () => {
  it('is gold, with every balance equal to the sum of its bill entries', async () => {
    const level = await t.call<{ levelId: number; chargeMoney: number }>(
      'levelInfo',
      {},
      { token: gold },
    );
    expect(level.body.data).toMatchObject({ levelId: 4, levelName: '金牌客户' });
    expect(level.body.data.chargeMoney).toBeGreaterThanOrEqual(30_000_000);
    const ledgers = await t.database.query<Ledger>(
      `select b.company_id::text, b.category, b.quantity::int as balance,
              (select coalesce(sum(quantity), 0)::int from bill_entries e
                where e.company_id = b.company_id and e.category = b.category) as entries
         from balances b`,
    );
    expect(ledgers.length).toBeGreaterThanOrEqual(5);
    for (const l of ledgers) expect(l.balance).toBe(l.entries);
  });

  it('has a year of bills, orders in every state and daily usage', async () => {
    const orders = await t.call<{ total: number; list: { status: number }[] }>(
      'orders',
      { page: 1, pageSize: 50 },
      { token: gold },
    );
    expect(new Set(orders.body.data.list.map((o) => o.status))).toEqual(new Set([1, 2, 4, 5]));
    const bills = await t.call<{ total: number }>(
      'bills',
      { queryType: 1, startDay: '20251101', endDay: '20261122', page: 1, pageSize: 10 },
      { token: gold },
    );
    expect(bills.body.data.total).toBeGreaterThan(45);
    const week = await t.call<{ day: string; consume: number }[]>(
      'usageWeek',
      { category: 1 },
      { token: gold },
    );
    expect(week.body.data).toHaveLength(7);
    expect(week.body.data.every((p) => p.consume > 0)).toBe(true);
  });

  it('has a published form with answers on its public link, and a draft', async () => {
    const forms = await t.call<{
      list: { title: string; status: number; answersTotal: number; publicUrl: string | null }[];
    }>('miniAppList', {}, { token: gold });
    expect(forms.body.data.list.map((f) => [f.title, f.status])).toEqual(
      expect.arrayContaining([
        ['政务服务满意度调查', 3],
        ['活动报名表', 1],
      ]),
    );
    const survey = forms.body.data.list.find((f) => f.status === 3)!;
    expect(survey.answersTotal).toBe(6);
    expect(survey.publicUrl).toBe(`/f/${demoFormCode}`);
    const open = await t.call<{ state: string }>('publicForm', { code: demoFormCode });
    expect(open.body.data.state).toBe('open');
  });

  it('has a published article with views, whose image its page can load, and a draft', async () => {
    const list = await t.call<{ list: ArticleSummary[] }>('articleList', {}, { token: gold });
    expect(list.body.data.list.map((a) => [a.title, a.status])).toEqual(
      expect.arrayContaining([
        ['5G消息惠企政策解读', 3],
        ['社区义诊活动预告', 1],
      ]),
    );
    const policy = list.body.data.list.find((a) => a.status === 3)!;
    expect(policy).toMatchObject({
      publicUrl: `/v2/articleContent/${policy.id}`,
      publicState: 'open',
      viewsTotal: 128 + 210 + 87 + 164 + 95,
      paidFeatures: [],
    });
    const detail = await t.call<ArticleDetail>('articleGet', { id: policy.id }, { token: gold });
    expect(detail.body.data.document.mapPoint?.title).toBe('市民服务中心');
    expect(detail.body.data.document.related).toHaveLength(2);
    const image = await t.app.inject({ method: 'GET', url: policy.coverUrl! });
    expect(image.statusCode).toBe(302);
  });

  it('gives the trial account its 100 free messages', async () => {
    const trial = await t.login('demo_trial', 'Cctv5G@Trial');
    const balance = await t.call<{ quantity5G: number }>('balance', {}, { token: trial });
    expect(balance.body.data.quantity5G).toBe(100);
    const level = await t.call<{ levelId: number }>('levelInfo', {}, { token: trial });
    expect(level.body.data.levelId).toBe(0);
  });
});
