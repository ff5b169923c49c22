import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalescedWake, groupedWrites } from './callbacks.ts';

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

describe('groupedWrites', () => {
  it('writes the rows given together at once, and those given meanwhile in the next write', async () => {
    const writes: number[][] = [];
    let release: () => void = () => {};
    const keep = groupedWrites<number>(async (rows) => {
      writes.push(rows);
      await new Promise<void>((resolve) => (release = resolve));
    });
    const kept: number[] = [];
    const first = [keep([1, 2]), keep([3])].map((p) => p.then(() => kept.push(1)));
    await vi.advanceTimersByTimeAsync(5);
    expect(writes).toEqual([[1, 2, 3]]);
    const second = keep([4]).then(() => kept.push(2));
    await vi.advanceTimersByTimeAsync(50);
    expect(writes).toHaveLength(1);
    expect(kept).toEqual([]);
    release();
    await Promise.all(first);
    await vi.advanceTimersByTimeAsync(0);
    expect(writes).toEqual([[1, 2, 3], [4]]);
    release();
    await second;
    expect(kept).toEqual([1, 1, 2]);
  });

  it('fails the callers of a write that failed, and goes on with the next', async () => {
    let fail = true;
    const keep = groupedWrites<number>(async () => {
      if (fail) throw new Error('database down');
    });
    const failed = keep([1]);
    const caught = expect(failed).rejects.toThrow('database down');
    await vi.advanceTimersByTimeAsync(5);
    await caught;
    fail = false;
    const next = keep([2]);
    await vi.advanceTimersByTimeAsync(5);
    await expect(next).resolves.toBeUndefined();
  });
});
