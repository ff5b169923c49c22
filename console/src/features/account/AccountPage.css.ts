import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

export const page = style({ display: 'grid', gap: vars.space['5'] });

export const title = style({ margin: 0, fontSize: vars.font.size.xl });

export const panel = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['5'],
  backgroundColor: vars.role.surface,
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.raised,
});

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const panelTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const tiles = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
});

export const trends = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
});

export const notice = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.warning['50'],
  color: vars.color.warning['700'],
});

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['3'],
});

export const cards = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
});

export const sentinel = style({ height: 1 });

export const endNote = style({
  margin: 0,
  textAlign: 'center',
  color: vars.role.textSecondary,
  fontSize: vars.font.size.xs,
});

export const detailList = style({
  display: 'grid',
  gap: vars.space['2'],
});

export const dialogForm = style({ display: 'grid', gap: vars.space['4'] });

export const dialogActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
});
