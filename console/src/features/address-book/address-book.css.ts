import { style } from '@vanilla-extract/css';
import { compactQuery, vars } from '@p5g/tokens';

export { header, page, panel, subtitle, title } from '../../lib/ui/page.css.ts';

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
});

// Groups beside the contacts on wide screens, above them on narrow ones.
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(200px, 260px) minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space['4'],
  '@media': { [compactQuery]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const groupList = style({
  display: 'grid',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const groupItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['1'],
  borderRadius: vars.radius.control,
  selectors: { '&[data-current]': { backgroundColor: vars.role.accentSubtle } },
});

export const groupButton = style({
  flex: '1 1 120px',
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  minWidth: 0,
  minHeight: '36px',
  padding: `${vars.space['1']} ${vars.space['2']}`,
  border: 'none',
  borderRadius: vars.radius.control,
  background: 'none',
  color: vars.role.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.role.surfaceSunken },
    '&:focus-visible': { outline: `2px solid ${vars.role.focusRing}`, outlineOffset: '1px' },
    '&[aria-current="true"]': { color: vars.role.accent, fontWeight: vars.font.weight.medium },
  },
});

export const groupName = style({ overflowWrap: 'anywhere' });

export const count = style({ color: vars.role.textSecondary, whiteSpace: 'nowrap' });

export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const form = style({ display: 'grid', gap: vars.space['4'] });

export const formActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
});

export const variables = style({
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

export const variableRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto',
  alignItems: 'end',
  gap: vars.space['2'],
  '@media': { 'screen and (max-width: 480px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const hint = style({
  margin: 0,
  color: vars.role.textSecondary,
  fontSize: vars.font.size.sm,
});
