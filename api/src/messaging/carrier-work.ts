import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { CarrierCode } from '../contract/schemas/messaging.ts';
import type { Db, Tx } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { carrierReviews, chatbots } from './tables.ts';
import {
  GatewayUnavailable,
  type CarrierAnswer,
  type CarrierSubmission,
  type MessageGateway,
} from './gateway.ts';

/**
 * The carriers' part of registrations and reviews, as durable work: a status change writes one
 * `carrier_reviews` row per carrier in its own transaction (so work is never lost nor invented),
 * and `runCarrierWork` (a pg-boss job) hands due rows to the gateway and records the answers.
 * Rows are leased with SKIP LOCKED, so several instances share the work without doing any twice.
 */
export type SubjectKind = 'chatbot' | 'template' | 'material';

/** How long a leased submission is left alone before another worker may take it over. */
const leaseMs = 60_000;
/** A subject not ready for a carrier yet (a template whose service account is still registering). */
const notReadyRetryMs = 15_000;

/** Backoff after the nth failed attempt: 10 s, 20 s, 40 s … at most 10 minutes. */
const retryDelayMs = (attempts: number) =>
  Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 600_000);

export async function queueCarrierReviews(
  tx: Tx,
  subjectKind: SubjectKind,
  subjectId: bigint,
  carriers: readonly CarrierCode[],
  now: Date,
) {
  if (carriers.length === 0) return;
  await tx
    .insert(carrierReviews)
    .values(
      carriers.map((carrier) => ({
        id: newId(now.getTime()),
        subjectKind,
        subjectId,
        carrier,
        nextAttemptAt: now,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing();
}

/**
 * What a subject sends to one carrier; 'wait' when it cannot go yet, 'gone' when the subject no
 * longer needs the review (deleted): the row is then closed as rejected with reason 已撤回.
 */
export type SubmissionBuilder = (
  subjectId: bigint,
  carrier: CarrierCode,
  now: Date,
) => Promise<CarrierSubmission | 'wait' | 'gone'>;

/** After a carrier answered, in the same transaction: move the subject on (e.g. template 6 → 3). */
type AnswerSettler = (tx: Tx, subjectId: bigint, now: Date) => Promise<void>;

export type CarrierWork = {
  db: Db;
  gateway: MessageGateway;
  build: Record<SubjectKind, SubmissionBuilder>;
  settle: Record<SubjectKind, AnswerSettler>;
};

async function submitDue(work: CarrierWork, now: Date, limit: number) {
  const { db, gateway } = work;
  const leased = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: carrierReviews.id })
      .from(carrierReviews)
      .where(
        and(
          isNull(carrierReviews.ticket),
          eq(carrierReviews.state, 'pending'),
          lte(carrierReviews.nextAttemptAt, now),
        ),
      )
      .orderBy(asc(carrierReviews.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(carrierReviews)
      .set({ nextAttemptAt: new Date(now.getTime() + leaseMs), updatedAt: now })
      .where(
        inArray(
          carrierReviews.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });

  for (const review of leased) {
    const kind = review.subjectKind as SubjectKind;
    const carrier = review.carrier as CarrierCode;
    const submission = await work.build[kind](review.subjectId, carrier, now);
    if (submission === 'wait') {
      await db
        .update(carrierReviews)
        .set({ nextAttemptAt: new Date(now.getTime() + notReadyRetryMs), updatedAt: now })
        .where(eq(carrierReviews.id, review.id));
      continue;
    }
    if (submission === 'gone') {
      await db
        .update(carrierReviews)
        .set({ state: 'rejected', reason: '已撤回', answeredAt: now, updatedAt: now })
        .where(eq(carrierReviews.id, review.id));
      continue;
    }
    const attempt = review.attempts + 1;
    try {
      const { ticket } = await gateway.submit(submission, { now, attempt });
      await db
        .update(carrierReviews)
        .set({ ticket, attempts: attempt, lastError: null, updatedAt: now })
        .where(eq(carrierReviews.id, review.id));
    } catch (error) {
      if (!(error instanceof GatewayUnavailable)) throw error;
      await db
        .update(carrierReviews)
        .set({
          attempts: attempt,
          lastError: error.message,
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempt)),
          updatedAt: now,
        })
        .where(eq(carrierReviews.id, review.id));
    }
  }
  return leased.length;
}

/**
 * Records one carrier's answer and moves its subject on, in one transaction; a registration keeps
 * the chatbot id the carrier issued. An answer for an unknown ticket or one already answered
 * changes nothing (answers may come twice).
 */
export async function recordCarrierAnswer(
  work: Pick<CarrierWork, 'db' | 'settle'>,
  answer: CarrierAnswer,
  now: Date,
) {
  return work.db.transaction(async (tx) => {
    const [review] = await tx
      .select()
      .from(carrierReviews)
      .where(eq(carrierReviews.ticket, answer.ticket))
      .for('update');
    if (!review || review.state !== 'pending') return false;
    await tx
      .update(carrierReviews)
      .set({
        state: answer.approved ? 'approved' : 'rejected',
        reason: answer.approved ? null : (answer.reason ?? '运营商未说明原因'),
        answeredAt: now,
        updatedAt: now,
      })
      .where(eq(carrierReviews.id, review.id));
    if (review.subjectKind === 'chatbot' && answer.approved && answer.chatbotUri) {
      // An id the operator entered for this carrier stays.
      await tx
        .update(chatbots)
        .set({
          carrierChatbotIds: sql`jsonb_build_object(${review.carrier}::text, ${answer.chatbotUri}::text) || ${chatbots.carrierChatbotIds}`,
        })
        .where(eq(chatbots.id, review.subjectId));
    }
    await work.settle[review.subjectKind as SubjectKind](tx, review.subjectId, now);
    return true;
  });
}

/**
 * Records an answer that came to our callback (§13.3): 'unknown' when no submission holds its
 * ticket yet (the answer outran the record of its submission; hand it over again later), else
 * 'done', recorded now or before.
 */
export async function recordCallbackAnswer(
  work: Pick<CarrierWork, 'db' | 'settle'>,
  answer: CarrierAnswer,
  now: Date,
): Promise<'done' | 'unknown'> {
  if (await recordCarrierAnswer(work, answer, now)) return 'done';
  const [known] = await work.db
    .select({ id: carrierReviews.id })
    .from(carrierReviews)
    .where(eq(carrierReviews.ticket, answer.ticket))
    .limit(1);
  return known ? 'done' : 'unknown';
}

/**
 * One round of carrier work: submit what is due, record what has been answered. Returns when the
 * next round is worth running (the earliest retry or lease end), or null when nothing waits.
 */
export async function runCarrierWork(work: CarrierWork, now: Date, limit = 50) {
  await submitDue(work, now, limit);
  const answers = (await work.gateway.collectAnswers?.(now, limit)) ?? [];
  for (const answer of answers) {
    await recordCarrierAnswer(work, answer, now);
    await work.gateway.acknowledge?.(answer.ticket, now);
  }
  const [next] = await work.db
    .select({
      at: sql<Date | null>`min(${carrierReviews.nextAttemptAt})`.mapWith((v) =>
        v ? new Date(v) : null,
      ),
    })
    .from(carrierReviews)
    .where(and(isNull(carrierReviews.ticket), eq(carrierReviews.state, 'pending')));
  return next?.at ?? null;
}

/** The carriers' answers on several subjects of one kind, for showing them. */
export async function carrierReviewsOf(db: Db, subjectKind: SubjectKind, subjectIds: bigint[]) {
  if (subjectIds.length === 0) return [];
  return db
    .select()
    .from(carrierReviews)
    .where(
      and(
        eq(carrierReviews.subjectKind, subjectKind),
        inArray(carrierReviews.subjectId, subjectIds),
      ),
    );
}
