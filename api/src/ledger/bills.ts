import { and, count, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { billEntries, usageDaily } from './tables.ts';
import { newestFirstAfter, type KeysetList } from '../lib/keyset.ts';
import { pageOf, type PageRequest } from '../lib/lists.ts';

/** Which bill entries: one category, between two days (both inclusive, 'yyyyMMdd'). */
export type BillFilter = { category: number; startDay: string; endDay: string };

type BillEntry = typeof billEntries.$inferSelect;

const billsWhere = (companyId: bigint, filter: BillFilter) =>
  and(
    eq(billEntries.companyId, companyId),
    eq(billEntries.category, filter.category),
    gte(billEntries.billDay, filter.startDay),
    lte(billEntries.billDay, filter.endDay),
  );

/** A page of the company's bill entries, newest first. */
export function billEntriesPage(db: Db, companyId: bigint, filter: PageRequest & BillFilter) {
  const where = billsWhere(companyId, filter);
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

/** The company's bill entries, newest first, page after page (the download centre's export). */
export function billEntriesList(
  db: Db,
  companyId: bigint,
  filter: BillFilter,
): KeysetList<BillEntry, bigint> {
  const where = billsWhere(companyId, filter);
  return {
    count: async () => (await db.select({ n: count() }).from(billEntries).where(where))[0]!.n,
    pageAfter: (after, size) =>
      db
        .select()
        .from(billEntries)
        .where(and(where, after === undefined ? undefined : newestFirstAfter(billEntries, after)))
        .orderBy(desc(billEntries.createdAt), desc(billEntries.id))
        .limit(size),
    keyOf: (r) => r.id,
  };
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
