import { createHash } from 'node:crypto';
import { lt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { nonceWindowMs, openNonce } from '../contract/nonce.ts';
import type { Db } from '../db/client.ts';
import { usedNonces } from '../db/schema.ts';

/**
 * The key a nonce is recorded under, or null when it is not acceptable on its face: it must decrypt
 * with the token's key and carry a timestamp within ±5 minutes of the server clock. Whether it was
 * seen before (a replay) is the database's answer: `recordNonce`.
 */
export function nonceKey(token: string, nonce: string | undefined, now: Date): string | null {
  if (!nonce) return null;
  const opened = openNonce(token, nonce);
  if (!opened || Math.abs(opened.timestamp - now.getTime()) > nonceWindowMs) return null;
  return createHash('sha256').update(opened.text).digest('hex');
}

/**
 * Records a nonce as seen when `onlyIf` holds, returning it when it was new: a statement to run
 * inside another (the session check, `resolveSession`), so that one round trip checks the session
 * and spends the nonce. Seen nonces are kept just past the window, after which their timestamp
 * alone refuses them.
 */
export function recordNonce(db: Db, key: Placeholder, seenAt: Placeholder, onlyIf: SQL) {
  return db
    .insert(usedNonces)
    .select(sql`select ${key}::text, ${seenAt}::timestamptz where ${onlyIf}`)
    .onConflictDoNothing()
    .returning({ nonce: usedNonces.nonce });
}

/** Deletes nonces older than the window, now and then (a nonce's key starts with 00) rather than on every request. */
export async function pruneNonces(db: Db, key: string, now: Date) {
  if (!key.startsWith('00')) return;
  await db
    .delete(usedNonces)
    .where(lt(usedNonces.seenAt, new Date(now.getTime() - 2 * nonceWindowMs)));
}
