import { wcagContrast } from 'culori';
import { describe, expect, it } from 'vitest';
import { defaultTheme } from '@p5g/tokens/default-theme';
import { inputFocusRoles, inputFocusWidth } from './input-focus.ts';

// WCAG 2.2 (1.4.11, 2.4.13): the focus ring of an input must stand out 3:1 from what it sits on.
// The roles are the ones the input styles use (focus-ring.css.ts), read as the theme's values.

const { role } = defaultTheme;
const backgrounds = { surface: role.surface, page: role.page } as const;

describe('the one input focus ring', () => {
  it.each(Object.entries(inputFocusRoles))(
    '%s ring is at least 3:1 on surface and page',
    (_, ring) => {
      for (const background of Object.values(backgrounds)) {
        expect(wcagContrast(role[ring], background)).toBeGreaterThanOrEqual(3);
      }
    },
  );

  it('is at least 2 px wide', () => {
    expect(inputFocusWidth).toBeGreaterThanOrEqual(2);
  });

  it('would reject the pale halo inputs used before', () => {
    expect(wcagContrast(defaultTheme.color.brand['100'], role.surface)).toBeLessThan(3);
  });
});
