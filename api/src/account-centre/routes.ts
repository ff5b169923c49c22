import { and, count, desc, eq, gt, gte, ilike, inArray, isNull, lte, max, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { codes } from '../contract/codes.ts';
import { tiers } from '../contract/tiers.ts';
import {
  balances,
  billEntries,
  companies,
  ledgerLots,
  notices,
  orders,
  products,
  serviceOrders,
  usageDaily,
} from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { dateOf, daysBefore, dayMs } from '../lib/calendar.ts';
import { expireCompany } from '../ledger/ledger.ts';
import { orderViews, placeOrder, resubmitOrder } from '../shop/orders.ts';
import { groupProducts, productView } from '../shop/shop.ts';
import { holdsRight, levelInfoOf } from '../ledger/tiers.ts';
import { defineEndpoint } from '../http/define.ts';
import { companyOf, managedCompanyOf, standingOf } from '../http/caller.ts';

/** Ledger categories behind each balance category of itemBalance (spec §9). */
const ledgerCategoriesOf: Record<number, number[]> = { 1: [1], 5: [3], 15: [2, 4, 5] };
/** Showcase rights behind the balance fields: 11 micro-app, 10 micro-propagation, 9 information. */
const showcaseTitles = { quantityBanner2: 11, quantityMain: 10, quantityFocus: 9 } as const;

/** A 'yyyy-mm-dd' or 'yyyy-mm-dd hh:mm:ss' CST time as an instant. */
const cstInstant = (value: string) =>
  new Date(`${value.length === 10 ? `${value}T00:00:00` : value.replace(' ', 'T')}+08:00`);

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
    const companyId = companyOf(request);
    const now = clock.now();
    await expireCompany(db, companyId, now);
    const [rows, [showcase], services] = await Promise.all([
      db.select().from(balances).where(eq(balances.companyId, companyId)),
      db
        .select({ until: max(ledgerLots.expiresAt) })
        .from(ledgerLots)
        .where(
          and(
            eq(ledgerLots.companyId, companyId),
            eq(ledgerLots.category, 4),
            gt(ledgerLots.remaining, 0),
          ),
        ),
      db
        .select({
          orderType: serviceOrders.orderType,
          shopStatus: serviceOrders.shopStatus,
          live: sql<number>`count(*) filter (where ${serviceOrders.expiresAt} > ${now} and ${serviceOrders.orderStatus} <> 3)`.mapWith(
            Number,
          ),
        })
        .from(serviceOrders)
        .where(eq(serviceOrders.companyId, companyId))
        .groupBy(serviceOrders.orderType, serviceOrders.shopStatus),
    ]);
    const of = (category: number) => rows.find((r) => r.category === category)?.quantity ?? 0;
    const showcaseCount = (title: number) => {
      const row = services.find((s) => s.orderType === title);
      return row ? row.live : null;
    };
    const all = of(2);
    return {
      quantity5G: of(1),
      quantityMApp: all,
      quantityMArt: all,
      quantityAll: all,
      quantityBanner2: showcaseCount(showcaseTitles.quantityBanner2),
      quantityMain: showcaseCount(showcaseTitles.quantityMain),
      quantityFocus: showcaseCount(showcaseTitles.quantityFocus),
      quantityMedAll: of(3),
      quantityCd: services
        .filter((s) => s.shopStatus === 'customization')
        .reduce((sum, s) => sum + s.live, 0),
      quantityShow: showcase?.until ? dateOf(showcase.until) : null,
      quantityShowBook: of(5),
    };
  });

  async function liveServices(companyId: bigint, shopStatuses: string[], now: Date) {
    const rows = await db
      .select()
      .from(serviceOrders)
      .where(
        and(
          eq(serviceOrders.companyId, companyId),
          inArray(serviceOrders.shopStatus, shopStatuses),
          gt(serviceOrders.expiresAt, now),
        ),
      )
      .orderBy(serviceOrders.expiresAt);
    return rows.map((s) => ({ title: s.prodName, expire: dateOf(s.expiresAt), quantity: 1 }));
  }

  defineEndpoint(app, 'balanceDetail', async ({ category }, request) => {
    const companyId = companyOf(request);
    const now = clock.now();
    if (category === 3) return liveServices(companyId, ['customization', 'operation'], now);
    await expireCompany(db, companyId, now);
    const lots = await db
      .select()
      .from(ledgerLots)
      .where(
        and(
          eq(ledgerLots.companyId, companyId),
          inArray(ledgerLots.category, ledgerCategoriesOf[category]!),
          gt(ledgerLots.remaining, 0),
        ),
      )
      .orderBy(ledgerLots.expiresAt);
    return lots.map((l) => ({
      title: l.title,
      expire: dateOf(l.expiresAt),
      quantity: l.remaining,
    }));
  });

  defineEndpoint(app, 'rightDetail', async ({ kind }, request) =>
    liveServices(companyOf(request), [kind === 1 ? 'customization' : 'operation'], clock.now()),
  );

  defineEndpoint(app, 'productAll', async () =>
    groupProducts(
      await db.select().from(products).where(eq(products.status, 1)).orderBy(products.sort),
    ),
  );

  // The catalogue is the same for every customer source; customerSource and customerSourceType
  // are accepted for the console's sake and do not narrow it.
  defineEndpoint(app, 'productList', async ({ showType }) => {
    const rows = await db
      .select()
      .from(products)
      .where(showType ? eq(products.shopStatus, showType) : undefined)
      .orderBy(products.sort);
    return rows.map(productView);
  });

  defineEndpoint(
    app,
    'charge',
    async (input, request) => {
      managedCompanyOf(request);
      return placeOrder(db, request.session!.user, input, clock.now());
    },
    { rateLimit: { max: 20, timeWindow: '1 minute' } },
  );

  defineEndpoint(app, 'recharge', async (input, request) => {
    managedCompanyOf(request);
    return resubmitOrder(db, request.session!.user, input, clock.now());
  });

  defineEndpoint(
    app,
    'orders',
    async ({ page, pageSize, startTime, endTime, orderNo }, request) => {
      const companyId = companyOf(request);
      const where = and(
        eq(orders.companyId, companyId),
        startTime ? gte(orders.createdAt, cstInstant(startTime)) : undefined,
        endTime
          ? lte(
              orders.createdAt,
              new Date(cstInstant(endTime).getTime() + (endTime.length === 10 ? dayMs - 1 : 999)),
            )
          : undefined,
        orderNo ? ilike(orders.orderNo, `%${orderNo.replace(/[%_\\]/g, '')}%`) : undefined,
      );
      const [[{ total } = { total: 0 }], rows] = await Promise.all([
        db.select({ total: count() }).from(orders).where(where),
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
      ]);
      return { total, list: await orderViews(db, rows, uploadStore, clock.now()) };
    },
  );

  defineEndpoint(app, 'bills', async ({ queryType, startDay, endDay, page, pageSize }, request) => {
    const companyId = companyOf(request);
    if (endDay < startDay)
      throw new ApiError(codes.invalidRequest, '结束时间不能早于开始时间', 400);
    await expireCompany(db, companyId, clock.now());
    const where = and(
      eq(billEntries.companyId, companyId),
      eq(billEntries.category, queryType),
      gte(billEntries.billDay, startDay),
      lte(billEntries.billDay, endDay),
    );
    const [[{ total } = { total: 0 }], rows] = await Promise.all([
      db.select({ total: count() }).from(billEntries).where(where),
      db
        .select()
        .from(billEntries)
        .where(where)
        .orderBy(desc(billEntries.createdAt), desc(billEntries.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    ]);
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

  defineEndpoint(app, 'usageWeek', async ({ category }, request) => {
    const companyId = companyOf(request);
    const days = daysBefore(clock.now(), 7);
    const rows = await db
      .select()
      .from(usageDaily)
      .where(
        and(
          eq(usageDaily.companyId, companyId),
          eq(usageDaily.category, category),
          inArray(usageDaily.day, days),
        ),
      );
    return days.map((day) => ({ day, consume: rows.find((r) => r.day === day)?.consume ?? 0 }));
  });

  defineEndpoint(app, 'balanceAlarm', async (_input, request) => {
    const [company] = await db
      .select({ threshold: companies.ecBalanceAlarm })
      .from(companies)
      .where(eq(companies.id, companyOf(request)));
    return company?.threshold ?? null;
  });

  defineEndpoint(app, 'updateBalanceAlarm', async ({ ecBalanceAlarm }, request) => {
    await db
      .update(companies)
      .set({ ecBalanceAlarm })
      .where(eq(companies.id, managedCompanyOf(request)));
    return null;
  });

  defineEndpoint(app, 'typeCount', async (_input, request) => {
    const rows = await db
      .select({ shopStatus: serviceOrders.shopStatus, n: count() })
      .from(serviceOrders)
      .where(eq(serviceOrders.companyId, companyOf(request)))
      .groupBy(serviceOrders.shopStatus);
    const of = (s: string) => rows.find((r) => r.shopStatus === s)?.n ?? 0;
    return { cdCount: of('customization'), opCount: of('operation') };
  });

  defineEndpoint(app, 'serviceOrders', async ({ orderType, page, pageSize }, request) => {
    const companyId = companyOf(request);
    const now = clock.now();
    const where = and(
      eq(serviceOrders.companyId, companyId),
      orderType === 0
        ? eq(serviceOrders.shopStatus, 'customization')
        : eq(serviceOrders.orderType, orderType),
    );
    const [[{ total } = { total: 0 }], rows] = await Promise.all([
      db.select({ total: count() }).from(serviceOrders).where(where),
      db
        .select({ service: serviceOrders, orderNo: orders.orderNo, ruleDesc: products.ruleDesc })
        .from(serviceOrders)
        .innerJoin(orders, eq(orders.id, serviceOrders.orderId))
        .innerJoin(products, eq(products.id, serviceOrders.productId))
        .where(where)
        .orderBy(desc(serviceOrders.createdAt), desc(serviceOrders.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    ]);
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
    const companyId = managedCompanyOf(request);
    const now = clock.now();
    const [service] = await db
      .select()
      .from(serviceOrders)
      .where(and(eq(serviceOrders.id, BigInt(id)), eq(serviceOrders.companyId, companyId)));
    if (!service) throw new ApiError(codes.notFound, '权益不存在');
    const { levelId } = await standingOf(db, companyId, now);
    if (!holdsRight(levelId, service.orderType)) {
      throw new ApiError(codes.levelTooLow, '当前客户等级暂不能激活该权益，请升级后再试');
    }
    const activated = await db
      .update(serviceOrders)
      .set({ orderStatus: 2, serviceStatus: 1, activatedAt: now })
      .where(
        and(
          eq(serviceOrders.id, service.id),
          eq(serviceOrders.orderStatus, 1),
          gt(serviceOrders.expiresAt, now),
        ),
      )
      .returning({ id: serviceOrders.id });
    if (activated.length === 0) throw new ApiError(codes.orderStateChanged, '该权益已激活或已过期');
    return null;
  });

  defineEndpoint(app, 'noticeActual', async (_input, request) => {
    const [row] = await db
      .select({ unread: count() })
      .from(notices)
      .where(and(eq(notices.companyId, companyOf(request)), isNull(notices.readAt)));
    const unread = row?.unread ?? 0;
    return { status: unread > 0 ? 1 : 0, unread } as const;
  });

  defineEndpoint(app, 'noticeList', async ({ page, pageSize }, request) => {
    const where = eq(notices.companyId, companyOf(request));
    const [[{ total } = { total: 0 }], rows] = await Promise.all([
      db.select({ total: count() }).from(notices).where(where),
      db
        .select({ notice: notices, orderNo: orders.orderNo })
        .from(notices)
        .leftJoin(orders, eq(orders.id, notices.orderId))
        .where(where)
        .orderBy(desc(notices.createdAt), desc(notices.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    ]);
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
    await db
      .update(notices)
      .set({ readAt: clock.now() })
      .where(
        and(
          eq(notices.companyId, companyOf(request)),
          isNull(notices.readAt),
          id ? eq(notices.id, BigInt(id)) : undefined,
        ),
      );
    return null;
  });
}
