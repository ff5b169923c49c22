import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@p5g/tokens';

const iconSizes = { small: 24, medium: 32 } as const;
/** The icon size, which the horizontal connector measures from. */
const iconSize = createVar();
/** Space between an icon and the connector on either side of it. */
const tailGap = vars.space['2'];

export const list = recipe({
  base: {
    display: 'flex',
    margin: 0,
    padding: 0,
    listStyle: 'none',
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    size: {
      small: { fontSize: vars.font.size.xs, vars: { [iconSize]: `${iconSizes.small}px` } },
      medium: { fontSize: vars.font.size.sm, vars: { [iconSize]: `${iconSizes.medium}px` } },
    },
    orientation: {
      horizontal: { flexDirection: 'row', alignItems: 'flex-start' },
      vertical: { flexDirection: 'column' },
    },
  },
  defaultVariants: { size: 'medium', orientation: 'horizontal' },
});

/**
 * Horizontal: icon centred above its label, steps of equal width, so a label has the whole column
 * and `内容验收` stays on one line. Vertical: icon beside title and description.
 */
export const step = recipe({
  base: { position: 'relative', minWidth: 0, display: 'flex' },
  variants: {
    orientation: {
      horizontal: {
        flex: '1 1 0',
        flexDirection: 'column',
        alignItems: 'center',
        gap: vars.space['2'],
        textAlign: 'center',
      },
      vertical: { flexDirection: 'row', gap: vars.space['3'] },
    },
  },
  defaultVariants: { orientation: 'horizontal' },
});

/** The icon and, when vertical, the connector hanging under it. */
export const marker = recipe({
  base: { display: 'flex', flexDirection: 'column', alignItems: 'center', flex: 'none' },
  variants: {
    orientation: {
      horizontal: {},
      vertical: { alignSelf: 'stretch', gap: vars.space['1'] },
    },
  },
  defaultVariants: { orientation: 'horizontal' },
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
      small: { width: iconSizes.small, height: iconSizes.small, fontSize: vars.font.size.xs },
      medium: { width: iconSizes.medium, height: iconSizes.medium, fontSize: vars.font.size.md },
    },
  },
  defaultVariants: { size: 'medium' },
});

/** The connector to the next step; solid brand once this step is finished. */
export const tail = recipe({
  base: {
    backgroundColor: vars.role.border,
    selectors: {
      '[data-status="finish"] &': { backgroundColor: vars.role.accent },
      'li:last-child &': { display: 'none' },
    },
  },
  variants: {
    orientation: {
      // From beside this icon to beside the next one: each step is one equal column.
      horizontal: {
        position: 'absolute',
        height: 1,
        insetInlineStart: `calc(50% + ${iconSize} / 2 + ${tailGap})`,
        insetInlineEnd: `calc(-50% + ${iconSize} / 2 + ${tailGap})`,
        insetBlockStart: `calc(${iconSize} / 2)`,
      },
      vertical: { flex: 1, width: 1, minHeight: vars.space['4'], marginBlockEnd: vars.space['1'] },
    },
  },
  defaultVariants: { orientation: 'horizontal' },
});

export const content = recipe({
  base: {
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: 2,
  },
  variants: {
    size: { small: {}, medium: {} },
    orientation: {
      horizontal: { width: '100%', paddingInline: vars.space['1'] },
      vertical: { flex: 1, paddingBlockEnd: vars.space['4'] },
    },
  },
  compoundVariants: [
    // Title centred on the icon's middle.
    { variants: { size: 'small', orientation: 'vertical' }, style: { paddingBlockStart: 3 } },
    { variants: { size: 'medium', orientation: 'vertical' }, style: { paddingBlockStart: 5 } },
  ],
  defaultVariants: { size: 'medium', orientation: 'horizontal' },
});

export const title = style({
  lineHeight: vars.font.lineHeight.body,
  color: vars.role.textSecondary,
  selectors: {
    '[data-status="finish"] &': { color: vars.role.text },
    '[data-status="process"] &': { color: vars.role.text, fontWeight: vars.font.weight.semibold },
  },
});

export const description = style({
  color: vars.role.textSecondary,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.body,
});
