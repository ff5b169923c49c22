import { describe, expect, it } from 'vitest';
import { pollWhile } from './poll-while.ts';

describe('pollWhile', () => {
  const interval = pollWhile((latest: { live: boolean }) => latest.live, 5_000);

  it('asks again while the latest answer is still changing', () => {
    expect(interval({ live: true })).toBe(5_000);
  });

  it('stops once it has settled, and waits for a first answer', () => {
    expect(interval({ live: false })).toBe(0);
    expect(interval(undefined)).toBe(0);
  });
});
