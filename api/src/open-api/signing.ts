import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import { signatureWindowMs, stringToSign } from '../contract/open-api.ts';
import type { Db } from '../db/client.ts';
import { compactDayOf } from '../lib/calendar.ts';
import { openApiKeys, openApiSignatures, openApiUsage } from './tables.ts';

/** Lower-case hex SHA-256 of a body's bytes (of nothing for a request without one). */
const bodyDigestOf = (body: Buffer | string = '') =>
  createHash('sha256').update(body).digest('hex');

type SignedRequest = {
  method: string;
  /** The path as sent, without the query. */
  path: string;
  /** The query string as sent, without `?`. */
  query: string;
  timestamp: string;
  nonce: string;
  body?: Buffer | string;
};

/** The signature of a request with a signing key: what a client sends as X-P5G-Signature. */
export const signatureOf = (signingKey: string, request: SignedRequest) =>
  createHmac('sha256', signingKey)
    .update(stringToSign({ ...request, bodyDigest: bodyDigestOf(request.body) }))
    .digest('hex');

/** Whether a timestamp header (Unix seconds) is within the window around now. */
export function timestampInWindow(timestamp: string, now: Date) {
  if (!/^\d{1,12}$/.test(timestamp)) return false;
  return Math.abs(Number(timestamp) * 1000 - now.getTime()) <= signatureWindowMs;
}

/** Compared in constant time, so the time taken tells nothing of a right prefix. */
export function signatureMatches(signingKey: string, request: SignedRequest, given: string) {
  if (!/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(
    Buffer.from(signatureOf(signingKey, request), 'hex'),
    Buffer.from(given, 'hex'),
  );
}

/**
 * Spends a verified signature: one statement records it as seen (on any instance, as the table
 * is shared) and, only when it was new, the key's last use and the day's call count. False for a
 * replay. Seen signatures are kept twice the window, after which their timestamp alone refuses
 * them; they are pruned now and then (a signature starting 00) rather than on every request.
 */
export async function spendSignature(
  db: Db,
  keyId: bigint,
  signature: string,
  ip: string,
  now: Date,
) {
  const day = compactDayOf(now);
  const at = now.toISOString();
  const result = await db.execute(sql`
    with seen as (
      insert into ${openApiSignatures} (signature, seen_at) values (${signature}, ${at}::timestamptz)
      on conflict do nothing returning 1
    ), used as (
      update ${openApiKeys} set last_used_at = ${at}::timestamptz, last_used_ip = ${ip}
      where id = ${keyId} and exists (select 1 from seen)
    ), counted as (
      insert into ${openApiUsage} (key_id, day, calls) select ${keyId}, ${day}, 1 where exists (select 1 from seen)
      on conflict (key_id, day) do update set calls = ${openApiUsage.calls} + 1
    )
    select exists (select 1 from seen) as fresh`);
  if (signature.startsWith('00')) {
    await db
      .delete(openApiSignatures)
      .where(lt(openApiSignatures.seenAt, new Date(now.getTime() - 2 * signatureWindowMs)));
  }
  return rowsOf<{ fresh: boolean }>(result)[0]?.fresh === true;
}

/** A call of a key answered with an error, counted in the day's failures. */
export async function countFailure(db: Db, keyId: bigint, now: Date) {
  await db
    .insert(openApiUsage)
    .values({ keyId, day: compactDayOf(now), calls: 0, failures: 1 })
    .onConflictDoUpdate({
      target: [openApiUsage.keyId, openApiUsage.day],
      set: { failures: sql`${openApiUsage.failures} + 1` },
    });
}

/** db.execute answers `{ rows }` on pg and PGlite alike. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
