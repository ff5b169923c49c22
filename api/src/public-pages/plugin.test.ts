import { describe, expect, it } from 'vitest';
import { loadOnce } from './plugin.ts';

describe('loading the renderers', () => {
  it('tries again after a failed load, then keeps what loaded', async () => {
    let calls = 0;
    const load = loadOnce(async () => {
      calls += 1;
      if (calls === 1) throw new Error('entry not readable');
      return { loadedOnCall: calls };
    });
    await expect(load()).rejects.toThrow('entry not readable');
    await expect(load()).resolves.toEqual({ loadedOnCall: 2 });
    await expect(load()).resolves.toEqual({ loadedOnCall: 2 });
    expect(calls).toBe(2);
  });

  it('loads once for requests that ask at the same time', async () => {
    let calls = 0;
    const load = loadOnce(async () => ++calls);
    expect(await Promise.all([load(), load(), load()])).toEqual([1, 1, 1]);
  });
});
