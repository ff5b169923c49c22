import { and, count, gte, lt, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { chinaInstant, dayMs } from './calendar.ts';

/** Which page of a list a caller asks for (pages count from 1). */
export type PageRequest = { page: number; pageSize: number };

/** How many rows come before the requested page. */
export const offsetOf = ({ page, pageSize }: PageRequest) => (page - 1) * pageSize;

/** An ILIKE pattern matching what contains `text` (its own % and _ are dropped, not wildcards). */
export const containing = (text: string) => `%${text.replace(/[%_\\]/g, '')}%`;

/** `column` within the CST days `from` to `to` (`yyyy-mm-dd`, both inclusive, either left open). */
export const withinChinaDays = (column: PgColumn, from?: string, to?: string): SQL | undefined =>
  and(
    from ? gte(column, chinaInstant(from)) : undefined,
    to ? lt(column, new Date(chinaInstant(to).getTime() + dayMs)) : undefined,
  );

/**
 * What `read` finds for the distinct ids, by id; nothing is read for none. Lists look up what they
 * show of other rows (names, numbers) this way: one query a page.
 */
export async function byId<Row extends { id: bigint }>(
  ids: readonly bigint[],
  read: (ids: bigint[]) => Promise<Row[]>,
): Promise<Map<bigint, Row>> {
  const rows = ids.length === 0 ? [] : await read([...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The requested page of a list and how many rows the whole list has. `rows` is the list's query,
 * ordered and made `$dynamic()`; the total counts the rows of `table` that match `where`.
 */
export async function pageOf<Rows extends PgSelect>(
  db: Db,
  request: PageRequest,
  table: PgTable,
  where: SQL | undefined,
  rows: Rows,
) {
  const [list, [total]] = await Promise.all([
    rows.limit(request.pageSize).offset(offsetOf(request)),
    db.select({ n: count() }).from(table).where(where),
  ]);
  return { total: total!.n, rows: list as Awaited<Rows> };
}
