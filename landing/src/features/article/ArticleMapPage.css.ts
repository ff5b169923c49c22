import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

/** The map fills the phone's screen, as the map view of spec §2. */
export const page = style({ height: '100dvh', minHeight: 480 });

/**
 * The map apps: open below the map without scripts; a bottom sheet once the island makes it
 * modal (it closes it at start and opens it on 导航).
 */
export const navigation = style({
  position: 'static',
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: 640,
  margin: '0 auto',
  padding: vars.space['4'],
  border: 'none',
  backgroundColor: vars.role.surface,
  color: vars.role.text,
  selectors: {
    '&:modal': {
      position: 'fixed',
      insetBlockEnd: 0,
      insetBlockStart: 'auto',
      maxWidth: '100%',
      paddingBlockEnd: `calc(${vars.space['4']} + env(safe-area-inset-bottom))`,
      borderStartStartRadius: vars.radius.card,
      borderStartEndRadius: vars.radius.card,
      boxShadow: vars.shadow.dialog,
    },
  },
});

globalStyle(`${navigation}::backdrop`, { backgroundColor: vars.role.overlay });

export const navigationTitle = style({
  margin: 0,
  marginBlockEnd: vars.space['3'],
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  textAlign: 'center',
});

export const providers = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const provider = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  minHeight: 44,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  color: vars.role.text,
  textDecoration: 'none',
  backgroundColor: vars.role.surface,
  border: `1px solid ${vars.role.border}`,
  borderRadius: vars.radius.control,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.role.focusRing}`, outlineOffset: '2px' },
  },
});

export const cancel = style({ marginBlockStart: vars.space['2'] });

/** 返回文章 for a browser without scripts; with them 返回 on the map does it. */
export const back = style({
  display: 'block',
  marginBlockStart: vars.space['3'],
  textAlign: 'center',
  color: vars.role.link,
  selectors: { [`${navigation}:modal &`]: { display: 'none' } },
});
