import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

const focusRing = {
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.role.focusRing}`, outlineOffset: 2 },
  },
} as const;

export const widget = style({
  position: 'fixed',
  insetInlineEnd: vars.space['6'],
  insetBlockEnd: vars.space['6'],
  zIndex: vars.zIndex.sideMenu,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space['3'],
  '@media': {
    'screen and (max-width: 640px)': {
      insetInlineEnd: vars.space['3'],
      insetBlockEnd: vars.space['3'],
    },
  },
});

export const toggle = style({
  ...focusRing,
  display: 'grid',
  placeItems: 'center',
  gap: 2,
  width: 56,
  height: 56,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  color: vars.role.textOnAccent,
  backgroundColor: vars.role.accent,
  boxShadow: vars.shadow.floating,
  cursor: 'pointer',
  ':hover': { backgroundColor: vars.role.accentHover },
});

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

const link = {
  ...focusRing,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.role.link,
  textDecoration: 'none',
} as const;

export const line = style({
  ...link,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
});

export const hours = style({ margin: 0, color: vars.role.textSecondary });

export const chat = style({
  ...link,
  padding: 0,
  border: 'none',
  background: 'none',
  font: 'inherit',
  cursor: 'pointer',
});

export const form = style({ display: 'grid', gap: vars.space['4'] });

export const note = style({ margin: 0, color: vars.role.textSecondary });

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
