import { style } from '@vanilla-extract/css';
import { minBodyWidth, vars } from '@p5g/tokens';

export const shell = style({ minHeight: '100vh', minWidth: minBodyWidth.desktop });

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  height: 56,
  paddingInline: vars.space['6'],
  backgroundColor: vars.role.surface,
  boxShadow: vars.shadow.raised,
});

export const brand = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.role.text,
  textDecoration: 'none',
});

export const main = style({ padding: vars.space['6'] });
