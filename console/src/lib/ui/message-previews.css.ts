import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

export const previews = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['3'],
});
