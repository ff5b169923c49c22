import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes } from '../contract/codes.ts';
import type { Order, Product } from '../contract/index.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

const receipt = fs
  .readFileSync(new URL('../seed/assets/transfer-receipt.png', import.meta.url))
  .toString('base64');

let t: TestApp;
let trial: string;
let operator: string;
let catalogue: Product[];
beforeAll(async () => {
  t = await buildTestApp();
  trial = await t.login('demo_trial', 'Cctv5G@Trial');
  operator = await t.login('demo_operator', 'Cctv5G@Admin', 3);
  const all = await t.call<{
    serviceOrderProducts: { productSets: Product[]; defProducts: Product[] };
    medProducts: Product[];
    cusProducts: Product[];
  }>('productAll', {}, { token: trial });
  const groups = all.body.data;
  catalogue = [
    ...groups.serviceOrderProducts.productSets,
    ...groups.serviceOrderProducts.defProducts,
    ...groups.medProducts,
    ...groups.cusProducts,
  ];
});
afterAll(() => t.close());

const product = (name: string) => catalogue.find((p) => p.name === name)!;
let keys = 0;
const requestKey = () => `test-key-${(keys += 1)}-abcdef`;

async function proof(token = trial) {
  const res = await t.call<string>('uploadPicBase64', { base64: receipt }, { token });
  return res.body.data;
}

async function charge(lines: [string, number][], extra: Record<string, unknown> = {}) {
  const chargeList = lines.map(([name, repetitions]) => ({ id: product(name).id, repetitions }));
  return t.call<{ orderNo: string }>(
    'charge',
    {
      pay: 1,
      flowNo: 'LS20261122001',
      prove: await proof(),
      remark: '对公转账',
      chargeList,
      requestKey: requestKey(),
      ...extra,
    },
    { token: trial },
  );
}

async function orderOf(orderNo: string, token = trial) {
  const res = await t.call<{ list: Order[] }>(
    'orders',
    { orderNo, page: 1, pageSize: 10 },
    { token },
  );
  return res.body.data.list[0]!;
}

const review = (orderNo: string, action: string, reason?: string) =>
  t.call('manageReviewOrder', { orderNo, action, reason }, { token: operator });

describe('the catalogue', () => {
  it('groups products and lists one shop tab', async () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(16);
    const tab = await t.call<Product[]>('productList', { showType: 'operation' }, { token: trial });
    expect(tab.body.data.length).toBeGreaterThan(0);
    expect(tab.body.data.every((p) => p.shopStatus === 'operation')).toBe(true);
  });
});

describe('settlement', () => {
  it('prices the order from the catalogue, puts it in review and is idempotent on its key', async () => {
    const key = requestKey();
    const prove = await proof();
    const payload = {
      pay: 123,
      flowNo: 'LS-IDEMPOTENT',
      prove,
      chargeList: [
        { id: product('5G消息套餐（1万条）').id, repetitions: 2 },
        { id: product('+媒体图文素材（100条）').id, repetitions: 1 },
      ],
      requestKey: key,
    };
    const first = await t.call<{ orderNo: string }>('charge', payload, { token: trial });
    const before = await t.rows('orders');
    const again = await t.call<{ orderNo: string }>('charge', payload, { token: trial });
    expect(again.body.data.orderNo).toBe(first.body.data.orderNo);
    expect(await t.rows('orders')).toBe(before);

    const order = await orderOf(first.body.data.orderNo);
    expect(order).toMatchObject({ status: 1, orderStatus: 0, pay: 123, flowNo: 'LS-IDEMPOTENT' });
    expect(order.fee).toBe(
      product('5G消息套餐（1万条）').price * 2 + product('+媒体图文素材（100条）').price,
    );
    expect(order.history.map((h) => h.action)).toEqual(['submit']);
    // The proof comes back as a freshly signed link that opens without a session.
    const image = await t.app.inject({ method: 'GET', url: order.prove });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('refuses unknown products, foreign proofs, sub-accounts and operators, writing nothing', async () => {
    const before = await t.rows('orders');
    const unknown = await t.call(
      'charge',
      {
        pay: 1,
        flowNo: 'x',
        prove: await proof(),
        chargeList: [{ id: '12345', repetitions: 1 }],
        requestKey: requestKey(),
      },
      { token: trial },
    );
    expect(unknown.body.code).toBe(codes.productUnavailable);

    const gold = await t.login('demo_gold', 'Cctv5G@Gold');
    const foreign = await charge([['5G消息套餐（1万条）', 1]], { prove: await proof(gold) });
    expect(foreign.body.code).toBe(codes.badProof);
    const forged = await charge([['5G消息套餐（1万条）', 1]], {
      prove: 'https://evil.example/x.png',
    });
    expect(forged.body.code).toBe(codes.badProof);

    const sub = await t.login('demo_sub', 'Cctv5G@Sub');
    const bySub = await t.call(
      'charge',
      {
        pay: 1,
        flowNo: 'x',
        prove: 'p',
        chargeList: [{ id: product('电子画册（10本）').id, repetitions: 1 }],
        requestKey: requestKey(),
      },
      { token: sub },
    );
    expect(bySub.body.code).toBe(codes.noPermission);
    const byOperator = await t.call('balance', {}, { token: operator });
    expect(byOperator.body.code).toBe(codes.noPermission);

    const missing = await t.call(
      'charge',
      { pay: 100, flowNo: '', prove: '', chargeList: [], requestKey: requestKey() },
      { token: trial },
    );
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toMatch(/请输入汇款的交易流水编号|请上传汇款凭证|请选择商品/);
    expect(await t.rows('orders')).toBe(before);
  });
});

describe('review', () => {
  it('approval credits balances with expiries, writes bill entries, upgrades the tier at once and tells the customer', async () => {
    const placed = await charge([
      ['5G消息套餐（1万条）', 1],
      ['微应用套餐（50个）', 1],
      ['商务名片企业展示（1年）', 1],
      ['优秀微应用展示', 1],
    ]);
    const { orderNo } = placed.body.data;
    const queue = await t.call<{ list: { orderNo: string; companyName: string }[] }>(
      'manageOrders',
      { status: 1, page: 1, pageSize: 50 },
      { token: operator },
    );
    expect(queue.body.data.list.find((o) => o.orderNo === orderNo)?.companyName).toBe(
      '北京试用信息技术有限公司',
    );

    t.clock.advance(60 * 60 * 1000);
    expect((await review(orderNo, 'approve')).body.code).toBe(0);

    const balance = await t.call<Record<string, unknown>>('balance', {}, { token: trial });
    expect(balance.body.data).toMatchObject({
      quantity5G: 10_100,
      quantityAll: 50,
      quantityShow: '2027-11-22',
      quantityBanner2: 1,
      quantityMain: null,
    });
    const detail = await t.call<{ title: string; expire: string; quantity: number }[]>(
      'balanceDetail',
      { category: 1 },
      { token: trial },
    );
    expect(detail.body.data).toEqual([
      { title: '试用赠送5G消息', expire: '2027-02-22', quantity: 100 },
      { title: '5G消息套餐（1万条）', expire: '2027-11-22', quantity: 10_000 },
    ]);
    const bills = await t.call<{
      list: { billType: number; billQuantity: number; balance: number; oriQuantity: number }[];
    }>(
      'bills',
      { queryType: 1, startDay: '20261122', endDay: '20261122', page: 1, pageSize: 10 },
      { token: trial },
    );
    expect(bills.body.data.list[0]).toMatchObject({
      billType: 1,
      billQuantity: 10_000,
      oriQuantity: 100,
      balance: 10_100,
    });

    const level = await t.call<{ levelId: number; levelName: string }>(
      'levelInfo',
      {},
      { token: trial },
    );
    // 78,000 yuan within the year: bronze at once, no waiting for 1 January.
    expect(level.body.data).toMatchObject({
      levelId: 2,
      levelName: '铜牌客户',
      chargeMoney: 7_800_000,
    });

    const order = await orderOf(orderNo);
    expect(order).toMatchObject({ status: 2, orderStatus: 4 });
    expect(order.history.map((h) => h.action)).toEqual(['submit', 'approve']);
    expect(order.history[1]!.actorName).toContain('平台运营');

    const inbox = await t.call<{ status: number }>('noticeActual', {}, { token: trial });
    expect(inbox.body.data.status).toBe(1);
    const notices = await t.call<{ list: { title: string; orderNo: string | null }[] }>(
      'noticeList',
      { page: 1, pageSize: 10 },
      { token: trial },
    );
    expect(notices.body.data.list[0]).toMatchObject({ title: '订单审核通过', orderNo });
    await t.call('noticeRead', {}, { token: trial });
    expect(
      (await t.call<{ status: number }>('noticeActual', {}, { token: trial })).body.data.status,
    ).toBe(0);

    // A second decision on the same order is refused: it is no longer in review.
    expect((await review(orderNo, 'close', '重复操作')).body.code).toBe(codes.orderStateChanged);
  });

  it('rejection with a reason lets the customer edit and resubmit, the amount unchanged', async () => {
    const { orderNo } = (await charge([['电子画册（10本）', 1]], { pay: 300_000 })).body.data;
    expect((await review(orderNo, 'reject')).status).toBe(400);
    expect((await review(orderNo, 'reject', '凭证不清晰')).body.code).toBe(0);
    const rejected = await orderOf(orderNo);
    expect(rejected).toMatchObject({ status: 3, orderStatus: 3, reviewReason: '凭证不清晰' });

    const edit = await t.call(
      'recharge',
      {
        orderNo,
        flowNo: 'LS-NEW',
        prove: await proof(),
        remark: '补充清晰凭证',
        requestKey: requestKey(),
        pay: 1,
      },
      { token: trial },
    );
    expect(edit.body.code).toBe(0);
    const resubmitted = await orderOf(orderNo);
    expect(resubmitted).toMatchObject({ status: 1, flowNo: 'LS-NEW', pay: 300_000 });
    expect(resubmitted.history.map((h) => h.action)).toEqual(['submit', 'reject', 'resubmit']);

    // Orders in review, approved or closed cannot be edited.
    const again = await t.call(
      'recharge',
      { orderNo, flowNo: 'x', prove: await proof(), requestKey: requestKey() },
      { token: trial },
    );
    expect(again.body.code).toBe(codes.orderStateChanged);
  });

  it('returns for re-editing and closes with a reason', async () => {
    const a = (await charge([['电子画册（10本）', 1]])).body.data.orderNo;
    const b = (await charge([['电子画册（10本）', 1]])).body.data.orderNo;
    await review(a, 'return', '请补充备注');
    await review(b, 'close', '客户取消');
    expect(await orderOf(a)).toMatchObject({ status: 5, orderStatus: 3 });
    expect(await orderOf(b)).toMatchObject({ status: 4, orderStatus: 1, reviewReason: '客户取消' });
  });
});

describe('order list', () => {
  it('filters by date range and order number and pages by ten', async () => {
    const all = await t.call<{ total: number; list: Order[] }>(
      'orders',
      { page: 1, pageSize: 10 },
      { token: trial },
    );
    expect(all.body.data.total).toBeGreaterThan(3);
    const today = await t.call<{ total: number }>(
      'orders',
      { startTime: '2026-11-22', endTime: '2026-11-22 23:59:59', page: 1, pageSize: 10 },
      { token: trial },
    );
    expect(today.body.data.total).toBe(all.body.data.total);
    const yesterday = await t.call<{ total: number }>(
      'orders',
      { startTime: '2026-11-21', endTime: '2026-11-21 23:59:59', page: 1, pageSize: 10 },
      { token: trial },
    );
    expect(yesterday.body.data.total).toBe(0);
    const bad = await t.call('orders', { startTime: '22/11/2026', page: 1 }, { token: trial });
    expect(bad.status).toBe(400);
  });
});

describe('bills', () => {
  it('needs a range that does not end before it starts', async () => {
    const res = await t.call(
      'bills',
      { queryType: 1, startDay: '20261122', endDay: '20261121', page: 1, pageSize: 10 },
      { token: trial },
    );
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('结束时间不能早于开始时间');
    const noCategory = await t.call(
      'bills',
      { queryType: 9, startDay: '20261122', endDay: '20261122' },
      { token: trial },
    );
    expect(noCategory.status).toBe(400);
  });
});

describe('custom services and rights', () => {
  it('lists the service orders and refuses activating a right above the tier with 3006', async () => {
    const services = await t.call<{
      total: number;
      list: { id: string; orderType: number; orderStatus: number }[];
    }>('serviceOrders', { orderType: 11, page: 1, pageSize: 4 }, { token: trial });
    expect(services.body.data.total).toBe(1);
    const showcase = services.body.data.list[0]!;
    expect(showcase.orderStatus).toBe(1);
    const refused = await t.call(
      'confirmServiceOrder',
      { id: showcase.id, type: 1 },
      { token: trial },
    );
    expect(refused.body.code).toBe(codes.levelTooLow);

    const counts = await t.call<{ cdCount: number; opCount: number }>(
      'typeCount',
      {},
      { token: trial },
    );
    expect(counts.body.data).toEqual({ cdCount: 0, opCount: 1 });
  });

  it('activates a right the tier holds, once', async () => {
    const gold = await t.login('demo_gold', 'Cctv5G@Gold');
    const list = await t.call<{ list: { id: string; orderStatus: number }[] }>(
      'serviceOrders',
      { orderType: 10, page: 1, pageSize: 4 },
      { token: gold },
    );
    const right = list.body.data.list.find((s) => s.orderStatus === 1)!;
    expect(
      (await t.call('confirmServiceOrder', { id: right.id, type: 1 }, { token: gold })).body.code,
    ).toBe(0);
    const after = await t.call<{
      list: { id: string; orderStatus: number; orderServiceStatus: number }[];
    }>('serviceOrders', { orderType: 10, page: 1, pageSize: 4 }, { token: gold });
    expect(after.body.data.list.find((s) => s.id === right.id)).toMatchObject({
      orderStatus: 2,
      orderServiceStatus: 1,
    });
    expect(
      (await t.call('confirmServiceOrder', { id: right.id, type: 1 }, { token: gold })).body.code,
    ).toBe(codes.orderStateChanged);
    const custom = await t.call<{ list: { orderType: number }[] }>(
      'serviceOrders',
      { orderType: 0, page: 1, pageSize: 999 },
      { token: gold },
    );
    expect(custom.body.data.list.map((s) => s.orderType).sort()).toEqual([4, 6]);
  });
});

describe('registrations', () => {
  it('approves an account awaiting audit, grants the trial messages and records who did it', async () => {
    const pending = await t.call<{ list: { userId: string; account: string }[] }>(
      'manageRegistrations',
      { page: 1, pageSize: 10 },
      { token: operator },
    );
    const user = pending.body.data.list.find((u) => u.account === 'demo_pending')!;
    expect(
      (
        await t.call(
          'manageReviewRegistration',
          { userId: user.userId, approve: false },
          { token: operator },
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await t.call(
          'manageReviewRegistration',
          { userId: user.userId, approve: true },
          { token: operator },
        )
      ).body.code,
    ).toBe(0);
    const token = await t.login('demo_pending', 'Cctv5G@Wait');
    const info = await t.call<{ userStatus: number }>('userInfo', {}, { token });
    expect(info.body.data.userStatus).toBe(1);
    expect(
      (await t.call<{ quantity5G: number }>('balance', {}, { token })).body.data.quantity5G,
    ).toBe(100);
    const [action] = await t.database.query<{ action: string }>(
      `select action from back_office_actions`,
    );
    expect(action?.action).toBe('approve-registration');
    const again = await t.call(
      'manageReviewRegistration',
      { userId: user.userId, approve: true },
      { token: operator },
    );
    expect(again.body.code).toBe(codes.orderStateChanged);
  });
});

describe("another company's data", () => {
  it('is never visible nor changeable', async () => {
    const gold = await t.login('demo_gold', 'Cctv5G@Gold');
    const { orderNo } = (await charge([['电子画册（10本）', 1]])).body.data;
    await review(orderNo, 'return', '请核对');

    const search = await t.call<{ total: number }>(
      'orders',
      { orderNo, page: 1, pageSize: 10 },
      { token: gold },
    );
    expect(search.body.data.total).toBe(0);
    const edit = await t.call(
      'recharge',
      { orderNo, flowNo: 'x', prove: await proof(gold), requestKey: requestKey() },
      { token: gold },
    );
    expect(edit.body.code).toBe(codes.notFound);

    const trialServices = await t.call<{ list: { id: string }[] }>(
      'serviceOrders',
      { orderType: 11, page: 1, pageSize: 4 },
      { token: trial },
    );
    const activate = await t.call(
      'confirmServiceOrder',
      { id: trialServices.body.data.list[0]!.id, type: 1 },
      { token: gold },
    );
    expect(activate.body.code).toBe(codes.notFound);

    const goldNotices = await t.call<{ list: { orderNo: string | null }[] }>(
      'noticeList',
      { page: 1, pageSize: 100 },
      { token: gold },
    );
    expect(goldNotices.body.data.list.some((n) => n.orderNo === orderNo)).toBe(false);
    const trialNotice = await t.call<{ list: { id: string; read: boolean }[] }>(
      'noticeList',
      { page: 1, pageSize: 1 },
      { token: trial },
    );
    await t.call('noticeRead', { id: trialNotice.body.data.list[0]!.id }, { token: gold });
    const still = await t.call<{ list: { read: boolean }[] }>(
      'noticeList',
      { page: 1, pageSize: 1 },
      { token: trial },
    );
    expect(still.body.data.list[0]!.read).toBe(false);
  });
});
