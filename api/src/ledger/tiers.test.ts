import { describe, expect, it } from 'vitest';
import { holdsRight, levelInfoOf, spendWithinYear, tierAt, tierForSpend } from './tiers.ts';

const yuan = (n: number) => n * 100;
const at = (iso: string) => new Date(iso);
const created = at('2025-01-10T02:00:00Z');

describe('tierForSpend', () => {
  it('reaches bronze, silver and gold exactly at 10,000 / 100,000 / 300,000 yuan', () => {
    expect(tierForSpend(0)).toBe(1);
    expect(tierForSpend(yuan(10_000) - 1)).toBe(1);
    expect(tierForSpend(yuan(10_000))).toBe(2);
    expect(tierForSpend(yuan(100_000) - 1)).toBe(2);
    expect(tierForSpend(yuan(100_000))).toBe(3);
    expect(tierForSpend(yuan(300_000))).toBe(4);
  });
});

describe('spendWithinYear', () => {
  it('counts the 365 days up to the moment, not earlier purchases or later ones', () => {
    const purchases = [
      { at: at('2025-11-22T01:00:00Z'), amount: 1 },
      { at: at('2025-11-22T01:00:01Z'), amount: 10 },
      { at: at('2026-11-22T01:00:00Z'), amount: 100 },
      { at: at('2026-11-22T01:00:01Z'), amount: 1000 },
    ];
    expect(spendWithinYear(purchases, at('2026-11-22T01:00:00Z'))).toBe(110);
  });
});

describe('tierAt', () => {
  it('is trial until any purchase, and ordinary after a small one', () => {
    expect(tierAt(created, [], at('2025-02-01T00:00:00Z')).levelId).toBe(0);
    const small = [{ at: at('2025-02-01T00:00:00Z'), amount: yuan(500) }];
    expect(tierAt(created, small, at('2025-02-02T00:00:00Z'))).toEqual({
      levelId: 1,
      chargeMoney: yuan(500),
      serviceStopped: false,
    });
  });

  it('stops a trial at three months without a purchase; a purchase reactivates it', () => {
    expect(tierAt(created, [], at('2025-04-10T01:59:59Z')).serviceStopped).toBe(false);
    expect(tierAt(created, [], at('2025-04-10T02:00:00Z')).serviceStopped).toBe(true);
    const late = [{ at: at('2025-06-01T00:00:00Z'), amount: yuan(100) }];
    expect(tierAt(created, late, at('2025-06-01T00:00:01Z'))).toMatchObject({
      levelId: 1,
      serviceStopped: false,
    });
  });

  it('upgrades at once when a purchase lifts the yearly spend over a threshold', () => {
    const purchases = [
      { at: at('2026-03-01T00:00:00Z'), amount: yuan(60_000) },
      { at: at('2026-05-01T00:00:00Z'), amount: yuan(50_000) },
    ];
    expect(tierAt(created, purchases, at('2026-04-30T23:59:59Z')).levelId).toBe(2);
    expect(tierAt(created, purchases, at('2026-05-01T00:00:00Z')).levelId).toBe(3);
  });

  it('keeps the tier through the year even when the rolling spend falls, until 1 January', () => {
    const purchases = [{ at: at('2026-01-05T00:00:00Z'), amount: yuan(300_000) }];
    // A year later the purchase has left the window, but the tier holds until the next 1 January.
    expect(tierAt(created, purchases, at('2026-12-31T15:59:59Z'))).toMatchObject({
      levelId: 4,
      chargeMoney: yuan(300_000),
    });
    // 1 January CST: reassessed on the spend of the 365 days before it, still gold.
    expect(tierAt(created, purchases, at('2026-12-31T16:00:00Z')).levelId).toBe(4);
    // 1 January of the following year: the spend has gone, so the tier goes down to ordinary.
    expect(tierAt(created, purchases, at('2027-12-31T16:00:00Z'))).toMatchObject({
      levelId: 1,
      chargeMoney: 0,
    });
    expect(tierAt(created, purchases, at('2027-12-31T15:59:59Z')).levelId).toBe(4);
  });

  it('downgrades on 1 January to what the past 365 days support', () => {
    const purchases = [
      { at: at('2026-02-01T00:00:00Z'), amount: yuan(250_000) },
      { at: at('2026-06-01T00:00:00Z'), amount: yuan(60_000) },
    ];
    expect(tierAt(created, purchases, at('2026-12-31T15:00:00Z')).levelId).toBe(4);
    // On 1 January 2027 both are within 365 days: still gold.
    expect(tierAt(created, purchases, at('2026-12-31T17:00:00Z')).levelId).toBe(4);
    // On 1 January 2028 nothing is: ordinary. In between, February 2027 stays gold.
    expect(tierAt(created, purchases, at('2027-03-01T00:00:00Z')).levelId).toBe(4);
    expect(tierAt(created, purchases, at('2027-12-31T17:00:00Z')).levelId).toBe(1);
  });
});

describe('levelInfoOf', () => {
  it('gives thresholds in cents, bronze as the next goal from trial, none above gold', () => {
    expect(levelInfoOf({ levelId: 0, chargeMoney: 0, serviceStopped: false })).toMatchObject({
      levelName: '试用客户',
      levelThreshold: 0,
      nextLevelThreshold: yuan(10_000),
    });
    expect(
      levelInfoOf({ levelId: 3, chargeMoney: yuan(120_000), serviceStopped: false }),
    ).toMatchObject({ levelThreshold: yuan(100_000), nextLevelThreshold: yuan(300_000) });
    const gold = levelInfoOf({ levelId: 4, chargeMoney: yuan(400_000), serviceStopped: false });
    expect(gold.nextLevelThreshold).toBeNull();
    expect(gold.rightList.every((r) => r.category < 13)).toBe(true);
  });

  it('opens tailoring at bronze and the showcases at silver', () => {
    expect(holdsRight(1, 4)).toBe(false);
    expect(holdsRight(2, 4)).toBe(true);
    expect(holdsRight(2, 10)).toBe(false);
    expect(holdsRight(3, 10)).toBe(true);
    expect(holdsRight(0, 12)).toBe(true);
  });
});
