import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

/** Visible keyboard focus, shared by every interactive primitive (RAC sets data-focus-visible). */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.role.focusRing}`,
      outlineOffset: '2px',
    },
  },
});
