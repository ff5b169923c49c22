import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const description = style({
  margin: 0,
  color: 'inherit',
});

export const secondary = style({
  margin: 0,
  color: vars.role.textSecondary,
});

export const date = style({ fontVariantNumeric: 'tabular-nums' });
