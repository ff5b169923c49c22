import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

/** The token tables of the Foundations pages. */
export const table = style({
  width: '100%',
  marginBlock: vars.space['4'],
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
  color: vars.role.text,
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${table} th, ${table} td`, {
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderBlockEnd: `1px solid ${vars.role.divider}`,
  textAlign: 'start',
  verticalAlign: 'middle',
});

globalStyle(`${table} th`, {
  fontWeight: vars.font.weight.medium,
  backgroundColor: vars.role.surfaceSunken,
  whiteSpace: 'nowrap',
});

/** Token names, values and code: never broken inside. */
export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.font.size.xs,
  whiteSpace: 'nowrap',
});

export const secondary = style({ color: vars.role.textSecondary });

export const swatch = style({
  display: 'inline-block',
  inlineSize: 40,
  blockSize: 24,
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.role.divider}`,
  verticalAlign: 'middle',
});

export const paletteGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
  gap: vars.space['2'],
  marginBlock: vars.space['3'],
});

export const paletteStep = style({
  display: 'grid',
  gap: vars.space['1'],
  fontSize: vars.font.size.xs,
});

export const paletteChip = style({
  blockSize: 48,
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.role.divider}`,
});

/** A sample of text on its background, as it appears in the product. */
export const pairSample = style({
  display: 'inline-block',
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.role.divider}`,
  whiteSpace: 'nowrap',
});

export const pass = style({ color: vars.color.success['600'], whiteSpace: 'nowrap' });
export const fail = style({ color: vars.role.danger, whiteSpace: 'nowrap' });

export const spaceBar = style({
  display: 'block',
  blockSize: 16,
  backgroundColor: vars.role.accent,
  borderRadius: 2,
});

export const shapeBox = style({
  inlineSize: 96,
  blockSize: 56,
  backgroundColor: vars.role.surface,
  border: `1px solid ${vars.role.border}`,
});

export const shadowBox = style({
  inlineSize: 120,
  blockSize: 64,
  backgroundColor: vars.role.surface,
  borderRadius: vars.radius.card,
});

export const shapeRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['6'],
  marginBlock: vars.space['4'],
  paddingBlock: vars.space['4'],
  paddingInline: vars.space['4'],
  backgroundColor: vars.role.page,
  borderRadius: vars.radius.card,
});

export const shapeItem = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space['2'],
  fontSize: vars.font.size.xs,
});

export const panel = style({
  display: 'grid',
  gap: vars.space['3'],
  marginBlock: vars.space['4'],
  padding: vars.space['4'],
  border: `1px solid ${vars.role.border}`,
  borderRadius: vars.radius.card,
  backgroundColor: vars.role.surface,
});

export const field = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const rangeInput = style({ inlineSize: 320, maxInlineSize: '100%' });

export const numberInput = style({
  inlineSize: 200,
  blockSize: 32,
  paddingInline: vars.space['2'],
  border: `1px solid ${vars.role.borderStrong}`,
  borderRadius: vars.radius.control,
  font: 'inherit',
});

export const result = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

/** A phone frame whose text is set in rem, zoomed out so a 1440 px width still fits the page. */
export const phoneFrame = style({
  overflow: 'hidden',
  border: `1px solid ${vars.role.borderStrong}`,
  borderRadius: vars.radius.card,
  backgroundColor: vars.role.page,
});

export const motionTrack = style({
  position: 'relative',
  blockSize: 32,
  inlineSize: '100%',
  maxInlineSize: 360,
  backgroundColor: vars.role.surfaceSunken,
  borderRadius: vars.radius.pill,
});

export const motionDot = style({
  position: 'absolute',
  insetBlockStart: 4,
  insetInlineStart: 4,
  inlineSize: 24,
  blockSize: 24,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.role.accent,
  transitionProperty: 'transform',
  transitionTimingFunction: vars.easing.standard,
  selectors: { '&[data-moved]': { transform: 'translateX(320px)' } },
});

export const iconGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(148px, 1fr))',
  gap: vars.space['3'],
  marginBlock: vars.space['4'],
});

export const iconCell = style({
  display: 'grid',
  alignContent: 'start',
  justifyItems: 'center',
  gap: vars.space['2'],
  padding: vars.space['3'],
  border: `1px solid ${vars.role.divider}`,
  borderRadius: vars.radius.card,
  textAlign: 'center',
  fontSize: vars.font.size.xs,
});

export const lineSample = style({
  maxInlineSize: 480,
  margin: 0,
  padding: vars.space['3'],
  backgroundColor: vars.role.page,
  borderRadius: vars.radius.control,
});
