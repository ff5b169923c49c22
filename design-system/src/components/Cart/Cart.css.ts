import { style } from '@vanilla-extract/css';
import { phoneQuery, touchTargetSize, vars } from '@p5g/tokens';
import { cjkLabel, cjkParagraph, noBreak } from '../../styles/cjk-text.css.ts';
import { focusRing, inputFocus } from '../../styles/focus-ring.css.ts';

// Quantity stepper

export const stepper = style({ display: 'inline-flex' });

export const stepperGroup = style({
  display: 'inline-flex',
  alignItems: 'stretch',
  height: 32,
  // On a phone its buttons and input are 44 px targets inside the 1 px border.
  '@media': { [phoneQuery]: { height: touchTargetSize + 2 } },
  border: `1px solid ${vars.role.borderStrong}`,
  borderRadius: vars.radius.control,
  backgroundColor: vars.role.surface,
  overflow: 'hidden',
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    '&[data-focus-within]': inputFocus,
    '&[data-disabled]': { borderColor: vars.role.border, backgroundColor: vars.role.surfaceSunken },
  },
});

export const stepperButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 32,
    '@media': { [phoneQuery]: { width: touchTargetSize } },
    padding: 0,
    border: 'none',
    backgroundColor: vars.role.surfaceSunken,
    color: vars.role.text,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { color: vars.role.accent },
      '&[data-pressed]': { backgroundColor: vars.role.accentSubtle },
      '&[data-disabled]': { color: vars.role.textDisabled, cursor: 'not-allowed' },
    },
  },
]);

export const stepperInput = style({
  width: '4em',
  minWidth: 0,
  padding: 0,
  border: 'none',
  borderInline: `1px solid ${vars.role.border}`,
  outline: 'none',
  backgroundColor: 'transparent',
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  color: vars.role.text,
  textAlign: 'center',
  selectors: { '&[data-disabled]': { color: vars.role.textDisabled } },
});

// Product card

export const unavailableTag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.neutral['200'],
  color: vars.role.text,
  fontSize: vars.font.size.xs,
  lineHeight: '22px',
  whiteSpace: 'nowrap',
});

export const productBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});

export const priceRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space['2'],
  margin: 0,
});

export const price = style([
  noBreak,
  {
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    fontVariantNumeric: 'tabular-nums',
    color: vars.role.price,
    selectors: { '[data-disabled] &': { color: vars.role.textSecondary } },
  },
]);

export const officialPrice = style([
  noBreak,
  {
    fontSize: vars.font.size.xs,
    color: vars.role.textSecondary,
    fontVariantNumeric: 'tabular-nums',
  },
]);

export const expire = style([
  noBreak,
  {
    alignSelf: 'flex-start',
    margin: 0,
    paddingInline: vars.space['2'],
    borderRadius: vars.radius.control,
    backgroundColor: vars.role.accentSubtle,
    color: vars.color.brand['700'],
    fontSize: vars.font.size.xs,
    lineHeight: '22px',
    selectors: {
      '[data-disabled] &': { backgroundColor: vars.color.neutral['200'], color: vars.role.text },
    },
  },
]);

export const descriptions = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  margin: 0,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const term = style({ color: vars.role.textSecondary, whiteSpace: 'nowrap' });

export const definition = style([cjkParagraph, { margin: 0, color: vars.role.text, minWidth: 0 }]);

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  margin: 0,
  padding: vars.space['3'],
  listStyle: 'none',
  borderRadius: vars.radius.control,
  backgroundColor: vars.role.page,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.body,
  selectors: { '[data-disabled] &': { backgroundColor: vars.role.surface } },
});

export const detailItem = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
});

export const detailIcon = style({
  flexShrink: 0,
  marginBlockStart: 2,
  color: vars.color.success['600'],
  selectors: { '[data-disabled] &': { color: vars.role.textSecondary } },
});

export const detailTitle = style([
  cjkLabel,
  { fontWeight: vars.font.weight.medium, color: vars.role.text },
]);

export const detailRemark = style([cjkParagraph, { color: vars.role.textSecondary }]);

// Cart dialog

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const line = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto 7.5em auto',
  alignItems: 'center',
  gap: vars.space['4'],
  paddingBlock: vars.space['3'],
  borderBlockEnd: `1px solid ${vars.role.divider}`,
  // A phone: the name and unit price on a row of their own, the controls under them.
  '@media': {
    [phoneQuery]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto', rowGap: vars.space['2'] },
  },
  selectors: {
    '&:first-child': { paddingBlockStart: 0 },
    '&:last-child': { paddingBlockEnd: 0, borderBlockEnd: 'none' },
  },
});

export const lineInfo = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
  '@media': { [phoneQuery]: { gridColumn: '1 / -1' } },
});

export const lineTitle = style([
  cjkLabel,
  {
    fontWeight: vars.font.weight.medium,
    color: vars.role.text,
    overflowWrap: 'anywhere',
  },
]);

export const lineMeta = style([
  cjkParagraph,
  {
    fontSize: vars.font.size.xs,
    color: vars.role.textSecondary,
    fontVariantNumeric: 'tabular-nums',
  },
]);

export const lineTotal = style([
  noBreak,
  {
    textAlign: 'end',
    fontWeight: vars.font.weight.medium,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
]);

export const summary = style({
  margin: 0,
  marginInlineEnd: 'auto',
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space['2'],
  color: vars.role.textSecondary,
  fontSize: vars.font.size.sm,
});

export const summaryTotal = style([
  noBreak,
  {
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.semibold,
    color: vars.role.price,
    fontVariantNumeric: 'tabular-nums',
  },
]);
