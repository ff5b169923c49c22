import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['6'],
  backgroundColor: vars.role.surface,
  boxShadow: vars.shadow.raised,
});

export const brand = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });

export const headerActions = style({ display: 'flex', alignItems: 'center', gap: vars.space['4'] });

export const loginLink = style({
  color: vars.role.textOnAccent,
  backgroundColor: vars.role.accent,
  borderRadius: vars.radius.control,
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['4'],
  textDecoration: 'none',
  ':hover': { backgroundColor: vars.role.accentHover },
  ':focus-visible': { outline: `2px solid ${vars.role.focusRing}`, outlineOffset: 2 },
});

export const main = style({
  flex: 1,
  display: 'grid',
  placeContent: 'center',
  gap: vars.space['4'],
  padding: vars.space['8'],
  textAlign: 'center',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.tight,
});

export const lead = style({
  margin: 0,
  color: vars.role.textSecondary,
  fontSize: vars.font.size.md,
});
