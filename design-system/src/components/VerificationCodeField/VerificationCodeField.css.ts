import { keyframes, style } from '@vanilla-extract/css';
import { phoneQuery, vars } from '@p5g/tokens';
import { inputBox } from '../../styles/field.css.ts';

/** The boxes and the send button; the button drops under the boxes when the row is too narrow. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const boxes = style({
  display: 'flex',
  gap: vars.space['2'],
  selectors: { '&:has(input:disabled)': { cursor: 'not-allowed' } },
});

/** One digit: an input box 40 px square (36 px on the narrowest phones), the digit centred. */
export const slot = style([
  inputBox,
  {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 40,
    height: 40,
    padding: 0,
    fontSize: vars.font.size.lg,
    fontVariantNumeric: 'tabular-nums',
    '@media': {
      // Square on a phone too: the boxes only draw the digits of the one input laid under them.
      [phoneQuery]: { minHeight: 0 },
      'screen and (max-width: 359px)': { width: 36, height: 36 },
    },
  },
]);

const blink = keyframes({ '50%': { opacity: 0 } });

/** The caret of the empty active box (the real input's caret is hidden under the boxes). */
export const caret = style({
  width: 1,
  height: 20,
  backgroundColor: vars.role.text,
  animation: `${blink} 1s step-end infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
