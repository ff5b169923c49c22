import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';
// The panel's QR code: its styles come with the panel's, for pages that load only these.
import '../QrCode/QrCode.css.ts';

// Native controls (the panel renders the same on the server): the browser's :focus-visible.
const focusRing = style({
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.role.focusRing}`, outlineOffset: '2px' },
  },
});

export const panel = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['4'],
  // Keeps the last row above the home indicator on notched phones.
  paddingBlockEnd: `calc(${vars.space['4']} + env(safe-area-inset-bottom))`,
});

export const targets = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(64px, 1fr))',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const touchTarget = {
  minHeight: '44px',
  borderRadius: vars.radius.control,
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
} as const;

export const target = style([
  focusRing,
  {
    ...touchTarget,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '100%',
    paddingInline: vars.space['2'],
    border: `1px solid ${vars.role.border}`,
    backgroundColor: vars.role.surface,
    color: vars.role.text,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
  },
]);

export const linkRow = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const linkLabel = style({ color: vars.role.textSecondary, fontSize: vars.font.size.sm });

export const link = style([
  focusRing,
  {
    minWidth: 0,
    minHeight: '44px',
    paddingInline: vars.space['2'],
    border: `1px solid ${vars.role.border}`,
    borderRadius: vars.radius.control,
    backgroundColor: vars.role.surfaceSunken,
    color: vars.role.text,
    fontFamily: 'inherit',
    fontSize: vars.font.size.sm,
  },
]);

export const copy = style([
  focusRing,
  {
    ...touchTarget,
    paddingInline: vars.space['3'],
    border: 'none',
    backgroundColor: vars.role.accent,
    color: vars.role.textOnAccent,
    selectors: { '&:hover': { backgroundColor: vars.role.accentHover } },
  },
]);

export const status = style({
  minHeight: vars.font.lineHeight.body,
  margin: 0,
  color: vars.role.textSecondary,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
  selectors: { '&:empty': { display: 'none' } },
});

export const qr = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['1'],
  margin: 0,
});

export const qrCaption = style({ color: vars.role.textSecondary, fontSize: vars.font.size.xs });
