import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ledgerLots, serviceOrders } from '../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { tableRowsAsJson } from './json-rows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A table's rows read both ways: by a plain select, and as JSON inside another statement. */
async function bothWays<T extends PgTable>(table: T, where: SQL | undefined, orderBy: SQL[]) {
  const plain = await t.db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...orderBy);
  const json = tableRowsAsJson(table, where, orderBy);
  const [row] = await t.db.select({ rows: json.sql }).from(sql`(select 1) as one`);
  return { plain, decoded: json.decode(row!.rows) };
}

it('gives the rows a plain select gives: ids past 2^53, instants, numbers, nulls, in order', async () => {
  const companyId = (await t.user('demo_gold')).companyId!;
  for (const { plain, decoded } of [
    await bothWays(ledgerLots, eq(ledgerLots.companyId, companyId), [
      asc(ledgerLots.expiresAt),
      asc(ledgerLots.id),
    ]),
    await bothWays(serviceOrders, eq(serviceOrders.companyId, companyId), [
      asc(serviceOrders.expiresAt),
      asc(serviceOrders.id),
    ]),
  ]) {
    expect(plain.length).toBeGreaterThan(1);
    expect((plain[0] as { id: bigint }).id > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(decoded).toEqual(plain);
  }
});
