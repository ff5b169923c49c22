/**
 * China Standard Time (UTC+8, no daylight saving): the time zone the product counts its days in,
 * shows every instant in and reads every typed time in. The one definition of its offset, for the
 * contract's schemas, the console and the service's calendar arithmetic (`lib/calendar.ts`).
 */
export const chinaOffsetMs = 8 * 60 * 60 * 1000;

/** The CST wall-clock fields of an instant (month from 0). */
export function chinaFields(at: Date) {
  const shifted = new Date(at.getTime() + chinaOffsetMs);
  const [year, month, day] = [
    shifted.getUTCFullYear(),
    shifted.getUTCMonth(),
    shifted.getUTCDate(),
  ];
  return { year, month, day, msOfDay: shifted.getTime() - Date.UTC(year, month, day) };
}

/** `yyyy-mm-dd hh:mm:ss` in CST: the one way the product shows an instant. */
export const chinaTimeOf = (at: Date) =>
  new Date(at.getTime() + chinaOffsetMs).toISOString().slice(0, 19).replace('T', ' ');

/** `yyyy-mm-dd hh:mm` in CST, for times set to the minute (schedules, a form's open and close). */
export const chinaMinuteOf = (at: Date) => chinaTimeOf(at).slice(0, 16);

/**
 * A CST `yyyy-mm-dd`, `yyyy-mm-dd hh:mm` or `yyyy-mm-dd hh:mm:ss` as an instant; an invalid date
 * for anything else.
 */
export function chinaInstant(value: string): Date {
  const [day, time = '00:00:00'] = value.split(' ');
  const wallClock = new Date(`${day}T${time.length === 5 ? `${time}:00` : time}Z`);
  return new Date(wallClock.getTime() - chinaOffsetMs);
}
