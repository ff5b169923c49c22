/**
 * Calendar arithmetic in China Standard Time (`contract/calendar.ts`), the time zone every
 * business day, month and year of the product is counted in.
 */
import { chinaFields as fields, chinaOffsetMs } from '../contract/calendar.ts';

export { chinaFields, chinaInstant, chinaMinuteOf, chinaTimeOf } from '../contract/calendar.ts';

export const dayMs = 24 * 60 * 60 * 1000;

const fromFields = (year: number, month: number, day: number, msOfDay = 0) =>
  new Date(Date.UTC(year, month, day) + msOfDay - chinaOffsetMs);

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** yyyymmdd of the CST day the instant falls in. */
export function compactDayOf(at: Date): string {
  const { year, month, day } = fields(at);
  return `${year}${pad(month + 1)}${pad(day)}`;
}

/** yyyy-mm-dd of the CST day the instant falls in. */
export function dateOf(at: Date): string {
  const { year, month, day } = fields(at);
  return `${year}-${pad(month + 1)}-${pad(day)}`;
}

/** Midnight CST starting the day of `at`. */
export function startOfDay(at: Date): Date {
  const { year, month, day } = fields(at);
  return fromFields(year, month, day);
}

/** Midnight CST on 1 January of the year of `at`. */
export function startOfYear(at: Date): Date {
  return fromFields(fields(at).year, 0, 1);
}

/** The CST month of `at` as year * 12 + month, for same-month comparisons. */
export function monthIndex(at: Date): number {
  const { year, month } = fields(at);
  return year * 12 + month;
}

/** The same CST wall-clock time `months` later; the day is clamped to the target month's length. */
export function addMonths(at: Date, months: number): Date {
  const { year, month, day, msOfDay } = fields(at);
  const target = year * 12 + month + months;
  const targetYear = Math.floor(target / 12);
  const targetMonth = target - targetYear * 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return fromFields(targetYear, targetMonth, Math.min(day, lastDay), msOfDay);
}

/** The yyyymmdd days from `days` days before `at`'s day up to the day before it, oldest first. */
export function daysBefore(at: Date, days: number): string[] {
  const today = startOfDay(at).getTime();
  return Array.from({ length: days }, (_, i) => compactDayOf(new Date(today - (days - i) * dayMs)));
}
