import { createHash } from 'node:crypto';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Capability, FailureCause } from '../contract/sending-status.ts';
import type { Db } from '../db/client.ts';
import { carrierSimulatorAnswers } from './tables.ts';
import {
  GatewayUnavailable,
  submissionKey,
  type DeliveryReceipt,
  type OutboundMessage,
  type CarrierAnswer,
  type CarrierSubmission,
  type MessageGateway,
  type ReceiptIntake,
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
 * - Everything else is approved by every carrier. A service account it registers gets a chatbot
 *   id from each carrier (`simulatedChatbotUri`): sip:1065 and 8 digits of a hash of the
 *   registration, at that carrier's domain (botplatform.rcs.chinamobile.com, …chinaunicom.cn,
 *   …chinatelecom.cn).
 * - The first submission of one subject in five (by a hash of subject, id and carrier; see
 *   `failsFirstAttempt`) fails with `GatewayUnavailable`, like a carrier's flow control; the retry
 *   succeeds.
 *
 * Sending (`deliveryRules`, by the recipient's number):
 * - last four digits 0000 → 空号 (vacant), 1111 → 运营商黑名单 (blacklist), 4444 → 终端异常
 *   (terminal, refunded), 5555 → 运营商故障 (carrierFault, refunded): one failure receipt;
 * - otherwise the capability follows the last digit: 0–6 5G capable (delivered as 5G), 7–8 SMS
 *   fallback, 9 unknown (delivered as SMS fallback);
 * - 5G messages to numbers ending 0, 1 or 2 are read: the read receipt comes `delayMs` after the
 *   delivery receipt, except for numbers ending 1, whose read receipt comes first (out of order);
 * - numbers ending 3 get their delivery receipt twice, the copy `delayMs` later;
 * - receipts arrive `delayMs` after sending (the second ones 2 × `delayMs`);
 * - the first attempt at one batch in five (by a hash of its first message id) fails with
 *   `GatewayUnavailable`; the retry succeeds. Sending a message id again adds no receipts.
 * - a message asked back (§10 撤回) before its first receipt is due is revoked: a failure receipt
 *   of cause `revoked` comes at once, and the receipts it would have had change nothing (a failure
 *   outranks them); asked later, it is not (`simulatedRevoked`).
 *
 * Upstream messages (§11), sent by the MaaP stand-in's simulated users once they have read a
 * message (`simulatedUpstream`, 3 × `delayMs` after sending): numbers ending 2 press the message's
 * first suggestion (a card's first button, else the first chip); numbers ending 0 reply 收到，谢谢;
 * numbers ending 1 share their location (天安门).
 */
const simulatorRules = {
  rejectedContentWord: '违规',
  rejectedContentCarrier: 'cucc',
  rejectedContentReason: '内容含违规信息',
  refusedNameWord: '测试',
  refusedNameCarrier: 'ctcc',
  refusedNameReason: '服务号名称不得含"测试"字样',
} as const;

/** Failures by the last four digits of the number; everything else is delivered. */
const deliveryRules = {
  failures: {
    '0000': 'vacant',
    '1111': 'blacklist',
    '4444': 'terminal',
    '5555': 'carrierFault',
  } as Record<string, FailureCause>,
} as const;

/** The simulator's answer to a capability lookup: by the number's last digit. */
export function simulatedCapability(mobile: string): Capability {
  const last = Number(mobile.at(-1));
  return last <= 6 ? 'rcs' : last <= 8 ? 'sms' : 'unknown';
}

/** The receipts one number gets, each with its delay in units of `delayMs`. */
export function simulatedReceipts(
  mobile: string,
): { state: DeliveryReceipt['state']; cause: FailureCause | null; after: 1 | 2 }[] {
  const cause = deliveryRules.failures[mobile.slice(-4)];
  if (cause) return [{ state: 'failed', cause, after: 1 }];
  const last = mobile.at(-1);
  const rcs = simulatedCapability(mobile) === 'rcs';
  const delivered = { state: rcs ? 'delivered5g' : 'deliveredSms', cause: null } as const;
  if (rcs && last === '1')
    return [
      { state: 'read', cause: null, after: 1 },
      { ...delivered, after: 2 },
    ];
  if (rcs && (last === '0' || last === '2'))
    return [
      { ...delivered, after: 1 },
      { state: 'read', cause: null, after: 2 },
    ];
  if (last === '3')
    return [
      { ...delivered, after: 1 },
      { ...delivered, after: 2 },
    ];
  return [{ ...delivered, after: 1 }];
}

/** Whether a message sent at `sentAt` is still revoked at `now`: none of its receipts has come. */
export function simulatedRevoked(mobile: string, sentAt: Date, now: Date, delayMs: number) {
  const first = Math.min(...simulatedReceipts(mobile).map((r) => r.after));
  return now.getTime() < sentAt.getTime() + first * delayMs;
}

const chatbotDomains: Record<string, string> = {
  cmcc: 'botplatform.rcs.chinamobile.com',
  cucc: 'botplatform.rcs.chinaunicom.cn',
  ctcc: 'botplatform.rcs.chinatelecom.cn',
};

/** The chatbot id the simulator issues for a registration (its ticket) with one carrier. */
export function simulatedChatbotUri(ticket: string, carrier: string) {
  const digits = createHash('sha256').update(ticket).digest().readUInt32BE(0) % 100_000_000;
  return `sip:1065${String(digits).padStart(8, '0')}@${chatbotDomains[carrier]}`;
}

/** A suggestion of a message as a recipient may press it. */
export type PressableSuggestion = { kind: 'reply' | 'action'; displayText: string; data: string };

/** What a simulated user sends back after reading a message, as a §11 `messageList` part. */
export function simulatedUpstream(
  mobile: string,
  firstSuggestion: PressableSuggestion | null,
): { contentType: string; contentText: unknown } | null {
  if (simulatedCapability(mobile) !== 'rcs' || deliveryRules.failures[mobile.slice(-4)]) {
    return null;
  }
  switch (mobile.at(-1)) {
    case '0':
      return { contentType: 'text/plain', contentText: '收到，谢谢' };
    case '1':
      return {
        contentType: 'text/plain',
        contentText: 'geo:39.9087,116.3975;crs=gcj02;u=10;rcs-l=%E5%A4%A9%E5%AE%89%E9%97%A8',
      };
    case '2':
      return firstSuggestion
        ? {
            contentType: 'application/vnd.gsma.botsuggestion.response.v1.0+json',
            contentText: {
              response: {
                [firstSuggestion.kind]: {
                  displayText: firstSuggestion.displayText,
                  postback: { data: firstSuggestion.data },
                },
              },
            },
          }
        : null;
    default:
      return null;
  }
}

/** True for the subjects whose first submission the simulator fails (one in five). */
export function failsFirstAttempt(key: string): boolean {
  return createHash('sha256').update(key).digest()[0]! % 5 === 0;
}

function outcomeOf(submission: CarrierSubmission): { approved: boolean; reason: string | null } {
  if (submission.subject === 'chatbot') {
    return simulatedRegistrationReview(submission.carrier, submission.chatbot.name);
  }
  // Every text of a template is somewhere in its GSMA message; a material has its name.
  return simulatedContentReview(
    submission.carrier,
    submission.subject === 'template' ? JSON.stringify(submission.message) : submission.name,
  );
}

/**
 * One carrier's review of a service account's registration, by its name and the simulator's rule;
 * the MaaP stand-in reviews registrations by it too.
 */
export function simulatedRegistrationReview(
  carrier: string,
  name: string,
): { approved: boolean; reason: string | null } {
  const r = simulatorRules;
  const refused = carrier === r.refusedNameCarrier && name.includes(r.refusedNameWord);
  return refused
    ? { approved: false, reason: r.refusedNameReason }
    : { approved: true, reason: null };
}

/**
 * One carrier's review of content (a template's or material's texts, in any form that holds
 * them), by the simulator's rule; the MaaP stand-in reviews templates by it too.
 */
export function simulatedContentReview(
  carrier: string,
  texts: string,
): { approved: boolean; reason: string | null } {
  const r = simulatorRules;
  const rejected = carrier === r.rejectedContentCarrier && texts.includes(r.rejectedContentWord);
  return rejected
    ? { approved: false, reason: r.rejectedContentReason }
    : { approved: true, reason: null };
}

export function simulatedGateway(
  db: Db,
  options: {
    delayMs: number;
    /** Where its receipts go (sending's `acceptReceipts`). */
    receipts: ReceiptIntake;
    /** Called with the time an answer falls due, as a carrier's callback would arrive then. */
    answerDue?: (at: Date) => Promise<void>;
    /** Called with the time the first receipts of a batch fall due. */
    receiptsDue?: (at: Date) => Promise<void>;
  },
): MessageGateway {
  return {
    async capabilities(mobiles) {
      return mobiles.map(simulatedCapability);
    },

    async sendBatch(messages: readonly OutboundMessage[], { now, attempt }) {
      if (messages.length === 0) return;
      if (attempt === 1 && failsFirstAttempt(`batch:${messages[0]!.messageId}`)) {
        throw new GatewayUnavailable('运营商网关繁忙（模拟）');
      }
      // As a carrier would call back later; a message id already sent gets nothing new.
      await options.receipts(
        messages.flatMap((m) =>
          simulatedReceipts(m.mobile).map((r) => ({
            messageId: m.messageId,
            state: r.state,
            cause: r.cause,
            dueAt: new Date(now.getTime() + r.after * options.delayMs),
          })),
        ),
        { newMessagesOnly: true },
      );
      await options.receiptsDue?.(new Date(now.getTime() + options.delayMs));
    },

    async revoke(messages, { now }) {
      const revoked = messages.filter((m) =>
        simulatedRevoked(m.mobile, m.submittedAt, now, options.delayMs),
      );
      if (revoked.length === 0) return;
      await options.receipts(
        revoked.map((m) => ({
          messageId: m.messageId,
          state: 'failed',
          cause: 'revoked',
          dueAt: now,
        })),
      );
      await options.receiptsDue?.(now);
    },

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
      return due.map((a) => ({
        ticket: a.ticket,
        approved: a.approved,
        reason: a.reason,
        ...(a.approved &&
          a.ticket.startsWith('sim-chatbot:') && {
            chatbotUri: simulatedChatbotUri(a.ticket, a.carrier),
          }),
      }));
    },

    async acknowledge(ticket, now) {
      await db
        .update(carrierSimulatorAnswers)
        .set({ deliveredAt: now })
        .where(eq(carrierSimulatorAnswers.ticket, ticket));
    },
  };
}
