import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { OpenApiFailure } from './errors.ts';
import { openApiIdempotency } from './tables.ts';

/** How long a write's Idempotency-Key is remembered: a retry within it never writes again. */
export const idempotencyWindowMs = 24 * 3600_000;

/** A client's Idempotency-Key: 1 to 64 letters, digits, - or _ (a UUID fits). */
export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{1,64}$/;

/** What makes two requests the same write: the endpoint and the body's bytes. */
export const requestDigestOf = (endpoint: string, body: Buffer | string) =>
  createHash('sha256').update(endpoint).update('\n').update(body).digest('hex');

type Recorded = { keyId: bigint; idempotencyKey: string; requestDigest: string };

async function recordedResult(db: Db, write: Recorded) {
  const [row] = await db
    .select()
    .from(openApiIdempotency)
    .where(
      and(
        eq(openApiIdempotency.keyId, write.keyId),
        eq(openApiIdempotency.idempotencyKey, write.idempotencyKey),
      ),
    );
  if (!row) return null;
  if (row.requestDigest !== write.requestDigest) throw new OpenApiFailure('idempotency_key_reused');
  return row.resultId;
}

/**
 * Runs a write once per key and Idempotency-Key. The record is written by the write itself, in its
 * transaction (`record`), so either both are stored or neither: a retry after a success (or a
 * concurrent duplicate, which waits on the record's unique key) gets the first result's id and
 * writes nothing; a retry after a failure (nothing was written) runs the write again. The same
 * key with a different request is refused (idempotency_key_reused).
 */
export async function once(
  db: Db,
  write: Recorded,
  run: (record: (tx: Tx, resultId: bigint) => Promise<void>) => Promise<bigint>,
  now: Date,
): Promise<{ resultId: bigint; replayed: boolean }> {
  const earlier = await recordedResult(db, write);
  if (earlier !== null) return { resultId: earlier, replayed: true };
  try {
    const resultId = await run(async (tx, id) => {
      await tx.insert(openApiIdempotency).values({ ...write, resultId: id, createdAt: now });
    });
    return { resultId, replayed: false };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const first = await recordedResult(db, write);
    if (first === null) throw error;
    return { resultId: first, replayed: true };
  }
}

/** Forgets the Idempotency-Keys older than their window; returns how many. */
export async function pruneIdempotencyKeys(db: Db, now: Date) {
  const pruned = await db
    .delete(openApiIdempotency)
    .where(lt(openApiIdempotency.createdAt, new Date(now.getTime() - idempotencyWindowMs)))
    .returning({ keyId: openApiIdempotency.keyId });
  return pruned.length;
}
