import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  sql,
  type Placeholder,
} from 'drizzle-orm';
import { codes } from '../contract/codes.ts';
import type { Db } from '../db/client.ts';
import { notices } from './tables.ts';
import { companies } from '../accounts/tables.ts';
import { balances, billEntries, ledgerLots, usageDaily } from '../ledger/tables.ts';
import { orders, products, serviceOrders } from '../shop/tables.ts';
import { ApiError } from '../errors.ts';
import {
  afterDueExpiries,
  expireCompany,
  liveLotsOf,
  lotsWithRemainderOf,
  type Lot,
} from '../ledger/ledger.ts';
import { standingOf } from '../ledger/standings.ts';
import { holdsRight } from '../ledger/tiers.ts';
import { dateOf, dayMs } from '../lib/calendar.ts';
import { containing, pageOf, type PageRequest } from '../lib/lists.ts';
import { tableRowsAsJson } from '../lib/json-rows.ts';
import { preparedPerDatabase } from '../lib/prepared.ts';

/** A 'yyyy-mm-dd' or 'yyyy-mm-dd hh:mm:ss' CST time as an instant. */
const cstInstant = (value: string) =>
  new Date(`${value.length === 10 ? `${value}T00:00:00` : value.replace(' ', 'T')}+08:00`);

/** The balance categories that have a detail (orderCharge/itemBalance, spec §9). */
export type DetailCategory = 1 | 3 | 5 | 15;
const detailCategories = [1, 3, 5, 15] as const satisfies readonly DetailCategory[];

/**
 * What each detail lists: ledger lots of these categories, or live service orders of these shop
 * kinds. The micro-propagation/micro-app tile counts its own lots only: the business showcase and
 * the e-album have tiles of their own. Custom services are those /service lists.
 */
const detailSources: Record<DetailCategory, { lots: number[] } | { services: string[] }> = {
  1: { lots: [1] },
  5: { lots: [3] },
  15: { lots: [2] },
  3: { services: ['customization'] },
};

/** The shop kinds whose service orders some detail lists. */
const detailShopKinds = Object.values(detailSources).flatMap((s) =>
  'services' in s ? s.services : [],
);

export type DetailRow = { title: string; expire: string; quantity: number };
type ServiceOrder = typeof serviceOrders.$inferSelect;

/** A live service order as a detail row: one of it. */
const serviceRow = (s: ServiceOrder): DetailRow => ({
  title: s.prodName,
  expire: dateOf(s.expiresAt),
  quantity: 1,
});

/**
 * What one balance tile is made of, soonest to expire first: the unexpired lots or service orders
 * of its source, from the company's lots with something left and its live service orders.
 */
export function detailRows(
  category: DetailCategory,
  live: { lots: readonly Lot[]; services: readonly ServiceOrder[] },
  now: Date,
): DetailRow[] {
  const source = detailSources[category];
  if ('services' in source) {
    return live.services
      .filter((s) => source.services.includes(s.shopStatus) && s.expiresAt > now)
      .map(serviceRow);
  }
  return live.lots
    .filter((l) => source.lots.includes(l.category) && l.expiresAt > now)
    .map((l) => ({ title: l.title, expire: dateOf(l.expiresAt), quantity: l.remaining }));
}

/** The balance detail of a tile (orderCharge/itemBalance), once expired lots are written off. */
export async function balanceDetail(
  db: Db,
  companyId: bigint,
  category: DetailCategory,
  now: Date,
) {
  const source = detailSources[category];
  const live =
    'services' in source
      ? { lots: [], services: await liveServiceOrders(db, companyId, source.services, now) }
      : { lots: await liveLotsOf(db, companyId, now), services: [] };
  return detailRows(category, live, now);
}

/** A tile's number: the sum of its detail, so the two cannot disagree. */
export const tileTotal = (rows: readonly DetailRow[]) =>
  rows.reduce((sum, r) => sum + r.quantity, 0);

/** The live service orders of one right (orderType), as the overview counts them. */
type RightCount = { orderType: number; live: number };

/**
 * The company's unexpired service orders of some shop kinds, soonest to expire first (placeholders:
 * companyId, now, shopStatuses). One definition for `liveServiceOrders` and the overview.
 */
const liveServiceOrdersOf = (
  companyId: Placeholder,
  now: Placeholder,
  shopStatuses: Placeholder,
) => ({
  where: and(
    eq(serviceOrders.companyId, companyId),
    sql`${serviceOrders.shopStatus} = any(${shopStatuses}::text[])`,
    gt(serviceOrders.expiresAt, now),
  ),
  orderBy: [asc(serviceOrders.expiresAt), asc(serviceOrders.id)],
});

/**
 * The balance overview's reads as one prepared statement, one round trip (placeholders: companyId,
 * now, shopStatuses): the company's lots with something left (`lotsWithRemainderOf`), the balance of
 * each ledger category, the live service orders counted by right, and the unexpired service orders
 * of the shop kinds the details list. Each comes back as a JSON column of the company's row.
 */
const balanceOverview = preparedPerDatabase((db) => {
  const companyId = sql.placeholder('companyId');
  const now = sql.placeholder('now');
  const lots = lotsWithRemainderOf(companyId);
  const services = liveServiceOrdersOf(companyId, now, sql.placeholder('shopStatuses'));
  const read = {
    lots: tableRowsAsJson(ledgerLots, lots.where, lots.orderBy),
    balances: tableRowsAsJson(balances, eq(balances.companyId, companyId)),
    services: tableRowsAsJson(serviceOrders, services.where, services.orderBy),
  };
  // A right's live orders: unexpired and not disabled. A right the company holds orders of counts
  // even when none is live (0); one it holds none of is absent (its tile shows nothing).
  const byRight = db
    .select({
      orderType: serviceOrders.orderType,
      live: sql`count(*) filter (where ${serviceOrders.expiresAt} > ${now} and ${serviceOrders.orderStatus} <> 3)`.as(
        'live',
      ),
    })
    .from(serviceOrders)
    .where(eq(serviceOrders.companyId, companyId))
    .groupBy(serviceOrders.orderType)
    .as('by_right');
  const statement = db
    .select({
      lots: read.lots.sql,
      balances: read.balances.sql,
      services: read.services.sql,
      byRight: sql<
        [number, number][]
      >`(select coalesce(json_agg(json_build_array(${byRight.orderType}, ${byRight.live})), '[]'::json) from ${byRight})`,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .prepare('balance_overview');
  return { read, statement };
});

/** The balance overview's facts as they stand in the database (`balanceOverview`). */
async function readBalanceOverview(db: Db, companyId: bigint, now: Date) {
  const { read, statement } = balanceOverview(db);
  const [row] = await statement.execute({
    companyId,
    now: now.toISOString(),
    shopStatuses: detailShopKinds,
  });
  return {
    lots: read.lots.decode(row?.lots ?? []),
    quantities: read.balances.decode(row?.balances ?? []),
    services: read.services.decode(row?.services ?? []),
    byRight: (row?.byRight ?? []).map(([orderType, live]): RightCount => ({ orderType, live })),
  };
}

/**
 * What the balance overview is made of, once expired lots are written off: each detail tile's
 * total (from its detail rows), the balance of each ledger category, when the business showcase
 * runs until, and the live service orders by right. One statement reads it all; when it shows a
 * due lot, the expiries are written and it reads again (`afterDueExpiries`).
 */
export async function balanceFacts(db: Db, companyId: bigint, now: Date) {
  const facts = await afterDueExpiries(
    db,
    companyId,
    now,
    () => readBalanceOverview(db, companyId, now),
    (read) => read.lots,
  );
  const tiles = Object.fromEntries(
    detailCategories.map((c) => [c, tileTotal(detailRows(c, facts, now))]),
  ) as Record<DetailCategory, number>;
  const showcase = facts.lots.filter((l) => l.category === 4).at(-1);
  return {
    tiles,
    quantities: facts.quantities,
    showcaseUntil: showcase?.expiresAt ?? null,
    services: facts.byRight,
  };
}

/** The company's unexpired service orders of some shop kinds (placeholders as `liveServiceOrdersOf`). */
const liveServiceOrdersRead = preparedPerDatabase((db) => {
  const { where, orderBy } = liveServiceOrdersOf(
    sql.placeholder('companyId'),
    sql.placeholder('now'),
    sql.placeholder('shopStatuses'),
  );
  return db
    .select()
    .from(serviceOrders)
    .where(where)
    .orderBy(...orderBy)
    .prepare('live_services');
});

/** The company's unexpired service orders of the given shop kinds, soonest to expire first. */
const liveServiceOrders = (db: Db, companyId: bigint, shopStatuses: string[], now: Date) =>
  liveServiceOrdersRead(db).execute({ companyId, now: now.toISOString(), shopStatuses });

/** The company's unexpired service orders of the given shop kinds as detail rows. */
export async function liveServices(db: Db, companyId: bigint, shopStatuses: string[], now: Date) {
  return (await liveServiceOrders(db, companyId, shopStatuses, now)).map(serviceRow);
}

export type OrderFilter = PageRequest & { startTime?: string; endTime?: string; orderNo?: string };

/**
 * A page of the company's orders, newest first, placed within the (CST) times and matching the
 * number.
 */
export async function ordersPage(db: Db, companyId: bigint, filter: OrderFilter) {
  const { startTime, endTime, orderNo } = filter;
  const where = and(
    eq(orders.companyId, companyId),
    startTime ? gte(orders.createdAt, cstInstant(startTime)) : undefined,
    endTime
      ? lte(
          orders.createdAt,
          new Date(cstInstant(endTime).getTime() + (endTime.length === 10 ? dayMs - 1 : 999)),
        )
      : undefined,
    orderNo ? ilike(orders.orderNo, containing(orderNo)) : undefined,
  );
  return pageOf(
    db,
    filter,
    orders,
    where,
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .$dynamic(),
  );
}

export type BillFilter = PageRequest & { category: number; startDay: string; endDay: string };

/** A page of the company's bill entries of one category between two days, newest first. */
export async function billsPage(db: Db, companyId: bigint, filter: BillFilter, now: Date) {
  if (filter.endDay < filter.startDay)
    throw new ApiError(codes.invalidRequest, '结束时间不能早于开始时间', 400);
  await expireCompany(db, companyId, now);
  const where = and(
    eq(billEntries.companyId, companyId),
    eq(billEntries.category, filter.category),
    gte(billEntries.billDay, filter.startDay),
    lte(billEntries.billDay, filter.endDay),
  );
  return pageOf(
    db,
    filter,
    billEntries,
    where,
    db
      .select()
      .from(billEntries)
      .where(where)
      .orderBy(desc(billEntries.createdAt), desc(billEntries.id))
      .$dynamic(),
  );
}

/** What the company consumed of one category on each of the given days (0 where nothing). */
export async function usageOn(db: Db, companyId: bigint, category: number, days: string[]) {
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
}

/** The 5G-message balance under which the company is alerted, if it set one. */
export async function balanceAlarmOf(db: Db, companyId: bigint) {
  const [company] = await db
    .select({ threshold: companies.ecBalanceAlarm })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company?.threshold ?? null;
}

export async function setBalanceAlarm(db: Db, companyId: bigint, threshold: number | null) {
  await db.update(companies).set({ ecBalanceAlarm: threshold }).where(eq(companies.id, companyId));
}

/** How many service orders the company holds of each shop kind. */
export async function serviceOrderCounts(db: Db, companyId: bigint) {
  const rows = await db
    .select({ shopStatus: serviceOrders.shopStatus, n: count() })
    .from(serviceOrders)
    .where(eq(serviceOrders.companyId, companyId))
    .groupBy(serviceOrders.shopStatus);
  return rows;
}

/**
 * A page of the company's service orders, newest first: custom development ones (orderType 0) or
 * those of one right, each with its order number and its product's rule.
 */
export async function serviceOrdersPage(
  db: Db,
  companyId: bigint,
  filter: PageRequest & { orderType: number },
) {
  const where = and(
    eq(serviceOrders.companyId, companyId),
    filter.orderType === 0
      ? eq(serviceOrders.shopStatus, 'customization')
      : eq(serviceOrders.orderType, filter.orderType),
  );
  return pageOf(
    db,
    filter,
    serviceOrders,
    where,
    db
      .select({ service: serviceOrders, orderNo: orders.orderNo, ruleDesc: products.ruleDesc })
      .from(serviceOrders)
      .innerJoin(orders, eq(orders.id, serviceOrders.orderId))
      .innerJoin(products, eq(products.id, serviceOrders.productId))
      .where(where)
      .orderBy(desc(serviceOrders.createdAt), desc(serviceOrders.id))
      .$dynamic(),
  );
}

/**
 * Activates a service order of the company, if its tier holds the right (3006) and it is still
 * open.
 */
export async function activateServiceOrder(db: Db, companyId: bigint, id: bigint, now: Date) {
  const [service] = await db
    .select()
    .from(serviceOrders)
    .where(and(eq(serviceOrders.id, id), eq(serviceOrders.companyId, companyId)));
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
}

export async function unreadNoticeCount(db: Db, companyId: bigint) {
  const [row] = await db
    .select({ unread: count() })
    .from(notices)
    .where(and(eq(notices.companyId, companyId), isNull(notices.readAt)));
  return row?.unread ?? 0;
}

/** A page of the company's inbox, newest first, each notice with the number of its order if any. */
export async function noticesPage(db: Db, companyId: bigint, request: PageRequest) {
  const where = eq(notices.companyId, companyId);
  return pageOf(
    db,
    request,
    notices,
    where,
    db
      .select({ notice: notices, orderNo: orders.orderNo })
      .from(notices)
      .leftJoin(orders, eq(orders.id, notices.orderId))
      .where(where)
      .orderBy(desc(notices.createdAt), desc(notices.id))
      .$dynamic(),
  );
}

/** Marks one unread notice of the company read, or all of them when no id is given. */
export async function markNoticesRead(
  db: Db,
  companyId: bigint,
  id: bigint | undefined,
  now: Date,
) {
  await db
    .update(notices)
    .set({ readAt: now })
    .where(
      and(
        eq(notices.companyId, companyId),
        isNull(notices.readAt),
        id === undefined ? undefined : eq(notices.id, id),
      ),
    );
}
