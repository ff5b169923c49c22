import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

export const page = style({ display: 'grid', gap: vars.space['4'] });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
});

export const title = style({ margin: 0, fontSize: vars.font.size.xl });

export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 360px), 1fr))',
});

export const hotline = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const note = style({ margin: 0, color: vars.role.textSecondary });
