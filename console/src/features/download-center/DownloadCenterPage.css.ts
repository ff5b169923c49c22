import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
  minWidth: 0,
});

export const header = style({ display: 'grid', gap: vars.space['1'] });

export const title = style({ margin: 0, fontSize: vars.font.size.xl });

export const note = style({ margin: 0, color: vars.role.textSecondary });

export const panel = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
  padding: vars.space['5'],
  backgroundColor: vars.role.surface,
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.raised,
  minWidth: 0,
});

export const fileName = style({ wordBreak: 'break-all' });

export const state = style({ display: 'grid', gap: vars.space['1'], minWidth: 120 });

export const muted = style({ color: vars.role.textSecondary });

export const reason = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.role.textSecondary,
});
