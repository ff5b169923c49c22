import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

export { header, note, page, panel, subtitle, title } from '../../lib/ui/page.css.ts';

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
});

/** Two columns on a desktop (form beside the preview), one on a phone. */
export const columns = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 340px), 1fr))',
  alignItems: 'start',
});

export const form = style({ display: 'grid', gap: vars.space['4'], minWidth: 0 });

export const numberListLabel = style({
  margin: 0,
  marginBlockEnd: vars.space['1'],
  color: vars.role.textSecondary,
  fontSize: vars.font.size.sm,
});

export const numberList = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  maxHeight: 160,
  overflowY: 'auto',
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  margin: 0,
});

export const term = style({ color: vars.role.textSecondary });

export const definition = style({
  margin: 0,
  minWidth: 0,
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
});

/** What a recipient sent back, one line each. */
export const replies = style({
  display: 'grid',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowWrap: 'anywhere',
});
