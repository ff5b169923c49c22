import { assertSafeInteger, divideDown, groupInteger, trimFraction } from './number.ts';

/**
 * Yuan from integer cents, two decimals and thousands separators (spec §9): 123456 → '1,234.56',
 * -5 → '-0.05'. Throws a RangeError on a non-integer, since cents are integers everywhere.
 */
export function formatYuan(cents: number): string {
  assertSafeInteger(cents, 'cents');
  const abs = Math.abs(cents);
  const sign = cents < 0 ? '-' : '';
  return `${sign}${groupInteger(divideDown(abs, 100))}.${String(abs % 100).padStart(2, '0')}`;
}

/** Money with the yuan sign, as Intl's zh-CN CNY format places it: 123456 → '¥1,234.56', -5 → '-¥0.05'. */
export function formatMoney(cents: number): string {
  const yuan = formatYuan(Math.abs(cents));
  return cents < 0 ? `-¥${yuan}` : `¥${yuan}`;
}

const yuanPattern = /^(\d+)(?:\.(\d{0,2}))?$/;

/**
 * Exact integer cents from a yuan amount typed by the user (spec §5: digits with at most two
 * decimals): '19.99' → 1999, '0.29' → 29, '12.' → 1200. Surrounding spaces are ignored. Returns
 * null for anything else (sign, separators, a third decimal, empty) or beyond the safe range.
 * Works on the digits, so no float error creeps in as it would with Math.round(yuan * 100).
 */
export function yuanToCents(input: string): number | null {
  const match = yuanPattern.exec(input.trim());
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/**
 * The next-level threshold of the level bar (spec §9), given in cents. Above 9,999 yuan it is shown
 * in ten-thousands of yuan with 'w' (cents / 100 / 10000), at most two decimals, trailing zeros
 * dropped, rounded up so the amount still to spend is never understated: 1,000,000 → '1w',
 * 1,234,567 → '1.24w'. Otherwise yuan with separators and at most two decimals: 500,000 → '5,000',
 * 12,345 → '123.45'.
 *
 * The spec's "above 9999" is read on the yuan amount (the figure shown); read on cents it would
 * turn 150 yuan into '0.02w'. The tier thresholds (10,000 / 100,000 / 300,000 yuan) come out as
 * 1w / 10w / 30w either way.
 */
export function formatLevelThreshold(cents: number): string {
  assertSafeInteger(cents, 'cents');
  if (cents < 0) throw new RangeError(`a level threshold cannot be negative, got ${cents}`);
  if (cents > 999_900) {
    // One hundredth of a 'w' is 100 yuan, that is 10,000 cents.
    const hundredths = divideDown(cents + 9_999, 10_000);
    const fraction = trimFraction(hundredths % 100);
    return `${groupInteger(divideDown(hundredths, 100))}${fraction && `.${fraction}`}w`;
  }
  const fraction = trimFraction(cents % 100);
  return `${groupInteger(divideDown(cents, 100))}${fraction && `.${fraction}`}`;
}
