import { describe, expect, it } from 'vitest';
import { newId } from './ids.ts';

describe('newId', () => {
  it('never repeats, even when the time goes backwards or stands still', () => {
    const t = Date.UTC(2026, 10, 22);
    const ids = [
      ...Array.from({ length: 5000 }, () => newId(t)),
      ...Array.from({ length: 10 }, () => newId(t - 60_000)),
      newId(),
    ];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is above 2^53, so it cannot travel as a JSON number', () => {
    expect(newId() > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
  });
});
