import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeContent: 'center',
  justifyItems: 'center',
  gap: vars.space['4'],
  padding: vars.space['8'],
  textAlign: 'center',
});

export const code = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  color: vars.role.textSecondary,
});

export const title = style({ margin: 0, fontSize: vars.font.size.xl });
