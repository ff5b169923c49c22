import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { phoneQuery, vars } from '@p5g/tokens';
import { cjkParagraph } from '../../styles/cjk-text.css.ts';

/** Scroll container: wide tables scroll sideways, and a `maxHeight` makes the body scroll under the header. */
export const container = style({
  position: 'relative',
  overflow: 'auto',
  maxWidth: '100%',
  border: `1px solid ${vars.role.border}`,
  borderRadius: vars.radius.control,
  backgroundColor: vars.role.surface,
  // An empty table measures its box, so that its empty state fits what is in view (below).
  selectors: { '&:has(> table > tbody[data-empty])': { containerType: 'inline-size' } },
});

/** The custom property a column's header carries its width in. */
export const columnWidthProperty = '--table-column-width';

export const table = style({
  width: '100%',
  // On a phone the columns keep their text on one line and the table scrolls sideways in its box,
  // instead of squeezing the text to a few characters a line; unless it leaves its secondary
  // columns out there, and then it fits the box.
  '@media': {
    [phoneQuery]: {
      width: 'max-content',
      minWidth: '100%',
      selectors: { '[data-fits-phone] &': { width: '100%' } },
    },
  },
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
  color: vars.role.text,
  fontVariantNumeric: 'tabular-nums',
});

const cellBase = {
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
  borderBlockEnd: `1px solid ${vars.role.divider}`,
  verticalAlign: 'middle',
} as const;

export const column = style({
  ...cellBase,
  width: `var(${columnWidthProperty})`,
  '@media': { [phoneQuery]: { selectors: { '[data-fits-phone] &': { width: 'auto' } } } },
  position: 'relative',
  fontWeight: vars.font.weight.medium,
  color: vars.role.text,
  backgroundColor: vars.role.surfaceSunken,
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '[data-sticky-header] &': {
      position: 'sticky',
      insetBlockStart: 0,
      zIndex: 1,
    },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.role.focusRing}`,
      outlineOffset: '-2px',
    },
    '&[aria-sort]': { cursor: 'pointer', userSelect: 'none' },
    '&[aria-sort][data-hovered]': { color: vars.role.accent },
  },
});

export const columnContent = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
});

export const sortIcon = style({
  flexShrink: 0,
  color: vars.role.textSecondary,
  selectors: {
    '[aria-sort="ascending"] &, [aria-sort="descending"] &': { color: vars.role.accent },
  },
});

export const row = style({
  outline: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.role.page },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.role.focusRing}`,
      outlineOffset: '-2px',
    },
  },
});

// The last row's border would double the container's.
globalStyle(`${row}:last-child > *`, { borderBlockEnd: 'none' });

export const cell = style([
  cjkParagraph,
  {
    ...cellBase,
    fontWeight: vars.font.weight.regular,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': {
        outline: `2px solid ${vars.role.focusRing}`,
        outlineOffset: '-2px',
      },
    },
  },
]);

export const align = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end' },
});

/** A secondary column, left out on a phone. */
export const hiddenOnPhone = style({ '@media': { [phoneQuery]: { display: 'none' } } });

export const body = style({});

// RAC renders the empty state in a cell of its own, without a class hook.
globalStyle(`${body}[data-empty] > tr > td`, { padding: 0 });

/**
 * The empty state spans the box in view, not the whole width of columns that do not fit (a phone):
 * centred where the reader looks instead of off to the side, where only a sideways scroll finds it.
 */
export const emptyState = style({
  position: 'sticky',
  insetInlineStart: 0,
  inlineSize: '100cqi',
});

const pulse = keyframes({ '50%': { opacity: 0.5 } });

export const skeleton = style({
  display: 'inline-block',
  width: '70%',
  maxWidth: 160,
  height: 14,
  verticalAlign: 'middle',
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.neutral['200'],
  animation: `${pulse} 1.4s ${vars.easing.standard} infinite`,
});
