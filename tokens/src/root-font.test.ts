import { describe, expect, it } from 'vitest';
import { applyRootFontSize, rootFontSize } from './root-font.ts';

describe('rootFontSize (spec §9)', () => {
  it.each([
    [320, 89.33],
    [335, 89.33],
    [336, 89.6],
    [500, 133.33],
    [721, 192.27],
    [722, 181.33],
    [900, 181.33],
    [1024, 181.33],
    [1025, 200],
    [1920, 200],
  ])('%i px wide → %f px', (width, expected) => {
    expect(rootFontSize(width)).toBeCloseTo(expected, 2);
  });

  it('is 100 px on the 375 px design width', () => {
    expect(rootFontSize(375)).toBe(100);
  });
});

describe('applyRootFontSize', () => {
  it('sets the font size on <html> and follows resizes until stopped', () => {
    const listeners = new Map<string, () => void>();
    const style: { fontSize?: string } = {};
    const win = {
      innerWidth: 375,
      document: { documentElement: { style } },
      addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
      removeEventListener: (type: string) => listeners.delete(type),
    } as unknown as Window;

    const stop = applyRootFontSize(win);
    expect(style.fontSize).toBe('100px');

    (win as { innerWidth: number }).innerWidth = 1920;
    listeners.get('resize')?.();
    expect(style.fontSize).toBe('200px');

    stop();
    expect(listeners.size).toBe(0);
  });
});
