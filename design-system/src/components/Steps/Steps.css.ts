import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@p5g/tokens';

export const list = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    margin: 0,
    padding: 0,
    listStyle: 'none',
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    size: {
      small: { gap: vars.space['2'], fontSize: vars.font.size.xs },
      medium: { gap: vars.space['3'], fontSize: vars.font.size.sm },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const step = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  selectors: {
    '&:last-child': { flex: 'none', maxWidth: '40%' },
  },
});

export const icon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    boxSizing: 'border-box',
    borderRadius: vars.radius.pill,
    border: '1px solid',
    fontWeight: vars.font.weight.medium,
    lineHeight: 1,
    selectors: {
      '[data-status="finish"] &': {
        borderColor: vars.role.accent,
        color: vars.role.accent,
        backgroundColor: vars.role.surface,
      },
      '[data-status="process"] &': {
        borderColor: vars.role.accent,
        color: vars.role.textOnAccent,
        backgroundColor: vars.role.accent,
      },
      '[data-status="wait"] &': {
        borderColor: vars.role.borderStrong,
        color: vars.role.textSecondary,
        backgroundColor: vars.role.surface,
      },
    },
  },
  variants: {
    size: {
      small: { width: 24, height: 24, fontSize: vars.font.size.xs },
      medium: { width: 32, height: 32, fontSize: vars.font.size.md },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const content = recipe({
  base: {
    flex: 1,
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: 2,
  },
  variants: {
    size: {
      small: { paddingBlockStart: 3 },
      medium: { paddingBlockStart: 5 },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const titleRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  minWidth: 0,
});

export const title = style({
  flex: '0 1 auto',
  minWidth: 0,
  lineHeight: vars.font.lineHeight.body,
  overflowWrap: 'anywhere',
  color: vars.role.textSecondary,
  selectors: {
    '[data-status="finish"] &': { color: vars.role.text },
    '[data-status="process"] &': { color: vars.role.text, fontWeight: vars.font.weight.semibold },
  },
});

/** The connector to the next step; solid brand once this step is finished. */
export const tail = style({
  flex: 1,
  minWidth: vars.space['4'],
  height: 1,
  // Centred on the first line of the title (line height 1.5), however many lines it wraps to.
  marginBlockStart: '0.75em',
  backgroundColor: vars.role.border,
  selectors: {
    '[data-status="finish"] &': { backgroundColor: vars.role.accent },
    'li:last-child &': { display: 'none' },
  },
});

export const description = style({
  color: vars.role.textSecondary,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.body,
  overflowWrap: 'anywhere',
});
