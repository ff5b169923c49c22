import { monthIndex } from '../lib/calendar.ts';

export type BalanceAlertFacts = {
  /** The company's threshold; null when not set. */
  threshold: number | null;
  before: number;
  after: number;
  /** When the last alert went out, if ever. */
  lastSentAt: Date | null;
  /** When the last purchase was credited to this balance, if ever. */
  lastCreditAt: Date | null;
  now: Date;
};

/**
 * Whether a balance change should send the alert SMS (spec §9): only when it falls below the
 * threshold, at most once a calendar month, and again in the same month after a repurchase.
 */
export function shouldSendBalanceAlert(f: BalanceAlertFacts): boolean {
  if (f.threshold === null || !(f.before >= f.threshold && f.after < f.threshold)) return false;
  if (!f.lastSentAt || monthIndex(f.lastSentAt) !== monthIndex(f.now)) return true;
  return f.lastCreditAt !== null && f.lastCreditAt > f.lastSentAt;
}
