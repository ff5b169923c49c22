import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { codes, messages } from '../contract/codes.ts';
import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { sessions, users } from './tables.ts';
import { ApiError } from '../errors.ts';
import { preparedPerDatabase } from '../lib/prepared.ts';
import { recordNonce } from './nonces.ts';

/** A session ends after this long without a request (sliding expiry). */
const sessionIdleMs = 2 * 60 * 60 * 1000;
/** The token is replaced after this long; the new one comes back in the Authorization header. */
const tokenRotateMs = 30 * 60 * 1000;
/** The replaced token keeps working this long, for requests already in flight. */
const rotationGraceMs = 60 * 1000;
/** Sliding expiry is written at most this often, to spare the database a write per request. */
const extendGranularityMs = 60 * 1000;

export type SessionUser = typeof users.$inferSelect;

/** 256 random bits, URL-safe; only its SHA-256 is stored. */
const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts a session; the user's other sessions end as 'replaced' (signed in elsewhere). */
export async function startSession(db: Db, userId: bigint, now: Date): Promise<string> {
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx
      .update(sessions)
      .set({ revokedAt: now, revokedReason: 'replaced' })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    await tx.insert(sessions).values({
      id: newId(now.getTime()),
      userId,
      tokenHash: hashToken(token),
      rotatedAt: now,
      expiresAt: new Date(now.getTime() + sessionIdleMs),
    });
  });
  return token;
}

export type ResolvedSession = {
  sessionId: bigint;
  user: SessionUser;
  /** The current token is 30 minutes old: `rotateSession` once the response can hand over a new one. */
  dueForRotation: boolean;
  /** The request's nonce was new and is now spent (false when there was no acceptable one). */
  nonceAccepted: boolean;
};

/** The session check as prepared statements (placeholders: hash, now and nonce). */
const sessionChecks = preparedPerDatabase((db) => {
  const hash = sql.placeholder('hash');
  const now = sql.placeholder('now');
  const matches = or(
    eq(sessions.tokenHash, hash),
    and(eq(sessions.previousTokenHash, hash), gt(sessions.previousValidUntil, now)),
  );
  const live = and(matches, isNull(sessions.revokedAt), gt(sessions.expiresAt, now));
  const spent = db
    .$with('spent_nonce')
    .as(
      recordNonce(
        db,
        sql.placeholder('nonce'),
        now,
        sql`exists (${db.select({ id: sessions.id }).from(sessions).where(live)})`,
      ),
    );
  const check = (nonce: boolean) =>
    (nonce ? db.with(spent) : db)
      .select({
        session: sessions,
        user: users,
        nonceAccepted: nonce ? sql<boolean>`exists (select 1 from ${spent})` : sql<boolean>`false`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(matches)
      .limit(1);
  return {
    withNonce: check(true).prepare('session_check_nonce'),
    withoutNonce: check(false).prepare('session_check'),
  };
});

/**
 * The session behind a token, its idle expiry extended; 1003 or 1006 when it is not valid. With the
 * request's nonce key (`nonceKey`), the same statement spends the nonce if the session is valid
 * (`recordNonce`), so that a request costs one round trip and every instance sees the answer.
 */
export async function resolveSession(
  db: Db,
  token: string,
  now: Date,
  nonce: string | null,
): Promise<ResolvedSession> {
  const hash = hashToken(token);
  const checks = sessionChecks(db);
  const [row] = await (nonce === null ? checks.withoutNonce : checks.withNonce).execute({
    hash,
    now: now.toISOString(),
    nonce,
  });

  if (!row) throw new ApiError(codes.sessionExpired, messages.sessionExpired);
  const { session, user, nonceAccepted } = row;
  if (session.revokedAt) throw new ApiError(codes.sessionRevoked, messages.sessionRevoked);
  if (session.expiresAt <= now) throw new ApiError(codes.sessionExpired, messages.sessionExpired);

  const expiresAt = new Date(now.getTime() + sessionIdleMs);
  if (expiresAt.getTime() - session.expiresAt.getTime() >= extendGranularityMs) {
    await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, session.id));
  }
  return {
    sessionId: session.id,
    user,
    dueForRotation:
      session.tokenHash === hash && now.getTime() - session.rotatedAt.getTime() >= tokenRotateMs,
    nonceAccepted,
  };
}

/**
 * Replaces the session's token; the one replaced keeps working for `rotationGraceMs`. Returns the
 * new token, or undefined when a concurrent request has rotated it first.
 */
export async function rotateSession(db: Db, sessionId: bigint, token: string, now: Date) {
  const hash = hashToken(token);
  const rotatedToken = newToken();
  const rotated = await db
    .update(sessions)
    .set({
      tokenHash: hashToken(rotatedToken),
      previousTokenHash: hash,
      previousValidUntil: new Date(now.getTime() + rotationGraceMs),
      rotatedAt: now,
      expiresAt: new Date(now.getTime() + sessionIdleMs),
    })
    .where(and(eq(sessions.id, sessionId), eq(sessions.tokenHash, hash)))
    .returning({ id: sessions.id });
  return rotated.length > 0 ? rotatedToken : undefined;
}

/**
 * The user confirmed their password in this session to see full numbers in the send query (the
 * detail_enquiry flag of spec §4); it lasts as long as the session.
 */
export async function unlockDetailEnquiry(db: Db, sessionId: bigint, now: Date) {
  await db.update(sessions).set({ detailEnquiryAt: now }).where(eq(sessions.id, sessionId));
}

export async function detailEnquiryUnlocked(db: Db, sessionId: bigint) {
  const [session] = await db
    .select({ at: sessions.detailEnquiryAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return session?.at != null;
}

/**
 * The company's admin confirmed its account and password in this session for a common applet
 * (its sensitive flag, spec §4): names and phones show whole there until the session ends.
 */
export async function unlockApplet(db: Db, sessionId: bigint, applet: string) {
  await db
    .update(sessions)
    .set({
      unlockedApplets: sql`array_append(array_remove(${sessions.unlockedApplets}, ${applet}), ${applet})`,
    })
    .where(eq(sessions.id, sessionId));
}

export async function appletUnlocked(db: Db, sessionId: bigint, applet: string) {
  const [session] = await db
    .select({ applets: sessions.unlockedApplets })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return session?.applets.includes(applet) ?? false;
}

export async function endSession(db: Db, sessionId: bigint, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: 'logout' })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every other session of a user (after a password reset). */
export async function endOtherSessions(db: Db, userId: bigint, keep: bigint | null, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: 'replaced' })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keep === null ? undefined : ne(sessions.id, keep),
      ),
    );
}
