import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

/** Solid fills that keep white text at AA contrast. */
const toneFill = {
  danger: vars.role.danger,
  info: vars.color.info['600'],
  success: vars.color.success['600'],
  warning: vars.color.warning['600'],
  neutral: vars.color.neutral['600'],
} as const;

export const tone = styleVariants(toneFill, (fill) => ({ backgroundColor: fill }));

/** Positions a badge or dot on the top-right corner of the element it marks. */
export const anchor = style({
  position: 'relative',
  display: 'inline-flex',
  verticalAlign: 'middle',
});

export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  minWidth: 18,
  height: 18,
  paddingInline: 5,
  borderRadius: vars.radius.pill,
  color: vars.role.textOnAccent,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  lineHeight: '18px',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  // Separates the badge from whatever it overlaps.
  boxShadow: `0 0 0 1px ${vars.role.surface}`,
});

export const dot = style({
  display: 'inline-block',
  width: 8,
  height: 8,
  borderRadius: vars.radius.pill,
  boxShadow: `0 0 0 1px ${vars.role.surface}`,
});

export const corner = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineEnd: 0,
  transform: 'translate(50%, -50%)',
  pointerEvents: 'none',
});
