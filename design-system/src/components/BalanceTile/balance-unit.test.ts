import { describe, expect, it } from 'vitest';
import { balanceCategories, balanceUnit } from './balance-unit.ts';

describe('balanceUnit', () => {
  it.each([
    [1, '条'],
    [3, '条'],
    [5, '条'],
    [15, '个'],
  ] as const)('category %d counts in %s', (category, unit) => {
    expect(balanceUnit(category)).toBe(unit);
  });

  it('gives 个 to category 15 only', () => {
    expect(balanceCategories.filter((category) => balanceUnit(category) === '个')).toEqual([15]);
  });
});
