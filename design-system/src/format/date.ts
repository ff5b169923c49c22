import { CalendarDate } from '@internationalized/date';

const billDayPattern = /^(\d{4})(\d{2})(\d{2})$/;

/**
 * The calendar date of a bill row's billDay (yyyymmdd, spec §3; the server may send it as a
 * number). Returns null unless it names a real date: '20260230' is rejected, not rolled over.
 */
export function parseBillDay(billDay: string | number): CalendarDate | null {
  const match = billDayPattern.exec(String(billDay));
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1) return null;
  const date = new CalendarDate(year, month, day);
  // CalendarDate clamps an out-of-range day to the month's last day instead of failing.
  return date.day === day ? date : null;
}

/** A bill day for display: '20261121' → '2026-11-21'; an empty string when it is not a real date. */
export function formatBillDay(billDay: string | number): string {
  const date = parseBillDay(billDay);
  return date ? date.toString() : '';
}

/** The yyyymmdd form the bill query sends as startDay/endDay: 2026-11-02 → '20261102'. */
export function toBillDay(date: Pick<CalendarDate, 'year' | 'month' | 'day'>): string {
  return `${String(date.year).padStart(4, '0')}${pad2(date.month)}${pad2(date.day)}`;
}

export type FormatDateTimeOptions = {
  /** IANA time zone the wall-clock time is shown in. Default `Asia/Shanghai` (the platform's). */
  timeZone?: string;
  /**
   * Shows the seconds. The platform's one format is 'yyyy-MM-dd HH:mm' where time matters; seconds
   * are for logs and audit trails. Default `true`, the format the apps were built on.
   */
  withSeconds?: boolean;
};

type WallClock = { date: string; hour: string; minute: string; second: string };

const zonelessPattern = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * The wall-clock reading of a moment. Takes a Date, epoch milliseconds, an ISO string with an
 * offset, or the server's zoneless 'yyyy-MM-dd[ HH:mm[:ss]]' (already Beijing wall-clock time, so
 * it is only normalised, never shifted). Null for an invalid value.
 */
function wallClock(value: Date | number | string, timeZone: string): WallClock | null {
  if (typeof value === 'string') {
    const zoneless = zonelessPattern.exec(value.trim());
    if (zoneless) {
      const [year, month, day, hour, minute, second] = zoneless
        .slice(1)
        .map((part = '0') => Number(part)) as [number, number, number, number, number, number];
      const date = parseBillDay(`${year}${pad2(month)}${pad2(day)}`);
      if (!date || hour > 23 || minute > 59 || second > 59) return null;
      return {
        date: date.toString(),
        hour: pad2(hour),
        minute: pad2(minute),
        second: pad2(second),
      };
    }
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const parts = Object.fromEntries(
    dateTimeFormat(timeZone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/**
 * A moment as the console shows it: 'yyyy-MM-dd HH:mm:ss', 24-hour, or 'yyyy-MM-dd HH:mm' with
 * `withSeconds: false`. Accepts what `formatDate` accepts. Returns an empty string for an invalid
 * value, so a table cell stays blank instead of reading 'Invalid Date'.
 */
export function formatDateTime(
  value: Date | number | string,
  { timeZone = 'Asia/Shanghai', withSeconds = true }: FormatDateTimeOptions = {},
): string {
  const clock = wallClock(value, timeZone);
  if (!clock) return '';
  const time = `${clock.hour}:${clock.minute}`;
  return `${clock.date} ${withSeconds ? `${time}:${clock.second}` : time}`;
}

/**
 * The day of a moment, 'yyyy-MM-dd', for dates where the time does not matter (expiry dates, bill
 * days, publication dates). Takes a Date, epoch milliseconds, an ISO string with an offset, or the
 * server's zoneless 'yyyy-MM-dd[ HH:mm[:ss]]'; an empty string for an invalid value.
 */
export function formatDate(
  value: Date | number | string,
  { timeZone = 'Asia/Shanghai' }: Pick<FormatDateTimeOptions, 'timeZone'> = {},
): string {
  return wallClock(value, timeZone)?.date ?? '';
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dateTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('zh-CN', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    dateTimeFormats.set(timeZone, format);
  }
  return format;
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}
