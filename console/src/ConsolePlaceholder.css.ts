import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space['6'],
});

export const panel = style({
  width: 'min(420px, 100%)',
  padding: vars.space['8'],
  backgroundColor: vars.role.surface,
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.floating,
  textAlign: 'center',
});

export const title = style({ marginBlock: 0, fontSize: vars.font.size.xl });

export const note = style({ color: vars.role.textSecondary });
