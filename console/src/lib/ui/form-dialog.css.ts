import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

export const form = style({ display: 'grid', gap: vars.space['4'] });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
});
