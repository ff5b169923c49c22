import { describe, expect, it } from 'vitest';
import { chinaFields, chinaInstant, chinaMinuteOf, chinaTimeOf } from './calendar.ts';

describe('China Standard Time', () => {
  it('shows an instant as CST wall-clock time, to the second or the minute', () => {
    expect(chinaTimeOf(new Date('2026-12-31T16:05:09.900Z'))).toBe('2027-01-01 00:05:09');
    expect(chinaMinuteOf(new Date('2026-12-31T16:05:09Z'))).toBe('2027-01-01 00:05');
  });

  it('reads a CST day, minute or second back as the instant it names', () => {
    expect(chinaInstant('2027-01-01').toISOString()).toBe('2026-12-31T16:00:00.000Z');
    expect(chinaInstant('2027-01-01 00:05').toISOString()).toBe('2026-12-31T16:05:00.000Z');
    expect(chinaInstant('2027-01-01 00:05:09').toISOString()).toBe('2026-12-31T16:05:09.000Z');
    const at = new Date('2026-11-28T05:41:17Z');
    expect(chinaInstant(chinaTimeOf(at))).toEqual(at);
  });

  it('reads nothing else as an instant', () => {
    expect(chinaInstant('2027-01-01T00:05').getTime()).toBeNaN();
    expect(chinaInstant('下午3点').getTime()).toBeNaN();
  });

  it('gives the CST wall-clock fields of an instant', () => {
    expect(chinaFields(new Date('2026-12-31T16:05:09.900Z'))).toEqual({
      year: 2027,
      month: 0,
      day: 1,
      msOfDay: (5 * 60 + 9) * 1000 + 900,
    });
  });
});
