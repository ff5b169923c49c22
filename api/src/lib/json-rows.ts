import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * A table's rows read as one JSON value inside a larger statement (a subquery), so that several
 * reads cost one round trip. Each row travels as an array of its columns' text, which the table's
 * own columns decode as Drizzle decodes a driver's text: ids beyond 2^53 stay exact bigints and
 * timestamps are the same instants as a plain `select()` would give. The order is the aggregate's
 * own, so it holds.
 */
export function tableRowsAsJson<T extends PgTable>(
  table: T,
  where: SQL | undefined,
  orderBy: SQL[] = [],
) {
  const columns = Object.entries(getTableColumns(table));
  const values = sql.join(
    columns.map(([, column]) => sql`${column}::text`),
    sql`, `,
  );
  const order = orderBy.length > 0 ? sql` order by ${sql.join(orderBy, sql`, `)}` : sql``;
  return {
    /** The rows as a JSON array of arrays, `[]` when there is none. */
    sql: sql<
      (string | null)[][]
    >`(select coalesce(json_agg(json_build_array(${values})${order}), '[]'::json) from ${table} where ${where ?? sql`true`})`,
    /** The rows as a `select()` of the table returns them. */
    decode: (rows: (string | null)[][]): T['$inferSelect'][] =>
      rows.map(
        (row) =>
          Object.fromEntries(
            columns.map(([key, column], i) => {
              const value = row[i] ?? null;
              return [key, value === null ? null : column.mapFromDriverValue(value)];
            }),
          ) as T['$inferSelect'],
      ),
  };
}
