import { style } from '@vanilla-extract/css';
import { compactQuery, minBodyWidth, vars } from '@p5g/tokens';

export const shell = style({
  minHeight: '100vh',
  minWidth: minBodyWidth.mobile,
  backgroundColor: vars.role.page,
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['8'],
  height: 56,
  paddingInline: vars.space['6'],
  backgroundColor: vars.role.surface,
  boxShadow: vars.shadow.raised,
  // Narrow screens: the brand and user on one row, the sections scrolling sideways under them.
  '@media': {
    [compactQuery]: {
      flexWrap: 'wrap',
      height: 'auto',
      columnGap: vars.space['4'],
      rowGap: 0,
      paddingBlockStart: vars.space['2'],
      paddingInline: vars.space['4'],
    },
  },
});

export const brand = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
});

export const nav = style({
  display: 'flex',
  gap: vars.space['5'],
  flex: 1,
  minWidth: 0,
  overflowX: 'auto',
  whiteSpace: 'nowrap',
  '@media': { [compactQuery]: { order: 1, flexBasis: '100%' } },
});

export const navLink = style({
  paddingBlock: vars.space['4'],
  color: vars.role.text,
  textDecoration: 'none',
  borderBlockEnd: '2px solid transparent',
  selectors: {
    '&[aria-current="page"]': {
      color: vars.role.accent,
      borderBlockEndColor: vars.role.accent,
      fontWeight: vars.font.weight.semibold,
    },
    '&:hover': { color: vars.role.accentHover },
    '&:focus-visible': { outline: `2px solid ${vars.role.focusRing}`, outlineOffset: 2 },
  },
});

export const user = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  '@media': { [compactQuery]: { marginInlineStart: 'auto' } },
});

export const main = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['6'],
  '@media': { [compactQuery]: { padding: vars.space['4'] } },
});

export const title = style({ margin: 0, fontSize: vars.font.size.xl });

export const panel = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['5'],
  backgroundColor: vars.role.surface,
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.raised,
});

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['3'],
});

// One column no wider than its box: a wide part (a table) scrolls in its own box, not the dialog.
export const form = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
});

export const rowActions = style({ display: 'flex', gap: vars.space['1'] });

/** A link or other target the reviewer must read whole: long ones break anywhere. */
export const target = style({ overflowWrap: 'anywhere' });
