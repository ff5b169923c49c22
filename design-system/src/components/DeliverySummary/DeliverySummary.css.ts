import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';
import type { DeliveryPart } from './delivery-summary.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  minWidth: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
  color: vars.role.text,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const total = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const settled = style({ color: vars.role.textSecondary });

export const bar = style({
  display: 'flex',
  height: 12,
  overflow: 'hidden',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.role.surfaceSunken,
  boxShadow: `inset 0 0 0 1px ${vars.role.border}`,
});

/** Part colours; each part is also named in the legend, so colour is never the only cue. */
const partColours: Record<DeliveryPart, string> = {
  read: vars.color.success['700'],
  delivered5g: vars.color.success['500'],
  deliveredSms: vars.color.info['500'],
  failed: vars.color.danger['600'],
  notSent: vars.color.neutral['500'],
  pending: vars.color.neutral['300'],
};

export const segment = styleVariants(partColours, (colour) => ({
  backgroundColor: colour,
  minWidth: 2,
  transition: `flex-grow ${vars.duration.normal} ${vars.easing.standard}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
}));

export const swatch = styleVariants(partColours, (colour) => ({
  flexShrink: 0,
  width: 10,
  height: 10,
  borderRadius: 2,
  backgroundColor: colour,
  // The lightest parts still need a visible edge on white (3:1).
  boxShadow: `inset 0 0 0 1px ${vars.color.neutral['500']}`,
}));

export const legend = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(132px, 1fr))',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  margin: 0,
});

export const line = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  minWidth: 0,
});

export const term = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.role.textSecondary,
});

export const figure = style({
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.medium,
});

export const share = style({
  marginInlineStart: vars.space['1'],
  fontWeight: vars.font.weight.regular,
  color: vars.role.textSecondary,
});
