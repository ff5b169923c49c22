import { describe, expect, it } from 'vitest';
import { legendOf, settledShare, shareText } from './delivery-summary.ts';

const counts = {
  total: 200,
  delivered5g: 90,
  deliveredSms: 40,
  read: 30,
  failed: 15,
  notSent: 0,
  pending: 25,
};

describe('delivery summary', () => {
  it('shares have one decimal at most and never divide by zero', () => {
    expect(shareText(1, 8)).toBe('12.5%');
    expect(shareText(2, 5)).toBe('40%');
    expect(shareText(1, 3)).toBe('33.3%');
    expect(shareText(0, 0)).toBe('0%');
  });

  it('5G delivered counts read messages; 未发送 appears only when there is any', () => {
    expect(legendOf(counts)).toEqual([
      { part: 'delivered5g', count: 120 },
      { part: 'read', count: 30 },
      { part: 'deliveredSms', count: 40 },
      { part: 'failed', count: 15 },
      { part: 'pending', count: 25 },
    ]);
    expect(legendOf({ ...counts, notSent: 3 }).map((l) => l.part)).toContain('notSent');
  });

  it('settled share is everything whose outcome is known', () => {
    expect(settledShare(counts)).toBe('87.5%');
    expect(settledShare({ ...counts, total: 0, pending: 0 })).toBe('0%');
  });
});
