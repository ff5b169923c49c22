import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';
import { inputBox, phoneInputFillsBox } from '../../styles/field.css.ts';

/** The bordered box; it holds the prefix, the input and the suffix, and shows the input's states. */
export const box = style([
  inputBox,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    cursor: 'text',
  },
]);

export const input = style({
  flex: 1,
  minWidth: 0,
  padding: 0,
  border: 0,
  outline: 'none',
  background: 'transparent',
  font: 'inherit',
  color: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  ...phoneInputFillsBox,
  selectors: {
    '&::placeholder': { color: vars.role.textPlaceholder },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const affix = style({
  flexShrink: 0,
  color: vars.role.textSecondary,
  whiteSpace: 'nowrap',
  userSelect: 'none',
});
