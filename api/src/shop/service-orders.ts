import { and, asc, count, desc, eq, gt, sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders, products, serviceOrders } from './tables.ts';
import { tableRowsAsJson } from '../lib/json-rows.ts';
import { pageOf, type PageRequest } from '../lib/lists.ts';
import { preparedPerDatabase } from '../lib/prepared.ts';

export type ServiceOrder = typeof serviceOrders.$inferSelect;

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
 * The company's service orders as JSON columns of a larger statement (placeholders as
 * `liveServiceOrdersOf`): the unexpired ones of the shop kinds, and the live ones counted by right.
 * A right's live orders are unexpired and not disabled; a right the company holds orders of counts
 * even when none is live (0), one it holds none of is absent.
 */
export function serviceOrdersAsJson(
  db: Db,
  companyId: Placeholder,
  now: Placeholder,
  shopStatuses: Placeholder,
) {
  const live = liveServiceOrdersOf(companyId, now, shopStatuses);
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
  return {
    services: tableRowsAsJson(serviceOrders, live.where, live.orderBy),
    byRight: sql<
      [number, number][]
    >`(select coalesce(json_agg(json_build_array(${byRight.orderType}, ${byRight.live})), '[]'::json) from ${byRight})`,
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
export const liveServiceOrders = (db: Db, companyId: bigint, shopStatuses: string[], now: Date) =>
  liveServiceOrdersRead(db).execute({ companyId, now: now.toISOString(), shopStatuses });

/** How many service orders the company holds of each shop kind. */
export function serviceOrderCounts(db: Db, companyId: bigint) {
  return db
    .select({ shopStatus: serviceOrders.shopStatus, n: count() })
    .from(serviceOrders)
    .where(eq(serviceOrders.companyId, companyId))
    .groupBy(serviceOrders.shopStatus);
}

/**
 * A page of the company's service orders, newest first: custom development ones (orderType 0) or
 * those of one right, each with its order number and its product's rule.
 */
export function serviceOrdersPage(
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

export async function companyServiceOrder(db: Db, companyId: bigint, id: bigint) {
  const [service] = await db
    .select()
    .from(serviceOrders)
    .where(and(eq(serviceOrders.id, id), eq(serviceOrders.companyId, companyId)));
  return service;
}

/** Activates a service order still open and unexpired; false when it no longer is. */
export async function markServiceOrderActive(db: Db, id: bigint, now: Date) {
  const activated = await db
    .update(serviceOrders)
    .set({ orderStatus: 2, serviceStatus: 1, activatedAt: now })
    .where(
      and(
        eq(serviceOrders.id, id),
        eq(serviceOrders.orderStatus, 1),
        gt(serviceOrders.expiresAt, now),
      ),
    )
    .returning({ id: serviceOrders.id });
  return activated.length > 0;
}
