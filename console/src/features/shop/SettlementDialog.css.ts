import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

export const form = style({ display: 'grid', gap: vars.space['4'] });

export const summary = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  padding: vars.space['3'],
  listStyle: 'none',
  borderRadius: vars.radius.control,
  backgroundColor: vars.role.surfaceSunken,
});

export const summaryLine = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  fontVariantNumeric: 'tabular-nums',
});

export const total = style({ fontWeight: vars.font.weight.semibold });

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
  paddingBlockStart: vars.space['2'],
});
