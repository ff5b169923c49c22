import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

/** The filter row above a list of the company's items. */
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['3'],
});

/** The cards' grid, as many columns of at least 320 px as fit. */
export const list = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

/** A card's facts: names in one column, values in the other. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  margin: 0,
});

export const term = style({ color: vars.role.textSecondary });

export const definition = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const link = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const qrBox = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['3'],
  textAlign: 'center',
  overflowWrap: 'anywhere',
});
