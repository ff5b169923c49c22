import type { CalendarDate } from '@internationalized/date';
import { toBillDay } from '@p5g/design-system/format';

/** A start and end day as a date-range picker holds them; either may be missing. */
export type DayRange = { start: CalendarDate | null; end: CalendarDate | null };

const billRangeMessages = {
  missing: '请选择开始时间和结束时间',
  startInFuture: '开始时间不能晚于今天',
  endInFuture: '结束时间不能晚于今天',
  endBeforeStart: '结束时间不能早于开始时间',
} as const;

/** The bill query's default: the current month up to today. */
export function defaultBillRange(today: CalendarDate): DayRange {
  return { start: today.set({ day: 1 }), end: today };
}

/**
 * The bill range after the user picks one (spec §5): a query covers one month, so when the start and
 * end fall in different months the end resets to the start.
 */
export function billRangeAfterChange(range: DayRange): DayRange {
  const { start, end } = range;
  if (!start || !end) return range;
  const sameMonth = start.year === end.year && start.month === end.month;
  return sameMonth ? range : { start, end: start };
}

/**
 * What is wrong with the range as typed or picked, shown under the field at once: a typed range can
 * break the rules the calendar never lets a pick break (an end before the start, a day after
 * today). Null while a day is still missing: that is said on 查询.
 */
export function typedRangeProblem(range: DayRange, today: CalendarDate): string | null {
  return range.start && range.end ? rangeProblem(range.start, range.end, today) : null;
}

export type BillDays = { startDay: string; endDay: string };

/** The days of the default range: the first of this month to today. */
export function defaultBillDays(today: CalendarDate): BillDays {
  return { startDay: toBillDay(today.set({ day: 1 })), endDay: toBillDay(today) };
}

/** What is wrong with a complete range, or null: neither day after today, the end not before the start. */
function rangeProblem(start: CalendarDate, end: CalendarDate, today: CalendarDate): string | null {
  if (start.compare(today) > 0) return billRangeMessages.startInFuture;
  if (end.compare(today) > 0) return billRangeMessages.endInFuture;
  if (end.compare(start) < 0) return billRangeMessages.endBeforeStart;
  return null;
}

/**
 * The bill query's days (yyyymmdd) for a range, or the message to show instead (spec §5): both dates
 * are required; neither may be after today; the end may not be before the start.
 */
export function billQueryDays(
  range: DayRange,
  today: CalendarDate,
): { ok: true; days: BillDays } | { ok: false; message: string } {
  const { start, end } = range;
  if (!start || !end) return { ok: false, message: billRangeMessages.missing };
  const problem = rangeProblem(start, end, today);
  if (problem) return { ok: false, message: problem };
  return { ok: true, days: { startDay: toBillDay(start), endDay: toBillDay(end) } };
}

export type OrderTimes = { startTime?: string; endTime?: string };

/**
 * The order list's time filter (spec §5): no range means no filter; a range may not reach past today,
 * and its end day gets 23:59:59 so the whole day is included.
 */
export function orderQueryTimes(
  range: DayRange,
  today: CalendarDate,
): { ok: true; times: OrderTimes } | { ok: false; message: string } {
  const { start, end } = range;
  if (!start && !end) return { ok: true, times: {} };
  if (!start || !end) return { ok: false, message: billRangeMessages.missing };
  const problem = rangeProblem(start, end, today);
  if (problem) return { ok: false, message: problem };
  return {
    ok: true,
    times: { startTime: start.toString(), endTime: `${end.toString()} 23:59:59` },
  };
}
