import { describe, expect, it } from 'vitest';
import { rootFontSize } from '@p5g/tokens/root-font';
import { rootFontRules } from './root-font-rules.ts';

/** What the rules give at a viewport width, evaluating `calc(100vw * k)` as the browser would. */
function cssRootFont(width: number): number | undefined {
  const rule = rootFontRules(1024).find((r) => width >= r.minWidth && width <= r.maxWidth);
  if (!rule) return undefined;
  const calc = /^calc\(100vw \* ([\d.]+)\)$/.exec(rule.fontSize);
  return calc ? width * Number(calc[1]) : Number.parseFloat(rule.fontSize);
}

describe('root font rules of the mobile home page', () => {
  it('agree with rootFontSize at every width of the mobile layout', () => {
    for (let width = 200; width <= 1024; width += 1) {
      expect(cssRootFont(width), `at ${width}px`).toBeCloseTo(rootFontSize(width), 2);
    }
  });

  it('leave the desktop layout alone', () => {
    expect(cssRootFont(1025)).toBeUndefined();
    expect(cssRootFont(1366)).toBeUndefined();
  });
});
