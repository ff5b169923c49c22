import { keyframes, style } from '@vanilla-extract/css';
import { phoneQuery, touchTargetSize, vars } from '@p5g/tokens';
import { inputBox } from '../../styles/field.css.ts';

const slotSize = 40;
const narrowSlotSize = 36;
const narrowestPhones = 'screen and (max-width: 359px)';
/** How far the row reaches beyond boxes of a size to make a touch target. */
const reach = (size: number) => (touchTargetSize - size) / 2;

/** The boxes and the send button; the button drops under the boxes when the row is too narrow. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
});

/**
 * The one input lies over the whole row of boxes: on a phone the row reaches above and below them
 * (taken back by the margins), so that the input is a touch target of full height while nothing moves.
 */
export const boxes = style({
  display: 'flex',
  gap: vars.space['2'],
  selectors: { '&:has(input:disabled)': { cursor: 'not-allowed' } },
  '@media': {
    [phoneQuery]: { paddingBlock: reach(slotSize), marginBlock: -reach(slotSize) },
    [narrowestPhones]: { paddingBlock: reach(narrowSlotSize), marginBlock: -reach(narrowSlotSize) },
  },
});

/** One digit: an input box 40 px square (36 px on the narrowest phones), the digit centred. */
export const slot = style([
  inputBox,
  {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: slotSize,
    height: slotSize,
    padding: 0,
    fontSize: vars.font.size.lg,
    fontVariantNumeric: 'tabular-nums',
    '@media': {
      // Square on a phone too: the boxes only draw the digits of the one input laid under them.
      [phoneQuery]: { minHeight: 0 },
      [narrowestPhones]: { width: narrowSlotSize, height: narrowSlotSize },
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
