import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

/** The keyboard focus ring of the home page's own buttons and links. */
export const focusRing = style({
  ':focus-visible': { outline: `2px solid ${vars.role.focusRing}`, outlineOffset: 2 },
});
