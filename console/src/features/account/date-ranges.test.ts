import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import {
  billQueryDays,
  billRangeAfterChange,
  defaultBillDays,
  defaultBillRange,
  orderQueryTimes,
  typedRangeProblem,
} from './date-ranges.ts';

const today = new CalendarDate(2026, 3, 15);
const day = (month: number, d: number, year = 2026) => new CalendarDate(year, month, d);

describe('bill range (spec §5)', () => {
  it('defaults to the current month up to today', () => {
    expect(defaultBillRange(today)).toEqual({ start: day(3, 1), end: today });
    expect(defaultBillDays(today)).toEqual({ startDay: '20260301', endDay: '20260315' });
  });

  it('resets the end to the start when the months differ', () => {
    expect(billRangeAfterChange({ start: day(2, 20), end: day(3, 2) })).toEqual({
      start: day(2, 20),
      end: day(2, 20),
    });
    // Same month number in another year is another month too.
    expect(billRangeAfterChange({ start: day(3, 1, 2025), end: day(3, 2) }).end).toEqual(
      day(3, 1, 2025),
    );
  });

  it('keeps a range within one month, and a half-picked range, as it is', () => {
    const range = { start: day(3, 1), end: day(3, 14) };
    expect(billRangeAfterChange(range)).toBe(range);
    const half = { start: day(3, 1), end: null };
    expect(billRangeAfterChange(half)).toBe(half);
  });

  it('needs both dates', () => {
    for (const range of [
      { start: null, end: null },
      { start: day(3, 1), end: null },
      { start: null, end: day(3, 1) },
    ]) {
      expect(billQueryDays(range, today)).toEqual({
        ok: false,
        message: '请选择开始时间和结束时间',
      });
    }
  });

  it('refuses a start or end after today and an end before the start', () => {
    expect(billQueryDays({ start: day(3, 16), end: day(3, 16) }, today)).toMatchObject({
      ok: false,
      message: '开始时间不能晚于今天',
    });
    expect(billQueryDays({ start: day(3, 1), end: day(3, 16) }, today)).toMatchObject({
      ok: false,
      message: '结束时间不能晚于今天',
    });
    expect(billQueryDays({ start: day(3, 10), end: day(3, 9) }, today)).toMatchObject({
      ok: false,
      message: '结束时间不能早于开始时间',
    });
  });

  it('sends both days as yyyymmdd, today included', () => {
    expect(billQueryDays({ start: day(3, 1), end: today }, today)).toEqual({
      ok: true,
      days: { startDay: '20260301', endDay: '20260315' },
    });
  });
});

describe('order time filter (spec §5)', () => {
  it('sends nothing without a range', () => {
    expect(orderQueryTimes({ start: null, end: null }, today)).toEqual({ ok: true, times: {} });
  });

  it('appends 23:59:59 to the end day', () => {
    expect(orderQueryTimes({ start: day(2, 1), end: day(3, 15) }, today)).toEqual({
      ok: true,
      times: { startTime: '2026-02-01', endTime: '2026-03-15 23:59:59' },
    });
  });

  it('refuses a range reaching into the future', () => {
    expect(orderQueryTimes({ start: day(3, 1), end: day(3, 16) }, today)).toMatchObject({
      ok: false,
    });
  });
});

describe('typed range', () => {
  it('says at once what a typed range breaks: the end before the start, a day after today', () => {
    expect(typedRangeProblem({ start: day(3, 10), end: day(3, 5) }, today)).toBe(
      '结束时间不能早于开始时间',
    );
    expect(typedRangeProblem({ start: day(3, 10), end: day(3, 16) }, today)).toBe(
      '结束时间不能晚于今天',
    );
    expect(typedRangeProblem({ start: day(3, 1), end: day(3, 15) }, today)).toBeNull();
  });

  it('waits for 查询 to ask for a missing day', () => {
    expect(typedRangeProblem({ start: day(3, 1), end: null }, today)).toBeNull();
  });
});
