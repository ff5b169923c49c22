import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalescedWake } from './callbacks.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('coalescedWake', () => {
  it('wakes at once, then once at the end of the interval for any number of callbacks in it', async () => {
    const wakes: number[] = [];
    const wake = coalescedWake(async () => void wakes.push(Date.now()), 1000);
    const start = Date.now();
    await wake();
    for (let i = 0; i < 50; i++) {
      await vi.advanceTimersByTimeAsync(10);
      await wake();
    }
    expect(wakes.map((at) => at - start)).toEqual([0]);
    await vi.advanceTimersByTimeAsync(500);
    expect(wakes.map((at) => at - start)).toEqual([0, 1000]);
    // Quiet since: the next callback wakes at once again.
    await vi.advanceTimersByTimeAsync(5000);
    await wake();
    expect(wakes).toHaveLength(3);
    expect(vi.getTimerCount()).toBe(0);
  });
});
