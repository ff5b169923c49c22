import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.ts';

/**
 * Rows after `id` in newest-first order (created time, then id). The cursor's time is read in the
 * database, which keeps microseconds that a JavaScript Date would lose.
 */
export const newestFirstAfter = (
  table: PgTable & { createdAt: PgColumn; id: PgColumn },
  id: bigint,
) =>
  sql`(${table.createdAt}, ${table.id}) < (select t.created_at, t.id from ${table} t where t.id = ${id})`;

/**
 * Runs a page's query with sorting disabled, so that it is read along the index its order follows.
 * Without fresh statistics (PGlite runs no autovacuum) the planner takes a large table for a
 * small one, sorts every remaining row for each page, and an export of 100,000 rows turns
 * quadratic. Each page is its own short transaction, so other requests are not held up.
 */
export const inIndexOrder = <Row>(db: Db, read: (tx: Tx) => Promise<Row[]>) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_sort = off`);
    return read(tx);
  });

/**
 * A list read page after page in key order, for the exports: how many rows it has, each page
 * after the last row's key, and that key.
 */
export type KeysetList<Row, Key> = {
  count: () => Promise<number>;
  pageAfter: (after: Key | undefined, size: number) => Promise<Row[]>;
  keyOf: (row: Row) => Key;
};
