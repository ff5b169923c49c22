import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

export const panel = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['12'],
  backgroundColor: vars.role.surface,
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.raised,
  textAlign: 'center',
});

export const title = style({ margin: 0, fontSize: vars.font.size.lg });

export const note = style({ margin: 0, color: vars.role.textSecondary });
