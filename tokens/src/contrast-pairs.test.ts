import { wcagContrast } from 'culori';
import { describe, expect, it } from 'vitest';
import { contrastPairs } from './contrast-pairs.ts';

const minimum = { text: 4.5, 'large-text': 3, ui: 3 } as const;

describe('declared colour pairs meet WCAG 2.2 AA', () => {
  it.each(contrastPairs)('$use ($foreground on $background)', (pair) => {
    expect(wcagContrast(pair.foreground, pair.background)).toBeGreaterThanOrEqual(
      minimum[pair.kind],
    );
  });
});

describe('the contrast check itself', () => {
  it('rejects a pair that is known to fail', () => {
    // #777 on white is the textbook 4.48:1 near-miss.
    expect(wcagContrast('#777777', '#ffffff')).toBeLessThan(minimum.text);
  });
});
