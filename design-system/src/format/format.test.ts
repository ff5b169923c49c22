import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import {
  formatBalance,
  formatBillDay,
  formatDate,
  formatDateTime,
  formatLevelThreshold,
  formatMoney,
  formatYuan,
  parseBillDay,
  toBillDay,
  yuanToCents,
} from './index.ts';

describe('formatYuan', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [29, '0.29'],
    [100, '1.00'],
    [1999, '19.99'],
    [123456, '1,234.56'],
    [100000000, '1,000,000.00'],
    [-5, '-0.05'],
    [-123456, '-1,234.56'],
    [-0, '0.00'],
    [Number.MAX_SAFE_INTEGER, '90,071,992,547,409.91'],
  ])('%d cents → %s', (cents, expected) => {
    expect(formatYuan(cents)).toBe(expected);
  });

  it.each([0.5, 12.3, Number.NaN, Infinity, Number.MAX_SAFE_INTEGER + 1])(
    'rejects %d, which is not an integer number of cents',
    (cents) => {
      expect(() => formatYuan(cents)).toThrow(RangeError);
    },
  );
});

describe('formatMoney', () => {
  it.each([
    [0, '¥0.00'],
    [123456, '¥1,234.56'],
    [-123456, '-¥1,234.56'],
    [-1, '-¥0.01'],
  ])('%d cents → %s', (cents, expected) => {
    expect(formatMoney(cents)).toBe(expected);
  });

  it('rejects fractional cents', () => {
    expect(() => formatMoney(-0.5)).toThrow(RangeError);
  });
});

describe('yuanToCents', () => {
  it.each([
    ['0', 0],
    ['0.29', 29],
    ['19.99', 1999],
    ['1.1', 110],
    ['1.01', 101],
    ['12.', 1200],
    ['007.50', 750],
    ['  8.8 ', 880],
    ['1234567.89', 123456789],
    ['90071992547409.91', Number.MAX_SAFE_INTEGER],
  ])('%j → %d', (input, expected) => {
    expect(yuanToCents(input)).toBe(expected);
  });

  it('is exact where float maths is not', () => {
    // 0.29 * 100 is 28.999999999999996 and 1.005 * 100 is 100.49999999999999 in binary floats.
    // One assertion over the whole sweep: 100,000 `expect` calls took over 5 s on a loaded machine.
    const wrong: [string, number | null][] = [];
    for (let cents = 0; cents < 100_000; cents += 1) {
      const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
      const read = yuanToCents(text);
      if (read !== cents) wrong.push([text, read]);
    }
    expect(wrong).toEqual([]);
  });

  it.each([
    '',
    ' ',
    '.',
    '.5',
    '-1',
    '+1',
    '1.234',
    '1,234.00',
    '1e3',
    '０.５',
    'abc',
    '1.2.3',
    '90071992547409.92',
    '99999999999999999999',
  ])('rejects %j', (input) => {
    expect(yuanToCents(input)).toBeNull();
  });
});

describe('formatBalance', () => {
  it.each([
    [0, '0'],
    [8, '8'],
    [1000, '1,000'],
    [9999, '9,999'],
    [10000, '1w'],
    [10050, '1w'],
    [10100, '1.01w'],
    [12000, '1.2w'],
    [12345, '1.23w'],
    [19999, '1.99w'],
    [100000, '10w'],
    [123456789, '12,345.67w'],
    [-500, '-500'],
    [-12345, '-1.23w'],
  ])('%d → %s', (count, expected) => {
    expect(formatBalance(count)).toBe(expected);
  });

  it('rejects a fractional count', () => {
    expect(() => formatBalance(1.5)).toThrow(RangeError);
  });
});

describe('formatLevelThreshold', () => {
  it.each([
    [0, '0'],
    [50, '0.5'],
    [12345, '123.45'],
    [500000, '5,000'],
    [999900, '9,999'],
    [999901, '1w'],
    [1000000, '1w'],
    [1000001, '1.01w'],
    [1234567, '1.24w'],
    [1200000, '1.2w'],
    [10000000, '10w'],
    [30000000, '30w'],
    [1234567890000, '1,234,567.89w'],
  ])('%d cents → %s', (cents, expected) => {
    expect(formatLevelThreshold(cents)).toBe(expected);
  });

  it.each([-1, 1.5])('rejects %d', (cents) => {
    expect(() => formatLevelThreshold(cents)).toThrow(RangeError);
  });
});

describe('bill days', () => {
  it('parses yyyymmdd, as string or number', () => {
    expect(parseBillDay('20261121')).toEqual(new CalendarDate(2026, 11, 21));
    expect(parseBillDay(20240229)).toEqual(new CalendarDate(2024, 2, 29));
  });

  it.each([
    '',
    '2026112',
    '202611211',
    '2026-11-21',
    '20261321',
    '20261100',
    '20261131',
    '20250229',
  ])('rejects %j', (billDay) => {
    expect(parseBillDay(billDay)).toBeNull();
    expect(formatBillDay(billDay)).toBe('');
  });

  it('formats for display', () => {
    expect(formatBillDay('20261121')).toBe('2026-11-21');
    expect(formatBillDay(20260105)).toBe('2026-01-05');
  });

  it('makes the query form from a date', () => {
    expect(toBillDay(new CalendarDate(2026, 1, 5))).toBe('20260105');
    expect(toBillDay({ year: 2026, month: 11, day: 21 })).toBe('20261121');
  });

  it('round-trips', () => {
    const date = new CalendarDate(2026, 12, 31);
    expect(parseBillDay(toBillDay(date))).toEqual(date);
  });
});

describe('formatDateTime', () => {
  // 2026-11-21 06:03:05 UTC is 14:03:05 in Beijing.
  const instant = Date.UTC(2026, 10, 21, 6, 3, 5);

  it('shows Beijing wall-clock time by default, 24-hour and zero-padded', () => {
    expect(formatDateTime(instant)).toBe('2026-11-21 14:03:05');
    expect(formatDateTime(new Date(instant))).toBe('2026-11-21 14:03:05');
    expect(formatDateTime('2026-11-21T06:03:05Z')).toBe('2026-11-21 14:03:05');
    expect(formatDateTime('2026-11-21T14:03:05+08:00')).toBe('2026-11-21 14:03:05');
  });

  it('crosses the date line with the time zone', () => {
    expect(formatDateTime(Date.UTC(2026, 11, 31, 16, 0, 0))).toBe('2027-01-01 00:00:00');
    expect(formatDateTime(instant, { timeZone: 'UTC' })).toBe('2026-11-21 06:03:05');
  });

  it('keeps a zoneless server time as it is, normalised', () => {
    expect(formatDateTime('2026-11-21 14:03:05')).toBe('2026-11-21 14:03:05');
    expect(formatDateTime('2026-1-5 9:03')).toBe('2026-01-05 09:03:00');
    expect(formatDateTime('2026-11-21T23:59:59', { timeZone: 'UTC' })).toBe('2026-11-21 23:59:59');
  });

  it.each(['', 'yesterday', '2026-02-30 10:00:00', '2026-11-21 24:00:00', Number.NaN])(
    'is empty for %j',
    (value) => {
      expect(formatDateTime(value)).toBe('');
    },
  );

  it('is empty for an invalid Date', () => {
    expect(formatDateTime(new Date(Number.NaN))).toBe('');
  });
});

describe('formatDateTime without seconds', () => {
  it('shows yyyy-MM-dd HH:mm, cut not rounded', () => {
    expect(formatDateTime(Date.UTC(2026, 10, 21, 6, 3, 59), { withSeconds: false })).toBe(
      '2026-11-21 14:03',
    );
    expect(formatDateTime('2026-1-5 9:03:41', { withSeconds: false })).toBe('2026-01-05 09:03');
  });
});

describe('formatDate', () => {
  it('gives the Beijing day of a moment', () => {
    // 16:30 UTC on 31 December is already 1 January in Beijing.
    expect(formatDate(Date.UTC(2026, 11, 31, 16, 30))).toBe('2027-01-01');
    expect(formatDate(Date.UTC(2026, 11, 31, 16, 30), { timeZone: 'UTC' })).toBe('2026-12-31');
  });

  it("normalises the server's zoneless dates and times", () => {
    expect(formatDate('2025-12-31')).toBe('2025-12-31');
    expect(formatDate('2026-1-5')).toBe('2026-01-05');
    expect(formatDate('2026-06-30 23:59:59')).toBe('2026-06-30');
  });

  it.each(['', '2026-02-30', '2026-13-01', 'yesterday'])('is empty for %j', (value) => {
    expect(formatDate(value)).toBe('');
  });
});
