import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { codes } from '../contract/codes.ts';
import type { Db } from '../db/client.ts';
import { notices } from './tables.ts';
import { ApiError } from '../errors.ts';
import { billEntriesPage, type BillFilter } from '../ledger/bills.ts';
import {
  afterDueExpiries,
  expireCompany,
  ledgerAsJson,
  liveLotsOf,
  type Lot,
} from '../ledger/ledger.ts';
import { standingOf } from '../ledger/standings.ts';
import { holdsRight } from '../ledger/tiers.ts';
import { dateOf } from '../lib/calendar.ts';
import { pageOf, type PageRequest } from '../lib/lists.ts';
import { preparedPerDatabase } from '../lib/prepared.ts';
import { orderNumbers } from '../shop/orders.ts';
import {
  companyServiceOrder,
  liveServiceOrders,
  markServiceOrderActive,
  serviceOrdersAsJson,
  type ServiceOrder,
} from '../shop/service-orders.ts';

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
 * The balance overview's reads as one prepared statement, one round trip (placeholders: companyId,
 * now, shopStatuses): the company's lots with something left and the balance of each ledger
 * category (the ledger's `ledgerAsJson`), the unexpired service orders of the shop kinds the
 * details list and the live ones counted by right (the shop's `serviceOrdersAsJson`). Each comes
 * back as a JSON column of the statement's one row.
 */
const balanceOverview = preparedPerDatabase((db) => {
  const companyId = sql.placeholder('companyId');
  const ledger = ledgerAsJson(companyId);
  const services = serviceOrdersAsJson(
    db,
    companyId,
    sql.placeholder('now'),
    sql.placeholder('shopStatuses'),
  );
  const read = { lots: ledger.lots, balances: ledger.balances, services: services.services };
  const statement = db
    .select({
      lots: read.lots.sql,
      balances: read.balances.sql,
      services: read.services.sql,
      byRight: services.byRight,
    })
    .from(sql`(values (1)) as overview (one)`)
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

/** The company's unexpired service orders of the given shop kinds as detail rows. */
export async function liveServices(db: Db, companyId: bigint, shopStatuses: string[], now: Date) {
  return (await liveServiceOrders(db, companyId, shopStatuses, now)).map(serviceRow);
}

/** A page of the company's bill entries of one category between two days, newest first. */
export async function billsPage(
  db: Db,
  companyId: bigint,
  filter: PageRequest & BillFilter,
  now: Date,
) {
  if (filter.endDay < filter.startDay)
    throw new ApiError(codes.invalidRequest, '结束时间不能早于开始时间', 400);
  await expireCompany(db, companyId, now);
  return billEntriesPage(db, companyId, filter);
}

/**
 * Activates a service order of the company, if its tier holds the right (3006) and it is still
 * open.
 */
export async function activateServiceOrder(db: Db, companyId: bigint, id: bigint, now: Date) {
  const service = await companyServiceOrder(db, companyId, id);
  if (!service) throw new ApiError(codes.notFound, '权益不存在');
  const { levelId } = await standingOf(db, companyId, now);
  if (!holdsRight(levelId, service.orderType)) {
    throw new ApiError(codes.levelTooLow, '当前客户等级暂不能激活该权益，请升级后再试');
  }
  if (!(await markServiceOrderActive(db, service.id, now))) {
    throw new ApiError(codes.orderStateChanged, '该权益已激活或已过期');
  }
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
  const { total, rows } = await pageOf(
    db,
    request,
    notices,
    where,
    db
      .select()
      .from(notices)
      .where(where)
      .orderBy(desc(notices.createdAt), desc(notices.id))
      .$dynamic(),
  );
  const numbers = await orderNumbers(
    db,
    rows.flatMap((notice) => notice.orderId ?? []),
  );
  return {
    total,
    rows: rows.map((notice) => ({
      notice,
      orderNo: notice.orderId === null ? null : (numbers.get(notice.orderId)?.orderNo ?? null),
    })),
  };
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
