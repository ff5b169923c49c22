import { formatDateTime } from '@p5g/design-system/format';

/**
 * A moment as the console shows it: China time, 'yyyy-MM-dd HH:mm' (the platform's one format).
 * Takes a Date, epoch milliseconds, an ISO string (UTC or with an offset) or the server's zoneless
 * Beijing time; an empty string for an invalid value.
 */
export function formatTime(value: Date | number | string): string {
  return formatDateTime(value, { timeZone: 'Asia/Shanghai', withSeconds: false });
}
