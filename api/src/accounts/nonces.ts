import { createHash } from 'node:crypto';
import { lt } from 'drizzle-orm';
import { codes, messages } from '../contract/codes.ts';
import { nonceWindowMs, openNonce } from '../contract/nonce.ts';
import type { Db } from '../db/client.ts';
import { usedNonces } from '../db/schema.ts';
import { ApiError } from '../errors.ts';

const badNonce = () => new ApiError(codes.badNonce, messages.badNonce);

/**
 * Accepts a nonce once: it must decrypt with the token's key, carry a timestamp within ±5 minutes
 * of the server clock, and not have been seen before (a replay). Seen nonces are kept just past the
 * window, after which their timestamp alone refuses them.
 */
export async function acceptNonce(db: Db, token: string, nonce: string | undefined, now: Date) {
  if (!nonce) throw badNonce();
  const opened = openNonce(token, nonce);
  if (!opened || Math.abs(opened.timestamp - now.getTime()) > nonceWindowMs) throw badNonce();

  const key = createHash('sha256').update(opened.text).digest('hex');
  const inserted = await db
    .insert(usedNonces)
    .values({ nonce: key, seenAt: now })
    .onConflictDoNothing()
    .returning({ nonce: usedNonces.nonce });
  if (inserted.length === 0) throw badNonce();

  // Prune now and then rather than on every request.
  if (key.startsWith('00')) {
    await db
      .delete(usedNonces)
      .where(lt(usedNonces.seenAt, new Date(now.getTime() - 2 * nonceWindowMs)));
  }
}
