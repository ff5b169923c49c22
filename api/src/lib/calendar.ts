/**
 * Calendar arithmetic in China Standard Time (UTC+8, no daylight saving), the time zone every
 * business day, month and year of the product is counted in.
 */
const offsetMs = 8 * 60 * 60 * 1000;
export const dayMs = 24 * 60 * 60 * 1000;

/** The CST wall-clock fields of an instant. */
function fields(at: Date) {
  const shifted = new Date(at.getTime() + offsetMs);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    msOfDay: shifted.getTime() % dayMs,
  };
}

const fromFields = (year: number, month: number, day: number, msOfDay = 0) =>
  new Date(Date.UTC(year, month, day) + msOfDay - offsetMs);

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `yyyy-mm-dd hh:mm:ss` in CST: the one way the product shows an instant. */
export const chinaTimeOf = (at: Date) =>
  new Date(at.getTime() + offsetMs).toISOString().slice(0, 19).replace('T', ' ');

/** `yyyy-mm-dd hh:mm` in CST, for times set to the minute (schedules, a form's open and close). */
export const chinaMinuteOf = (at: Date) => chinaTimeOf(at).slice(0, 16);

/** A CST `yyyy-mm-dd`, `yyyy-mm-dd hh:mm` or `yyyy-mm-dd hh:mm:ss` as an instant. */
export function chinaInstant(value: string): Date {
  const [day, time = '00:00:00'] = value.split(' ');
  return new Date(`${day}T${time.length === 5 ? `${time}:00` : time}+08:00`);
}

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
