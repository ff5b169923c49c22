import type { Db } from '../db/client.ts';
import { registeredAt } from '../accounts/accounts.ts';
import { approvedPurchases } from '../shop/approved-purchases.ts';
import { tierAt } from './tiers.ts';

/** The tiers of several companies at `now`, from their approved orders (spec §1), in two queries. */
export async function standingsOf(db: Db, companyIds: bigint[], now: Date) {
  if (companyIds.length === 0) return new Map<bigint, ReturnType<typeof tierAt>>();
  const [created, purchases] = await Promise.all([
    registeredAt(db, companyIds),
    approvedPurchases(db, companyIds),
  ]);
  return new Map(
    companyIds.map((id) => [
      id,
      tierAt(
        created.get(id)?.createdAt ?? now,
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
