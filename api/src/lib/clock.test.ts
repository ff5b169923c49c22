import { describe, expect, it } from 'vitest';
import { manualClock, offsetClock } from './clock.ts';

describe('offsetClock', () => {
  it('tells the time of its base clock until moved', () => {
    const base = manualClock('2026-11-28T02:00:00Z');
    const clock = offsetClock(base);
    expect(clock.now().toISOString()).toBe('2026-11-28T02:00:00.000Z');
    base.advance(1000);
    expect(clock.now().toISOString()).toBe('2026-11-28T02:00:01.000Z');
  });

  it('runs the offset ahead of or behind its base, and with 0 tells its time again', () => {
    const clock = offsetClock(manualClock('2026-11-28T02:00:00Z'));
    clock.moveTo(61 * 60_000);
    expect(clock.now().toISOString()).toBe('2026-11-28T03:01:00.000Z');
    clock.moveTo(-60_000);
    expect(clock.now().toISOString()).toBe('2026-11-28T01:59:00.000Z');
    clock.moveTo(0);
    expect(clock.now().toISOString()).toBe('2026-11-28T02:00:00.000Z');
  });
});
