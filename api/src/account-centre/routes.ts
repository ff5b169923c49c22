import type { FastifyInstance } from 'fastify';
import { tiers } from '../contract/tiers.ts';
import { companyOf } from '../http/caller.ts';
import { defineEndpoint } from '../http/define.ts';
import { balanceAlarmOf, setBalanceAlarm } from '../accounts/accounts.ts';
import { usageOn } from '../ledger/bills.ts';
import { standingOf } from '../ledger/standings.ts';
import { levelInfoOf } from '../ledger/tiers.ts';
import { dateOf, daysBefore } from '../lib/calendar.ts';
import { companyOrdersPage, orderViews } from '../shop/orders.ts';
import { serviceOrderCounts, serviceOrdersPage } from '../shop/service-orders.ts';
import {
  activateServiceOrder,
  balanceDetail,
  balanceFacts,
  billsPage,
  liveServices,
  markNoticesRead,
  noticesPage,
  unreadNoticeCount,
} from './queries.ts';

/** Showcase rights behind the balance fields: 11 micro-app, 10 micro-propagation, 9 information. */
const showcaseTitles = { quantityBanner2: 11, quantityMain: 10, quantityFocus: 9 } as const;

/** The customer's account centre: tier, balances and their details, orders, bills, usage, inbox. */
export async function accountCentreRoutes(app: FastifyInstance) {
  const { db, clock, uploadStore } = app;

  defineEndpoint(app, 'levelInfo', async (_input, request) =>
    levelInfoOf(await standingOf(db, companyOf(request), clock.now())),
  );

  defineEndpoint(app, 'planInfoList', async () =>
    tiers.map((t) => ({
      levelId: t.levelId,
      levelName: t.levelName,
      threshold: t.threshold,
      benefits: [...t.benefits],
    })),
  );

  defineEndpoint(app, 'balance', async (_input, request) => {
    const { tiles, quantities, showcaseUntil, services } = await balanceFacts(
      db,
      companyOf(request),
      clock.now(),
    );
    const of = (category: number) => quantities.find((r) => r.category === category)?.quantity ?? 0;
    const showcaseCount = (title: number) => {
      const row = services.find((s) => s.orderType === title);
      return row ? row.live : null;
    };
    return {
      quantity5G: tiles[1],
      quantityMApp: tiles[15],
      quantityMArt: tiles[15],
      quantityAll: tiles[15],
      quantityBanner2: showcaseCount(showcaseTitles.quantityBanner2),
      quantityMain: showcaseCount(showcaseTitles.quantityMain),
      quantityFocus: showcaseCount(showcaseTitles.quantityFocus),
      quantityMedAll: tiles[5],
      quantityCd: tiles[3],
      quantityShow: showcaseUntil ? dateOf(showcaseUntil) : null,
      quantityShowBook: of(5),
    };
  });

  defineEndpoint(app, 'balanceDetail', async ({ category }, request) =>
    balanceDetail(db, companyOf(request), category, clock.now()),
  );

  defineEndpoint(app, 'rightDetail', async ({ kind }, request) =>
    liveServices(db, companyOf(request), [kind === 1 ? 'customization' : 'operation'], clock.now()),
  );

  defineEndpoint(app, 'orders', async (filter, request) => {
    const { total, rows } = await companyOrdersPage(db, companyOf(request), filter);
    return { total, list: await orderViews(db, rows, uploadStore, clock.now()) };
  });

  defineEndpoint(app, 'bills', async ({ queryType, ...filter }, request) => {
    const { total, rows } = await billsPage(
      db,
      companyOf(request),
      { ...filter, category: queryType },
      clock.now(),
    );
    return {
      total,
      list: rows.map((r) => ({
        id: r.id.toString(),
        billDay: r.billDay,
        category: queryType,
        billType: r.kind,
        balance: r.balanceAfter,
        oriQuantity: r.balanceAfter - r.quantity,
        billQuantity: r.quantity,
        desc: r.description,
        actualQuantity: r.serviceDays,
      })),
    };
  });

  defineEndpoint(app, 'usageWeek', async ({ category }, request) =>
    usageOn(db, companyOf(request), category, daysBefore(clock.now(), 7)),
  );

  defineEndpoint(app, 'balanceAlarm', async (_input, request) =>
    balanceAlarmOf(db, companyOf(request)),
  );

  defineEndpoint(app, 'updateBalanceAlarm', async ({ ecBalanceAlarm }, request) => {
    await setBalanceAlarm(db, companyOf(request), ecBalanceAlarm);
    return null;
  });

  defineEndpoint(app, 'typeCount', async (_input, request) => {
    const counts = await serviceOrderCounts(db, companyOf(request));
    const of = (s: string) => counts.find((c) => c.shopStatus === s)?.n ?? 0;
    return { cdCount: of('customization'), opCount: of('operation') };
  });

  defineEndpoint(app, 'serviceOrders', async (filter, request) => {
    const now = clock.now();
    const { total, rows } = await serviceOrdersPage(db, companyOf(request), filter);
    return {
      total,
      list: rows.map(({ service: s, orderNo, ruleDesc }) => ({
        id: s.id.toString(),
        orderServiceId: orderNo,
        orderType: s.orderType,
        orderStatus: s.expiresAt <= now ? 3 : s.orderStatus,
        orderServiceStatus: s.serviceStatus,
        prodName: s.prodName,
        prodDesc: s.prodDesc,
        orderDesc: ruleDesc ?? '',
        orderExpireDate: dateOf(s.expiresAt),
      })),
    };
  });

  defineEndpoint(app, 'confirmServiceOrder', async ({ id }, request) => {
    await activateServiceOrder(db, companyOf(request), BigInt(id), clock.now());
    return null;
  });

  defineEndpoint(app, 'noticeActual', async (_input, request) => {
    const unread = await unreadNoticeCount(db, companyOf(request));
    return { status: unread > 0 ? 1 : 0, unread } as const;
  });

  defineEndpoint(app, 'noticeList', async (page, request) => {
    const { total, rows } = await noticesPage(db, companyOf(request), page);
    return {
      total,
      list: rows.map(({ notice: n, orderNo }) => ({
        id: n.id.toString(),
        title: n.title,
        content: n.content,
        read: n.readAt !== null,
        createTime: n.createdAt.toISOString(),
        orderNo,
      })),
    };
  });

  defineEndpoint(app, 'noticeRead', async ({ id }, request) => {
    await markNoticesRead(db, companyOf(request), id ? BigInt(id) : undefined, clock.now());
    return null;
  });
}
