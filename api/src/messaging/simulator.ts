import { createHash } from 'node:crypto';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { carrierSimulatorAnswers } from '../db/schema.ts';
import {
  GatewayUnavailable,
  submissionKey,
  type CarrierAnswer,
  type CarrierSubmission,
  type MessageGateway,
} from './gateway.ts';

/**
 * The built-in stand-in for the carriers, the default gateway. It keeps its answers in its own
 * table (so every instance sees them and a restart loses none) and gives each after `delayMs`.
 * Its outcomes are fixed rules, so tests and demos can rely on them:
 *
 * - A template or material whose text or name contains 违规 is rejected by 中国联通 alone
 *   (内容含违规信息); the other carriers approve it.
 * - A service account whose name contains 测试 is refused registration by 中国电信
 *   (服务号名称不得含"测试"字样); the other carriers register it.
 * - Everything else is approved by every carrier.
 * - The first submission of one subject in five (by a hash of subject, id and carrier; see
 *   `failsFirstAttempt`) fails with `GatewayUnavailable`, like a carrier's flow control; the retry
 *   succeeds.
 */
export const simulatorRules = {
  rejectedContentWord: '违规',
  rejectedContentCarrier: 'cucc',
  rejectedContentReason: '内容含违规信息',
  refusedNameWord: '测试',
  refusedNameCarrier: 'ctcc',
  refusedNameReason: '服务号名称不得含"测试"字样',
} as const;

/** True for the subjects whose first submission the simulator fails (one in five). */
export function failsFirstAttempt(key: string): boolean {
  return createHash('sha256').update(key).digest()[0]! % 5 === 0;
}

function outcomeOf(submission: CarrierSubmission): { approved: boolean; reason: string | null } {
  const r = simulatorRules;
  if (submission.subject === 'chatbot') {
    const refused =
      submission.carrier === r.refusedNameCarrier &&
      submission.chatbot.name.includes(r.refusedNameWord);
    return refused
      ? { approved: false, reason: r.refusedNameReason }
      : { approved: true, reason: null };
  }
  // Every text of a template is somewhere in its GSMA message; a material has its name.
  const texts =
    submission.subject === 'template' ? JSON.stringify(submission.message) : submission.name;
  const rejected =
    submission.carrier === r.rejectedContentCarrier && texts.includes(r.rejectedContentWord);
  return rejected
    ? { approved: false, reason: r.rejectedContentReason }
    : { approved: true, reason: null };
}

export function simulatedGateway(
  db: Db,
  options: {
    delayMs: number;
    /** Called with the time an answer falls due, as a carrier's callback would arrive then. */
    answerDue?: (at: Date) => Promise<void>;
  },
): MessageGateway {
  return {
    async submit(submission, { now, attempt }) {
      const ticket = `sim-${submissionKey(submission)}`;
      if (attempt === 1 && failsFirstAttempt(ticket)) {
        throw new GatewayUnavailable('运营商网关繁忙（模拟）');
      }
      const { approved, reason } = outcomeOf(submission);
      const answerAt = new Date(now.getTime() + options.delayMs);
      await db
        .insert(carrierSimulatorAnswers)
        .values({
          ticket,
          carrier: submission.carrier,
          approved,
          reason,
          answerAt,
        })
        .onConflictDoNothing();
      await options.answerDue?.(answerAt);
      return { ticket };
    },

    async collectAnswers(now, limit): Promise<CarrierAnswer[]> {
      const due = await db
        .select()
        .from(carrierSimulatorAnswers)
        .where(
          and(
            isNull(carrierSimulatorAnswers.deliveredAt),
            lte(carrierSimulatorAnswers.answerAt, now),
          ),
        )
        .orderBy(asc(carrierSimulatorAnswers.answerAt))
        .limit(limit);
      return due.map((a) => ({ ticket: a.ticket, approved: a.approved, reason: a.reason }));
    },

    async acknowledge(ticket, now) {
      await db
        .update(carrierSimulatorAnswers)
        .set({ deliveredAt: now })
        .where(eq(carrierSimulatorAnswers.ticket, ticket));
    },
  };
}
