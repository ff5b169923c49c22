import { style } from '@vanilla-extract/css';
import { phoneQuery, touchTargetSize, vars } from '@p5g/tokens';
import { inputFocus, invalidInputFocus } from './focus-ring.css.ts';

/** Vertical stack of label, control, description and error, shared by every form field. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.role.text,
});

export const requiredMark = style({
  color: vars.role.danger,
  marginInlineEnd: vars.space['1'],
});

export const description = style({
  fontSize: vars.font.size.xs,
  color: vars.role.textSecondary,
});

export const errorMessage = style({
  fontSize: vars.font.size.xs,
  color: vars.role.danger,
});

const inputPaddingBlock = 5;
const inputBorderWidth = 1;

/**
 * The bordered box of text-like inputs; RAC's data attributes drive its states. On a phone it is
 * a 44 px target.
 */
export const inputBox = style({
  width: '100%',
  minHeight: 32,
  paddingBlock: inputPaddingBlock,
  paddingInline: vars.space['3'],
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
  color: vars.role.text,
  backgroundColor: vars.role.surface,
  border: `${inputBorderWidth}px solid ${vars.role.borderStrong}`,
  borderRadius: vars.radius.control,
  outline: 'none',
  '@media': { [phoneQuery]: { minHeight: touchTargetSize } },
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    '&::placeholder': { color: vars.role.textPlaceholder },
    '&[data-hovered]': { borderColor: vars.role.accent },
    '&[data-focused], &[data-focus-within]': inputFocus,
    '&[data-invalid]': { borderColor: vars.role.danger },
    '&[data-invalid][data-focused], &[data-invalid][data-focus-within]': invalidInputFocus,
    '&[data-disabled]': {
      color: vars.role.textDisabled,
      backgroundColor: vars.role.surfaceSunken,
      borderColor: vars.role.border,
      cursor: 'not-allowed',
    },
  },
});

/**
 * For the input inside an input box that also holds other parts (a prefix, a clear button): on a
 * phone it reaches over the box's padding and border to the box's full height, so tapping anywhere
 * on the box's height reaches it. Spread into the inner input's style.
 */
export const phoneInputFillsBox = {
  '@media': {
    [phoneQuery]: {
      alignSelf: 'stretch',
      marginBlock: -(inputPaddingBlock + inputBorderWidth),
    },
  },
};
