import { style } from '@vanilla-extract/css';
import { phoneQuery, touchTargetSize, vars } from '@p5g/tokens';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

/** The tab list and, when it overflows, the scroll buttons laid over its ends. */
export const tabBar = style({ position: 'relative', minWidth: 0 });

// The rule under the tabs is an inset shadow in a 1 px padding rather than a border: a scrolling
// list clips its children to inside its border, so a chosen card tab, reaching 1 px down into the
// padding, could not cover a border to join its panel.
const rule = `inset 0 -1px 0 ${vars.role.divider}`;

export const tabList = style({
  display: 'flex',
  // Many tabs scroll sideways instead of wrapping onto a second row; the scroll buttons and the
  // cut-off tab at the edge show that there is more.
  overflowX: 'auto',
  scrollbarWidth: 'none',
  paddingBlockEnd: 1,
  boxShadow: rule,
  selectors: {
    [`${tabs}[data-variant="line"] &`]: { gap: vars.space['5'] },
    [`${tabs}[data-variant="card"] &`]: { gap: vars.space['1'] },
  },
});

export const tab = style({
  flex: 'none',
  position: 'relative',
  paddingBlock: vars.space['2'],
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
  color: vars.role.textSecondary,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  transition: `color ${vars.duration.fast}, background-color ${vars.duration.fast}`,
  // A 44 px target on a phone: the label centred in a taller tab.
  '@media': {
    [phoneQuery]: { display: 'flex', alignItems: 'center', minBlockSize: touchTargetSize },
  },
  selectors: {
    '&[data-hovered]': { color: vars.role.accent },
    '&[data-selected]': { color: vars.role.accent, fontWeight: vars.font.weight.medium },
    '&[data-disabled]': { color: vars.role.textDisabled, cursor: 'not-allowed' },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.role.focusRing}`,
      outlineOffset: '-2px',
      borderRadius: vars.radius.control,
    },
    [`${tabs}[data-variant="line"] &`]: { paddingInline: vars.space['1'] },
    // The selected tab is marked by a bar (line) or by joining the panel (card), not by colour alone.
    [`${tabs}[data-variant="line"] &[data-selected]::after`]: {
      content: '',
      position: 'absolute',
      insetInline: 0,
      insetBlockEnd: 0,
      height: 2,
      backgroundColor: vars.role.accent,
    },
    [`${tabs}[data-variant="card"] &`]: {
      paddingInline: vars.space['4'],
      marginBlockEnd: -1,
      backgroundColor: vars.role.surfaceSunken,
      border: `1px solid ${vars.role.divider}`,
      borderStartStartRadius: vars.radius.control,
      borderStartEndRadius: vars.radius.control,
    },
    // The chosen card tab is open at the bottom and the panel's colour: one piece with its panel.
    [`${tabs}[data-variant="card"] &[data-selected]`]: {
      backgroundColor: vars.role.surface,
      borderBlockEndColor: vars.role.surface,
      zIndex: 1,
    },
  },
});

/** Fades in over an end of an overflowing list, with a chevron that scrolls it a page that way. */
export const scrollButton = style({
  position: 'absolute',
  insetBlock: 0,
  zIndex: 2,
  display: 'flex',
  alignItems: 'center',
  width: 32,
  '@media': { [phoneQuery]: { width: touchTargetSize } },
  padding: 0,
  border: 0,
  color: vars.role.textSecondary,
  boxShadow: rule,
  cursor: 'pointer',
  selectors: {
    '&[data-edge="start"]': {
      insetInlineStart: 0,
      justifyContent: 'flex-start',
      background: `linear-gradient(to right, ${vars.role.surface} 60%, transparent)`,
    },
    '&[data-edge="end"]': {
      insetInlineEnd: 0,
      justifyContent: 'flex-end',
      background: `linear-gradient(to left, ${vars.role.surface} 60%, transparent)`,
    },
    '&:hover': { color: vars.role.accent },
  },
});

export const panel = style({
  paddingBlock: vars.space['4'],
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
  color: vars.role.text,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.role.focusRing}`,
      outlineOffset: '2px',
    },
    [`${tabs}[data-variant="card"] &`]: {
      paddingInline: vars.space['4'],
      marginBlockEnd: -1,
      backgroundColor: vars.role.surface,
      border: `1px solid ${vars.role.divider}`,
      borderBlockStart: 0,
      borderEndStartRadius: vars.radius.card,
      borderEndEndRadius: vars.radius.card,
    },
  },
});
