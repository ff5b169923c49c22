/**
 * The input filters of spec §5. Each one takes whatever the input holds after a keystroke or a paste
 * and returns what it may hold, so a field can run it on every change.
 *
 * Shared decisions of the numeric filters:
 * - Full-width digits, the full-width dot `．`, the ideographic full stop `。` and the full-width minus
 *   `－` (what a Chinese IME types in full-width mode) count as their ASCII forms.
 * - Every other character is dropped, not used as a cut-off: `1,234.5元` becomes `1234.5`, and a
 *   character typed by mistake in the middle never erases the digits after it.
 * - Only the first dot counts; digits after later dots are kept (`1.2.3` becomes `1.23`).
 * - A minus counts only as the first character kept; a minus anywhere else is dropped (`1-2` → `12`).
 * - Leading zeros collapse: `007` → `7`, `00.5` → `0.5`, `-007` → `-7`; a lone `0` stays.
 * - A leading dot gets its zero: `.5` → `0.5`, `-.5` → `-0.5`.
 * - A trailing dot or a lone minus stays while typing; {@link trimNumberOnBlur} removes it.
 * - Range checks (greater than 0, maximum) are validation, not filtering.
 */

type NumericRule = {
  /** A leading minus is kept. */
  signed: boolean;
  /** How many decimals are kept; 0 drops the dot, `Infinity` keeps them all. */
  maxDecimals: number;
  /** The integer part may be a lone `0` (false: leading zeros are all removed). */
  allowZero: boolean;
};

const FULL_WIDTH_DIGIT = /[\uFF10-\uFF19]/g;

function toHalfWidth(value: string): string {
  return value
    .replace(FULL_WIDTH_DIGIT, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0))
    .replace(/[．。]/g, '.')
    .replace(/－/g, '-');
}

function filterNumeric(value: string, { signed, maxDecimals, allowZero }: NumericRule): string {
  const kept = toHalfWidth(value).replace(/[^\d.-]/g, '');
  const negative = signed && kept.startsWith('-');
  const unsigned = kept.replace(/-/g, '');
  const dot = maxDecimals > 0 ? unsigned.indexOf('.') : -1;

  let integer = (dot === -1 ? unsigned : unsigned.slice(0, dot)).replace(/\./g, '');
  integer = allowZero ? integer.replace(/^0+(?=\d)/, '') : integer.replace(/^0+/, '');

  let result = integer;
  if (dot !== -1) {
    const decimals = unsigned
      .slice(dot + 1)
      .replace(/\./g, '')
      .slice(0, maxDecimals);
    result = `${integer || '0'}.${decimals}`;
  }
  return negative ? `-${result}` : result;
}

/** Money in yuan: digits and one dot, at most 2 decimals (extra decimals are cut, not rounded). */
export function filterMoney(value: string): string {
  return filterNumeric(value, { signed: false, maxDecimals: 2, allowZero: true });
}

/** Number: an optional leading minus, digits and one dot, any number of decimals. */
export function filterNumber(value: string): string {
  return filterNumeric(value, { signed: true, maxDecimals: Infinity, allowZero: true });
}

/**
 * Positive: digits and one dot, no minus, any number of decimals. `0` and `0.x` can be typed (they are
 * on the way to a positive number); rejecting a zero value is validation's job.
 */
export function filterPositive(value: string): string {
  return filterNumeric(value, { signed: false, maxDecimals: Infinity, allowZero: true });
}

/** Int: an optional leading minus and digits; a dot is dropped like any other character. */
export function filterInt(value: string): string {
  return filterNumeric(value, { signed: true, maxDecimals: 0, allowZero: true });
}

/**
 * Intpo (positive integer): digits only, and every leading zero is removed, so `0` cannot be typed
 * and `007` becomes `7`. Suits quantities whose minimum is 1.
 */
export function filterIntpo(value: string): string {
  return filterNumeric(value, { signed: false, maxDecimals: 0, allowZero: false });
}

/** Removes the lenticular brackets 【 and 】 (they mark the signature in a 5G message). */
export function filterBrackets(value: string): string {
  return value.replace(/[【】]/g, '');
}

/**
 * Cleans a numeric value when its field loses focus: drops a trailing dot, then a lone minus
 * (`12.` → `12`, `-` → ``, `-.` → ``). Other values come back unchanged.
 */
export function trimNumberOnBlur(value: string): string {
  const withoutDot = value.endsWith('.') ? value.slice(0, -1) : value;
  return withoutDot === '-' ? '' : withoutDot;
}

export const inputFilterNames = [
  'money',
  'number',
  'positive',
  'int',
  'intpo',
  'brackets',
] as const;
export type InputFilterName = (typeof inputFilterNames)[number];

/** Every filter by its spec name, for fields that choose one through a prop. */
export const inputFilters: Record<InputFilterName, (value: string) => string> = {
  money: filterMoney,
  number: filterNumber,
  positive: filterPositive,
  int: filterInt,
  intpo: filterIntpo,
  brackets: filterBrackets,
};
