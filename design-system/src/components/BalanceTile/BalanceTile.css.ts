import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

export const value = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 40,
});

export const amount = style({
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: vars.space['1'],
  margin: 0,
  minWidth: 0,
});

export const number = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  color: vars.role.text,
});

export const date = style([number, { fontSize: vars.font.size.lg }]);

export const unit = style({
  fontSize: vars.font.size.sm,
  color: vars.role.textSecondary,
});

export const notOrdered = style({
  margin: 0,
  fontSize: vars.font.size.md,
  color: vars.role.textSecondary,
});

const pulse = keyframes({ '50%': { opacity: 0.5 } });

export const skeleton = style({
  display: 'block',
  width: '60%',
  maxWidth: 140,
  height: 24,
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.neutral['200'],
  animation: `${pulse} 1.4s ${vars.easing.standard} infinite`,
});

export const error = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space['1'],
  margin: 0,
  color: vars.role.danger,
});

export const errorIcon = style({ flexShrink: 0 });

export const actions = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space['4'],
  fontSize: vars.font.size.sm,
});

// A text button among the links (明细 opens a dialog, 查看 and 订购 navigate) reads as one of them:
// same size, weight and line.
globalStyle(`${actions} button`, {
  height: 'auto',
  paddingInline: 0,
  fontSize: 'inherit',
  fontWeight: 'inherit',
  lineHeight: 'inherit',
});
