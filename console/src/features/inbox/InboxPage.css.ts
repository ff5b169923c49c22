import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

export const panel = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['6'],
  borderRadius: vars.radius.card,
  backgroundColor: vars.role.surface,
  boxShadow: vars.shadow.raised,
});

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const title = style({ margin: 0, fontSize: vars.font.size.lg });

export const list = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space['1'],
  paddingBlock: vars.space['4'],
  borderBottom: `1px solid ${vars.role.divider}`,
});

export const itemHead = style({
  display: 'flex',
  justifySelf: 'stretch',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['4'],
});

export const itemTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  fontSize: vars.font.size.md,
  selectors: { [`${item}[data-read] &`]: { fontWeight: vars.font.weight.regular } },
});

export const unreadTag = style({
  paddingInline: vars.space['1'],
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.danger['50'],
  color: vars.color.danger['700'],
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
});

export const time = style({ color: vars.role.textSecondary, fontSize: vars.font.size.xs });

export const content = style({ margin: 0, lineHeight: vars.font.lineHeight.relaxed });

export const order = style({
  margin: 0,
  color: vars.role.textSecondary,
  fontSize: vars.font.size.xs,
});
