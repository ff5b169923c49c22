import { describe, expect, it } from 'vitest';
import { nextTierOf } from './tiers.ts';

describe('nextTierOf', () => {
  it('leads trial and ordinary to bronze, not trial to ordinary (any purchase makes ordinary)', () => {
    expect(nextTierOf(0)).toMatchObject({ levelName: '铜牌客户', threshold: 1_000_000 });
    expect(nextTierOf(1)).toMatchObject({ levelName: '铜牌客户', threshold: 1_000_000 });
  });

  it('leads bronze to silver, silver to gold, and gold nowhere', () => {
    expect(nextTierOf(2)?.levelName).toBe('银牌客户');
    expect(nextTierOf(3)?.levelName).toBe('金牌客户');
    expect(nextTierOf(4)).toBeNull();
  });
});
