import { describe, expect, it } from 'vitest';
import { levelProgress, stageFills } from './level-progress.ts';

// Bronze to silver: 10,000 to 100,000 yuan, in cents.
const threshold = 1_000_000;
const next = 10_000_000;

describe('levelProgress', () => {
  it('is 0 below the level threshold', () => {
    expect(levelProgress(500_000, threshold, next)).toBe(0);
  });

  it('is 0 exactly at the level threshold', () => {
    expect(levelProgress(threshold, threshold, next)).toBe(0);
  });

  it('is 0.5 halfway to the next threshold', () => {
    expect(levelProgress(5_500_000, threshold, next)).toBe(0.5);
  });

  it('is 1 exactly at the next threshold', () => {
    expect(levelProgress(next, threshold, next)).toBe(1);
  });

  it('is 1 above the next threshold', () => {
    expect(levelProgress(next + 1, threshold, next)).toBe(1);
  });

  it('does not divide by zero when the next threshold equals the level threshold', () => {
    expect(levelProgress(threshold - 1, threshold, threshold)).toBe(0);
    expect(levelProgress(threshold, threshold, threshold)).toBe(1);
    expect(levelProgress(threshold + 1, threshold, threshold)).toBe(1);
  });

  it('is full at the top level, which has no next threshold', () => {
    expect(levelProgress(30_000_000, 30_000_000, null)).toBe(1);
    expect(levelProgress(0, 30_000_000, null)).toBe(1);
  });

  it('starts a trial account with no spend at 0', () => {
    expect(levelProgress(0, 0, 1)).toBe(0);
  });
});

describe('stageFills', () => {
  it.each([
    [0, [0, 0, 0]],
    [0.5, [1, 0.5, 0]],
    [1, [1, 1, 1]],
  ])('fills three stages at %d as %j', (progress, fills) => {
    expect(stageFills(progress, 3)).toEqual(fills);
  });

  it('fills a stage exactly at its boundary', () => {
    const [first = 0, second = 0] = stageFills(2 / 3, 3);
    expect(first).toBe(1);
    expect(second).toBeCloseTo(1);
  });
});
