import type { CalendarDate } from '@internationalized/date';
import { parseBillDay, toBillDay } from '../../format/date.ts';

/** One day of consumption as ecBillDtl/queryWeek returns it (spec §7). */
export type TrendItem = {
  /** The day, yyyymmdd (the server may send a number). */
  day: string | number;
  /** Amount consumed that day. */
  consume: number;
};

export type TrendPoint = {
  /** The day, yyyymmdd. */
  day: string;
  date: CalendarDate;
  consume: number;
};

/** Spec §9: the trend shows seven days. */
export const trendWindowDays = 7;

/**
 * The `days`-day window ending yesterday (data reach up to yesterday, spec §2), oldest first. Days
 * without an entry count 0; entries for today, the future, days before the window or unreadable
 * days are ignored; several entries for one day are added up.
 */
export function fillTrendWindow(
  items: readonly TrendItem[],
  today: CalendarDate,
  days: number = trendWindowDays,
): TrendPoint[] {
  const totals = new Map<string, number>();
  for (const item of items) {
    const date = parseBillDay(item.day);
    if (!date || !Number.isFinite(item.consume)) continue;
    const key = toBillDay(date);
    totals.set(key, (totals.get(key) ?? 0) + item.consume);
  }
  return Array.from({ length: days }, (_, index) => {
    const date = today.subtract({ days: days - index });
    const day = toBillDay(date);
    return { day, date, consume: totals.get(day) ?? 0 };
  });
}

/** Whether any item falls inside the window: with none, the chart shows its empty state. */
export function hasTrendData(
  items: readonly TrendItem[],
  today: CalendarDate,
  days: number = trendWindowDays,
): boolean {
  const first = today.subtract({ days });
  return items.some((item) => {
    const date = parseBillDay(item.day);
    return date != null && date.compare(first) >= 0 && date.compare(today) < 0;
  });
}
