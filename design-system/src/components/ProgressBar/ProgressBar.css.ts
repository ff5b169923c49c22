import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@p5g/tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
  color: vars.role.text,
});

/** Label on the start, value (and status icon) on the end of the line above the track. */
export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  minWidth: 0,
});

export const label = style({ minWidth: 0 });

export const value = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  flexShrink: 0,
  // At the end of the line even when there is no label before it.
  marginInlineStart: 'auto',
  color: vars.role.textSecondary,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '[data-status="success"] &': { color: vars.color.success['600'] },
    '[data-status="error"] &': { color: vars.role.danger },
  },
});

export const track = recipe({
  base: {
    position: 'relative',
    overflow: 'hidden',
    borderRadius: vars.radius.pill,
    backgroundColor: vars.role.surfaceSunken,
    // The track's edge must be visible (3:1) where the fill is still short.
    boxShadow: `inset 0 0 0 1px ${vars.role.border}`,
  },
  variants: {
    size: {
      small: { height: 4 },
      medium: { height: 8 },
    },
  },
  defaultVariants: { size: 'medium' },
});

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const fill = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.role.accent,
  transition: `width ${vars.duration.normal} ${vars.easing.standard}`,
  selectors: {
    '[data-status="success"] &': { backgroundColor: vars.color.success['600'] },
    '[data-status="error"] &': { backgroundColor: vars.role.danger },
    '[data-indeterminate] &': {
      width: '40%',
      animation: `${slide} 1.4s ${vars.easing.standard} infinite`,
    },
  },
  '@media': {
    // Without motion an indeterminate bar is a still, partly filled track; the value text says the rest.
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export const description = style({
  fontSize: vars.font.size.xs,
  color: vars.role.textSecondary,
  selectors: {
    '[data-status="error"] &': { color: vars.role.danger },
  },
});
