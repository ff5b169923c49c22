import {
  fromDate,
  parseDate,
  parseDateTime,
  toCalendarDate,
  toZoned,
} from '@internationalized/date';

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const dateTimePattern = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/;

/**
 * Whether a custom-service order has expired at `now` (spec §4: expired once its expiry date is
 * before now, whatever its status). The server's dates are Beijing wall-clock: a bare date
 * ('2025-06-30') stays valid through that whole day, a date-time ('2025-06-30 18:00:00') until that
 * moment. A missing or unreadable date never expires the order.
 */
export function isOrderExpired(
  orderExpireDate: string | null | undefined,
  now: Date,
  timeZone = 'Asia/Shanghai',
): boolean {
  const value = orderExpireDate?.trim() ?? '';
  try {
    if (datePattern.test(value)) {
      return parseDate(value).compare(toCalendarDate(fromDate(now, timeZone))) < 0;
    }
    const dateTime = dateTimePattern.exec(value);
    if (dateTime) {
      const expiry = toZoned(parseDateTime(`${dateTime[1]}T${dateTime[2]}`), timeZone);
      return expiry.toDate().getTime() < now.getTime();
    }
  } catch {
    // An impossible date such as 2025-02-30: treated as missing.
  }
  return false;
}

/** Spec §4 custom-service orderStatus: 1 active, 2 in service, 3 expired. */
export const customServiceStatuses = [1, 2, 3] as const;

export type CustomServiceStatus = (typeof customServiceStatuses)[number];

/** The state a card shows: expired (3) once past its expiry date, whatever the server's status. */
export function getCustomServiceState(
  orderStatus: CustomServiceStatus,
  orderExpireDate: string | null | undefined,
  now: Date,
): CustomServiceStatus {
  return isOrderExpired(orderExpireDate, now) ? 3 : orderStatus;
}
