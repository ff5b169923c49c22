import { and, isNotNull, lt, or } from 'drizzle-orm';
import { nonceWindowMs } from '../contract/nonce.ts';
import type { Db } from '../db/client.ts';
import { captchas, sessions, usedNonces, verifyCodes } from './tables.ts';

/** Ended sessions are kept this long, so a revoked token still answers 1006 rather than 1003. */
export const endedSessionRetentionMs = 30 * 24 * 60 * 60 * 1000;

/** Deletes what can no longer matter at `now`; returns how many rows of each kind went. */
export async function housekeeping(db: Db, now: Date) {
  const at = now.getTime();
  const retention = new Date(at - endedSessionRetentionMs);
  const deleted = await Promise.all([
    db
      .delete(sessions)
      .where(
        or(
          lt(sessions.expiresAt, retention),
          and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, retention)),
        ),
      )
      .returning({ id: sessions.id }),
    db
      .delete(usedNonces)
      .where(lt(usedNonces.seenAt, new Date(at - 2 * nonceWindowMs)))
      .returning({ n: usedNonces.nonce }),
    db.delete(captchas).where(lt(captchas.expiresAt, now)).returning({ id: captchas.imgUuid }),
    db
      .delete(verifyCodes)
      .where(lt(verifyCodes.expiresAt, new Date(at - 24 * 60 * 60 * 1000)))
      .returning({ id: verifyCodes.id }),
  ]);
  const [sessionRows, nonceRows, captchaRows, codeRows] = deleted.map((rows) => rows.length);
  return {
    sessions: sessionRows!,
    nonces: nonceRows!,
    captchas: captchaRows!,
    verifyCodes: codeRows!,
  };
}
