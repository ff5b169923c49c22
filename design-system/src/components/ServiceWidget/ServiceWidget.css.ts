import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { phoneQuery, touchTargetSize, vars } from '@p5g/tokens';

/**
 * Where the widget floats, set by a page on any ancestor when it needs other room (the home page
 * keeps it above its footer links): distances from the window's end and bottom edges.
 */
export const serviceWidgetInsets = { inlineEnd: createVar(), blockEnd: createVar() };

const toggleSize = 56;

/**
 * The room a page keeps free at its end, so that scrolled to the bottom its content lies above the
 * widget at the default place: the toggle, its distance from the window's bottom edge and a gap.
 */
export const serviceWidgetClearance = `calc(${toggleSize}px + ${vars.space['6']} + ${vars.space['3']})`;

// Plain links and buttons (a tel: link must not go through the app's router), so the browser's
// :focus-visible rather than react-aria's data attribute; the same ring as focus-ring.css.ts.
const focusRing = style({
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.role.focusRing}`, outlineOffset: '2px' },
  },
});

export const widget = style({
  position: 'fixed',
  insetInlineEnd: fallbackVar(serviceWidgetInsets.inlineEnd, vars.space['6']),
  insetBlockEnd: fallbackVar(serviceWidgetInsets.blockEnd, vars.space['6']),
  zIndex: vars.zIndex.sideMenu,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space['3'],
  '@media': {
    [phoneQuery]: {
      insetInlineEnd: fallbackVar(serviceWidgetInsets.inlineEnd, vars.space['3']),
      insetBlockEnd: fallbackVar(serviceWidgetInsets.blockEnd, vars.space['3']),
    },
  },
});

export const toggle = style([
  focusRing,
  {
    display: 'grid',
    placeItems: 'center',
    gap: 2,
    width: toggleSize,
    height: toggleSize,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.pill,
    color: vars.role.textOnAccent,
    backgroundColor: vars.role.accent,
    boxShadow: vars.shadow.floating,
    cursor: 'pointer',
    ':hover': { backgroundColor: vars.role.accentHover },
  },
]);

export const toggleLabel = style({ fontSize: vars.font.size.xs, lineHeight: 1 });

export const panel = style({
  display: 'grid',
  gap: vars.space['2'],
  width: 220,
  padding: vars.space['4'],
  borderRadius: vars.radius.card,
  backgroundColor: vars.role.surface,
  boxShadow: vars.shadow.floating,
  fontSize: vars.font.size.sm,
});

export const heading = style({ margin: 0, fontWeight: vars.font.weight.semibold });

const link = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2'],
    minBlockSize: 24,
    color: vars.role.link,
    textDecoration: 'none',
    // A thumb's 44 px on a phone.
    '@media': { [phoneQuery]: { minBlockSize: touchTargetSize } },
  },
]);

export const line = style([
  link,
  { fontSize: vars.font.size.md, fontWeight: vars.font.weight.medium },
]);

export const hours = style({ margin: 0, color: vars.role.textSecondary });

export const chat = style([
  link,
  { padding: 0, border: 'none', background: 'none', font: 'inherit', cursor: 'pointer' },
]);
