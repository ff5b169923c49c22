import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

export const section = style({ display: 'grid', gap: vars.space['4'], minWidth: 0 });

export const form = style({ display: 'grid', gap: vars.space['4'], maxWidth: 640, minWidth: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });

/** A request or answer as text, its long lines wrapped rather than widening the drawer. */
export const code = style({
  margin: 0,
  padding: vars.space['3'],
  backgroundColor: vars.role.surfaceSunken,
  borderRadius: vars.radius.control,
  fontFamily: 'monospace',
  fontSize: vars.font.size.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const attempts = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const heading = style({ margin: 0, fontSize: vars.font.size.md });
