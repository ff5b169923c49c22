import { describe, expect, it } from 'vitest';
import {
  addMonths,
  compactDayOf,
  dateOf,
  daysBefore,
  monthIndex,
  startOfDay,
  startOfYear,
} from './calendar.ts';

describe('calendar (China Standard Time)', () => {
  it('names the CST day, which starts at 16:00 UTC the day before', () => {
    expect(compactDayOf(new Date('2026-12-31T15:59:59Z'))).toBe('20261231');
    expect(compactDayOf(new Date('2026-12-31T16:00:00Z'))).toBe('20270101');
    expect(dateOf(new Date('2026-02-28T20:00:00Z'))).toBe('2026-03-01');
  });

  it('finds the start of the CST day and year', () => {
    expect(startOfDay(new Date('2026-11-22T01:00:00Z')).toISOString()).toBe(
      '2026-11-21T16:00:00.000Z',
    );
    expect(startOfYear(new Date('2026-12-31T16:30:00Z')).toISOString()).toBe(
      '2026-12-31T16:00:00.000Z',
    );
    expect(startOfYear(new Date('2026-06-01T00:00:00Z')).toISOString()).toBe(
      '2025-12-31T16:00:00.000Z',
    );
  });

  it('adds months on the CST calendar, clamping to the end of shorter months', () => {
    expect(addMonths(new Date('2026-01-31T02:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T02:00:00.000Z',
    );
    expect(addMonths(new Date('2026-11-22T01:00:00Z'), 12).toISOString()).toBe(
      '2027-11-22T01:00:00.000Z',
    );
    // 1 March 00:30 CST is 28 February UTC; a month later is 1 April CST.
    expect(dateOf(addMonths(new Date('2026-02-28T16:30:00Z'), 1))).toBe('2026-04-01');
    expect(addMonths(new Date('2026-05-15T00:00:00Z'), -3).toISOString()).toBe(
      '2026-02-15T00:00:00.000Z',
    );
  });

  it('compares CST months', () => {
    expect(monthIndex(new Date('2026-11-30T15:59:59Z'))).toBe(
      monthIndex(new Date('2026-11-01T00:00:00Z')),
    );
    expect(monthIndex(new Date('2026-11-30T16:00:00Z'))).toBe(
      monthIndex(new Date('2026-11-01T00:00:00Z')) + 1,
    );
  });

  it('lists the seven days up to yesterday', () => {
    expect(daysBefore(new Date('2026-11-22T01:00:00Z'), 7)).toEqual([
      '20261115',
      '20261116',
      '20261117',
      '20261118',
      '20261119',
      '20261120',
      '20261121',
    ]);
  });
});
