import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';
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

/** The bordered box of text-like inputs; RAC's data attributes drive its states. */
export const inputBox = style({
  width: '100%',
  minHeight: 32,
  paddingBlock: 5,
  paddingInline: vars.space['3'],
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
  color: vars.role.text,
  backgroundColor: vars.role.surface,
  border: `1px solid ${vars.role.borderStrong}`,
  borderRadius: vars.radius.control,
  outline: 'none',
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
