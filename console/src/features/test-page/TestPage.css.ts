import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

export const panel = style({
  display: 'grid',
  gap: vars.space['4'],
  maxWidth: 800,
  padding: vars.space['8'],
  borderRadius: vars.radius.card,
  backgroundColor: vars.role.surface,
  boxShadow: vars.shadow.raised,
});

export const title = style({ margin: 0, fontSize: vars.font.size.xl });

export const count = style({
  margin: 0,
  color: vars.role.textSecondary,
  fontSize: vars.font.size.xs,
});
