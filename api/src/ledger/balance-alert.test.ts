import { describe, expect, it } from 'vitest';
import { shouldSendBalanceAlert, type BalanceAlertFacts } from './balance-alert.ts';

const now = new Date('2026-11-22T01:00:00Z');
const base: BalanceAlertFacts = {
  threshold: 100,
  before: 120,
  after: 90,
  lastSentAt: null,
  lastCreditAt: null,
  now,
};

describe('shouldSendBalanceAlert', () => {
  it('sends when the balance falls below the threshold for the first time', () => {
    expect(shouldSendBalanceAlert(base)).toBe(true);
    expect(shouldSendBalanceAlert({ ...base, before: 100, after: 99 })).toBe(true);
  });

  it('does not send without a threshold, above it, or when it was already below', () => {
    expect(shouldSendBalanceAlert({ ...base, threshold: null })).toBe(false);
    expect(shouldSendBalanceAlert({ ...base, after: 100 })).toBe(false);
    expect(shouldSendBalanceAlert({ ...base, before: 99, after: 50 })).toBe(false);
  });

  it('sends once a month', () => {
    const sentThisMonth = new Date('2026-11-01T00:00:00Z');
    expect(shouldSendBalanceAlert({ ...base, lastSentAt: sentThisMonth })).toBe(false);
    // 31 October 23:00 CST is last month.
    const sentLastMonth = new Date('2026-10-31T15:00:00Z');
    expect(shouldSendBalanceAlert({ ...base, lastSentAt: sentLastMonth })).toBe(true);
  });

  it('sends again in the same month after a repurchase', () => {
    const sent = new Date('2026-11-05T00:00:00Z');
    expect(
      shouldSendBalanceAlert({
        ...base,
        lastSentAt: sent,
        lastCreditAt: new Date('2026-11-10T00:00:00Z'),
      }),
    ).toBe(true);
    expect(
      shouldSendBalanceAlert({
        ...base,
        lastSentAt: sent,
        lastCreditAt: new Date('2026-11-01T00:00:00Z'),
      }),
    ).toBe(false);
  });
});
