import { assertSafeInteger, divideDown, groupInteger, trimFraction } from './number.ts';

/**
 * A balance count (messages 条, items 个). Above 9,999 it is shown in ten-thousands with 'w'
 * (spec §9), at most two decimals, trailing zeros dropped: 10000 → '1w', 12345 → '1.23w',
 * 123456789 → '12,345.67w'. The decimals are cut, not rounded, so a balance is never shown larger
 * than it is (19999 → '1.99w', not '2w'). At or below 9,999: the integer with separators, 9999 →
 * '9,999'. Negative balances follow the same rule with a minus sign. Throws a RangeError on a
 * non-integer.
 */
export function formatBalance(count: number): string {
  assertSafeInteger(count, 'count');
  const abs = Math.abs(count);
  const sign = count < 0 ? '-' : '';
  if (abs <= 9_999) return `${sign}${groupInteger(abs)}`;
  const hundredths = divideDown(abs, 100);
  const fraction = trimFraction(hundredths % 100);
  return `${sign}${groupInteger(divideDown(hundredths, 100))}${fraction && `.${fraction}`}w`;
}
