import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

export const root = style({
  display: 'inline-block',
  backgroundColor: '#fff',
  borderRadius: vars.radius.card,
  lineHeight: 0,
});

// A QR code reads only dark on light, whatever the theme: fixed colours, not roles.
export const modules = style({ fill: '#000' });
