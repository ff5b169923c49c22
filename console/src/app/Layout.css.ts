import { style } from '@vanilla-extract/css';
import { serviceWidgetClearance } from '@p5g/design-system/service-widget.css';
import { compactQuery, minBodyWidth, phoneQuery, touchTargetSize, vars } from '@p5g/tokens';

/**
 * Custom properties the layout sets from the floating side menu's place: the room the content
 * keeps clear beside it (its gutter), at the start and end edges.
 */
export const gutterProperties = {
  start: '--side-menu-gutter-start',
  end: '--side-menu-gutter-end',
} as const;

const pageInline = vars.space['6'];
const compactInline = vars.space['4'];

/** Inline padding that keeps content out of the side menu's gutter, at least the page's own. */
const clearOfSideMenu = {
  paddingInlineStart: `max(${pageInline}, var(${gutterProperties.start}, 0px))`,
  paddingInlineEnd: `max(${pageInline}, var(${gutterProperties.end}, 0px))`,
  '@media': { [compactQuery]: { paddingInline: compactInline } },
} as const;

// Spec §9's minimum width of 1366 is the desktop's; the console is fluid down to the phone's 320.
export const shell = style({ minHeight: '100vh', minWidth: minBodyWidth.mobile });

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  height: 56,
  paddingInline: pageInline,
  backgroundColor: vars.role.surface,
  boxShadow: vars.shadow.raised,
  '@media': {
    [compactQuery]: { gap: vars.space['2'], paddingInline: vars.space['2'] },
    // Room for the user's name on one line at 320 px, beside the 44 px targets.
    [phoneQuery]: { gap: vars.space['1'] },
  },
});

/** The menu button, where the top navigation and the side menu are folded into it. */
export const menuButton = style({ display: 'flex' });

export const brand = style({
  flexShrink: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.role.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '@media': {
    [compactQuery]: { marginInlineEnd: 'auto', fontSize: vars.font.size.md },
    // A 44 px target on a phone, within the 56 px header.
    [phoneQuery]: { display: 'inline-flex', alignItems: 'center', minBlockSize: touchTargetSize },
  },
});

// The page ends with room for the floating 客服 button: scrolled to the bottom, nothing lies under it.
export const main = style({
  paddingBlockStart: vars.space['6'],
  paddingBlockEnd: serviceWidgetClearance,
  ...clearOfSideMenu,
  '@media': {
    [compactQuery]: { paddingBlockStart: vars.space['4'], paddingInline: compactInline },
  },
});

/** The loading frame's spinner, in the middle of where the page will be. */
export const loadingPage = style({ display: 'grid', placeItems: 'center', minHeight: 240 });

/** The module bar keeps clear of the side menu like the page below it. */
export const moduleBarGutter = style(clearOfSideMenu);
