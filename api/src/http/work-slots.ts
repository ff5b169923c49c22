import { randomUUID } from 'node:crypto';
import { eq, like, lte, and, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from './tables.ts';

/** Heavy work admitted at once: at most `overall` together, `perCompany` of them one company's. */
export type WorkSlotCaps = { kind: string; perCompany: number; overall: number; leaseMs: number };

/**
 * Takes a slot for a piece of heavy work (an import, say) when fewer than the caps are held, and
 * returns what gives it back; null when the caps are reached. Slots are rows of the shared
 * rate_limits table (key `slot:<kind>:<company>:<uuid>`), so every instance on one database counts
 * the same ones; each carries a lease, so the slot of an instance that died frees itself.
 */
export async function takeWorkSlot(
  db: Db,
  caps: WorkSlotCaps,
  companyId: bigint,
  now: Date,
): Promise<(() => Promise<void>) | null> {
  const prefix = `slot:${caps.kind}:`;
  const key = `${prefix}${companyId}:${randomUUID()}`;
  const taken = await db.transaction(async (tx) => {
    // One taker of this kind at a time, on every instance: the count and the insert cannot interleave.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${prefix}))`);
    await tx
      .delete(rateLimits)
      .where(and(like(rateLimits.key, `${prefix}%`), lte(rateLimits.expire, now)));
    const held = await tx
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(like(rateLimits.key, `${prefix}%`));
    const ours = held.filter((slot) => slot.key.startsWith(`${prefix}${companyId}:`));
    if (held.length >= caps.overall || ours.length >= caps.perCompany) return false;
    await tx
      .insert(rateLimits)
      .values({ key, points: 1, expire: new Date(now.getTime() + caps.leaseMs) });
    return true;
  });
  if (!taken) return null;
  return async () => {
    await db.delete(rateLimits).where(eq(rateLimits.key, key));
  };
}
