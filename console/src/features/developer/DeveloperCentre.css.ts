import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

export const page = style({ display: 'grid', gap: vars.space['4'], minWidth: 0 });

export const title = style({ margin: 0, fontSize: vars.font.size.xl });

export const panel = style({
  display: 'grid',
  gap: vars.space['4'],
  paddingBlock: vars.space['4'],
  minWidth: 0,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['3'],
});

export const form = style({ display: 'grid', gap: vars.space['4'] });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space['2'] });

export const revoked = style({ color: vars.role.textSecondary });
