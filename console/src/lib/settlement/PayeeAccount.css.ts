import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

/** A value and its copy button on one line, wrapping under it when the line is short. */
export const value = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space['2'],
  fontVariantNumeric: 'tabular-nums',
});
