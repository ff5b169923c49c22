import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { companies } from '../accounts/tables.ts';
import { approvedPurchases } from '../shop/approved-purchases.ts';
import { tierAt } from './tiers.ts';

/** The tiers of several companies at `now`, from their approved orders (spec §1), in two queries. */
export async function standingsOf(db: Db, companyIds: bigint[], now: Date) {
  if (companyIds.length === 0) return new Map<bigint, ReturnType<typeof tierAt>>();
  const [created, purchases] = await Promise.all([
    db
      .select({ id: companies.id, createdAt: companies.createdAt })
      .from(companies)
      .where(inArray(companies.id, companyIds)),
    approvedPurchases(db, companyIds),
  ]);
  return new Map(
    companyIds.map((id) => [
      id,
      tierAt(
        created.find((c) => c.id === id)?.createdAt ?? now,
        purchases.filter((p) => p.companyId === id).map(({ at, amount }) => ({ at, amount })),
        now,
      ),
    ]),
  );
}

/** A company's tier at `now`, from its approved orders (spec §1). */
export async function standingOf(db: Db, companyId: bigint, now: Date) {
  return (await standingsOf(db, [companyId], now)).get(companyId)!;
}
