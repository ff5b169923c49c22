import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';
import { inputFocusRoles, inputFocusWidth } from './input-focus.ts';

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

const inputRing = (colour: string) => ({
  borderColor: colour,
  // The 1 px border plus a 1 px shadow: a 2 px ring that shifts nothing.
  boxShadow: `0 0 0 ${inputFocusWidth - 1}px ${colour}`,
});

/**
 * The focus look of a bordered input box, to put under its focused selectors: a 2 px ring in the
 * focus-ring role, at least 3:1 against the surface and the page (input-focus.test.ts).
 */
export const inputFocus = inputRing(vars.role[inputFocusRoles.ring]);

/** The same ring on an invalid input, in the danger role of its border. */
export const invalidInputFocus = inputRing(vars.role[inputFocusRoles.invalidRing]);
