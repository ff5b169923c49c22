import { describe, expect, it } from 'vitest';
import { nextLevelIdOf } from './levels.ts';

describe('nextLevelIdOf', () => {
  it('leads a trial account to bronze, not to ordinary (a purchase, not a spend goal)', () => {
    expect(nextLevelIdOf(0)).toBe(2);
  });

  it('leads ordinary, bronze and silver one level up', () => {
    expect([1, 2, 3].map((id) => nextLevelIdOf(id as 1 | 2 | 3))).toEqual([2, 3, 4]);
  });

  it('has nothing above gold', () => {
    expect(nextLevelIdOf(4)).toBeNull();
  });
});
