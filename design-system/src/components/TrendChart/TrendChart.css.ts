import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';
import { cjkLabel, cjkParagraph, noBreak } from '../../styles/cjk-text.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  backgroundColor: vars.role.surface,
  color: vars.role.text,
  border: `1px solid ${vars.role.border}`,
  borderRadius: vars.radius.card,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
});

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
});

export const title = style([
  cjkLabel,
  {
    margin: 0,
    minWidth: 0,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
  },
]);

export const unit = style({
  flexShrink: 0,
  color: vars.role.textSecondary,
  fontSize: vars.font.size.xs,
});

export const plot = style({
  position: 'relative',
  marginInline: vars.space['2'],
  marginBlockEnd: vars.space['2'],
});

export const centre = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '100%',
});

export const focusTarget = style({
  height: '100%',
  borderRadius: vars.radius.control,
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.role.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const svg = style({ display: 'block', overflow: 'visible' });

export const grid = style({
  stroke: vars.role.divider,
  strokeWidth: 1,
});

export const axisLine = style({
  stroke: vars.role.border,
  strokeWidth: 1,
});

export const tickLabel = style({
  fill: vars.role.textSecondary,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.xs,
  fontVariantNumeric: 'tabular-nums',
});

export const line = style({
  fill: 'none',
  stroke: vars.color.brand['500'],
  strokeWidth: 2,
  strokeLinejoin: 'round',
  strokeLinecap: 'round',
});

export const dot = style({
  fill: vars.role.surface,
  stroke: vars.color.brand['500'],
  strokeWidth: 2,
});

export const guide = style({
  stroke: vars.role.borderStrong,
  strokeWidth: 1,
  strokeDasharray: '4 4',
});

export const overlay = style({
  fill: 'transparent',
  cursor: 'crosshair',
});

export const tooltip = style([
  cjkParagraph,
  {
    pointerEvents: 'none',
    zIndex: vars.zIndex.tooltip,
    paddingBlock: vars.space['1'],
    paddingInline: vars.space['2'],
    backgroundColor: vars.role.surface,
    border: `1px solid ${vars.role.border}`,
    borderRadius: vars.radius.control,
    boxShadow: vars.shadow.floating,
    fontSize: vars.font.size.xs,
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
    selectors: {
      '&[data-side="right"]': { transform: `translate(${vars.space['3']}, -50%)` },
      '&[data-side="left"]': {
        transform: `translate(calc(-100% - ${vars.space['3']}), -50%)`,
      },
    },
  },
]);

export const tooltipDate = style([noBreak, { color: vars.role.textSecondary }]);

export const tooltipValue = style([
  noBreak,
  {
    color: vars.role.text,
    fontWeight: vars.font.weight.semibold,
  },
]);
