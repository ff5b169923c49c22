import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

export const result = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
  paddingBlock: vars.space['12'],
  paddingInline: vars.space['4'],
  textAlign: 'center',
});

export const icon = styleVariants({
  success: { color: vars.color.success['600'] },
  forbidden: { color: vars.color.warning['600'] },
  notFound: { color: vars.color.neutral['400'] },
  error: { color: vars.role.danger },
});

export const code = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.role.textSecondary,
  fontVariantNumeric: 'tabular-nums',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.role.text,
});

export const description = style({
  margin: 0,
  maxWidth: '32em',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.relaxed,
  color: vars.role.textSecondary,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['3'],
  marginBlockStart: vars.space['2'],
});
