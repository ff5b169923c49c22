import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

export { header, note, page, panel, subtitle, title } from '../../lib/ui/page.css.ts';
export { fieldRow as row } from '../../lib/ui/editor.css.ts';

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['3'],
});

export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
});

export const list = style([grid, { margin: 0, padding: 0, listStyle: 'none' }]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const previewBox = style({ display: 'flex', justifyContent: 'center' });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  margin: 0,
});

export const term = style({ color: vars.role.textSecondary });

export const definition = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const tone = styleVariants({
  neutral: { color: vars.role.textSecondary },
  processing: { color: vars.role.accent },
  success: { color: vars.color.success['700'] },
  danger: { color: vars.role.danger },
});

export const logo = style({
  width: 48,
  height: 48,
  borderRadius: vars.radius.card,
  objectFit: 'cover',
  flexShrink: 0,
});

export const identity = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });

/** A service account card's body: its identity, its facts, then each carrier's registration. */
export const accountFacts = style({ display: 'grid', gap: vars.space['3'] });

export const factsSection = style({ display: 'grid', gap: vars.space['2'] });

export const factsHeading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
});

export const form = style({ display: 'grid', gap: vars.space['4'], maxWidth: 640 });

export const editor = style({
  display: 'grid',
  gap: vars.space['5'],
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    'screen and (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 1fr) 360px' },
  },
});

export const sticky = style({
  '@media': { 'screen and (min-width: 1024px)': { position: 'sticky', top: vars.space['4'] } },
});

export const fieldset = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: vars.space['4'],
  border: `1px solid ${vars.role.border}`,
  borderRadius: vars.radius.card,
  minWidth: 0,
});

export const legend = style({
  paddingInline: vars.space['1'],
  fontWeight: vars.font.weight.semibold,
});

export const mediaChoice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const variables = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const variable = style({
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.control,
  backgroundColor: vars.role.page,
  fontVariantNumeric: 'tabular-nums',
});
