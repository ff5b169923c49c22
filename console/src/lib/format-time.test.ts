import { describe, expect, it } from 'vitest';
import { formatTime } from './format-time.ts';

describe('formatTime', () => {
  it('shows a UTC ISO moment in China time, to the minute', () => {
    expect(formatTime('2026-11-23T01:09:24.323Z')).toBe('2026-11-23 09:09');
    expect(formatTime('2026-11-23T17:30:00Z')).toBe('2026-11-24 01:30');
  });

  it('keeps the server zoneless Beijing time as it is, without the seconds', () => {
    expect(formatTime('2026-11-23 09:09:24')).toBe('2026-11-23 09:09');
  });

  it('takes dates and epoch milliseconds, and leaves an invalid value blank', () => {
    expect(formatTime(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01-01 08:00');
    expect(formatTime(Date.UTC(2026, 0, 1))).toBe('2026-01-01 08:00');
    expect(formatTime('not a date')).toBe('');
  });
});
