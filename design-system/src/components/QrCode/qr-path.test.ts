import { describe, expect, it } from 'vitest';
import { qrPath } from './qr-path.ts';

const modulesOf = (path: string) =>
  [...path.matchAll(/M(\d+) (\d+)/g)].map(([, x, y]) => [Number(x), Number(y)] as const);

describe('qrPath', () => {
  it('draws the code inside its quiet zone', () => {
    const { path, side } = qrPath('https://example.com/f/abcdefgh', 2);
    // Version 3 (29 modules) for a 30-byte link at level M, plus 2 modules on each side.
    expect(side).toBe(33);
    const modules = modulesOf(path);
    expect(modules[0]).toEqual([2, 2]);
    for (const [x, y] of modules) {
      expect(Math.min(x, y)).toBeGreaterThanOrEqual(2);
      expect(Math.max(x, y)).toBeLessThan(side - 2);
    }
  });

  it('draws a different code for a different text', () => {
    expect(qrPath('https://example.com/f/abcdefgh').path).not.toBe(
      qrPath('https://example.com/f/abcdefgi').path,
    );
  });
});
