import { and, asc, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders } from './tables.ts';

/**
 * The approved orders of these companies, oldest approval first: when each was approved and its
 * amount in cents (what the tiers count, spec §1).
 */
export async function approvedPurchases(db: Db, companyIds: bigint[]) {
  const rows = await db
    .select({ companyId: orders.companyId, at: orders.approvedAt, amount: orders.fee })
    .from(orders)
    .where(and(inArray(orders.companyId, companyIds), isNotNull(orders.approvedAt)))
    .orderBy(asc(orders.approvedAt));
  return rows.map((row) => ({ companyId: row.companyId, at: row.at!, amount: row.amount }));
}
