import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

export const reorder = style({ display: 'flex', flexShrink: 0, gap: vars.space['1'] });

export const options = style({ display: 'grid', gap: vars.space['2'], minWidth: 0 });

export const optionList = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const optionRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  minWidth: 0,
});

export const optionField = style({ flex: 1, minWidth: 0 });

export const error = style({ margin: 0, color: vars.role.danger, fontSize: vars.font.size.sm });
