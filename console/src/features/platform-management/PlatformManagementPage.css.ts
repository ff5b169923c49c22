import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

export const page = style({ display: 'grid', gap: vars.space['4'], minWidth: 0 });

export const title = style({ margin: 0, fontSize: vars.font.size.xl });

export const panel = style({
  display: 'grid',
  gap: vars.space['4'],
  paddingBlock: vars.space['4'],
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['3'],
});

export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const form = style({ display: 'grid', gap: vars.space['4'] });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space['2'] });

export const tree = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space['2'],
  fontWeight: vars.font.weight.medium,
});

export const treeGroup = style({ display: 'grid', gap: vars.space['2'] });

export const treeChildren = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  paddingInlineStart: vars.space['6'],
});

export const error = style({ margin: 0, color: vars.role.danger, fontSize: vars.font.size.sm });

export const disabled = style({ color: vars.role.textSecondary });
