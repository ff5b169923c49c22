import { describe, expect, it } from 'vitest';
import { getCustomServiceState, isOrderExpired } from './order-expiry.ts';

// 2025-06-15 10:00 in Beijing.
const now = new Date('2025-06-15T02:00:00Z');

describe('isOrderExpired', () => {
  it('expires an order whose expiry date is before today', () => {
    expect(isOrderExpired('2025-06-14', now)).toBe(true);
    expect(isOrderExpired('2024-12-31', now)).toBe(true);
  });

  it('keeps an order valid through its expiry day', () => {
    expect(isOrderExpired('2025-06-15', now)).toBe(false);
    expect(isOrderExpired('2025-06-16', now)).toBe(false);
  });

  it('compares a date-time to the moment, in Beijing time', () => {
    expect(isOrderExpired('2025-06-15 09:59:59', now)).toBe(true);
    expect(isOrderExpired('2025-06-15 10:00:00', now)).toBe(false);
    expect(isOrderExpired('2025-06-15T10:30', now)).toBe(false);
  });

  it('uses the Beijing calendar day, not the UTC one', () => {
    // 2025-06-15 01:00 in Beijing is still 2025-06-14 in UTC.
    const earlyMorning = new Date('2025-06-14T17:00:00Z');
    expect(isOrderExpired('2025-06-14', earlyMorning)).toBe(true);
  });

  it('never expires an order without a readable date', () => {
    expect(isOrderExpired(null, now)).toBe(false);
    expect(isOrderExpired(undefined, now)).toBe(false);
    expect(isOrderExpired('', now)).toBe(false);
    expect(isOrderExpired('长期有效', now)).toBe(false);
    expect(isOrderExpired('2025-02-30', now)).toBe(false);
  });
});

describe('getCustomServiceState', () => {
  it('keeps the server status while the order is valid', () => {
    expect(getCustomServiceState(1, '2025-12-31', now)).toBe(1);
    expect(getCustomServiceState(2, '2025-12-31', now)).toBe(2);
    expect(getCustomServiceState(3, '2025-12-31', now)).toBe(3);
  });

  it('shows a past-expiry order as expired whatever its status', () => {
    expect(getCustomServiceState(1, '2025-06-14', now)).toBe(3);
    expect(getCustomServiceState(2, '2025-06-14', now)).toBe(3);
  });
});
