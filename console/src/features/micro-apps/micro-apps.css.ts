import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

export { header, note, page, panel, subtitle, title } from '../../lib/ui/page.css.ts';
export { fieldRow as row } from '../../lib/ui/editor.css.ts';
export {
  actions,
  definition,
  facts,
  filters,
  link,
  list,
  term,
} from '../../lib/ui/card-list.css.ts';

export const questions = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const question = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['4'],
  border: `1px solid ${vars.role.border}`,
  borderRadius: vars.radius.card,
  backgroundColor: vars.role.surface,
  minWidth: 0,
});

export const questionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const kind = style({ fontWeight: vars.font.weight.semibold });

export const condition = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: vars.space['3'],
  border: `1px dashed ${vars.role.border}`,
  borderRadius: vars.radius.card,
  minWidth: 0,
});

export const builder = style({
  display: 'grid',
  gap: vars.space['4'],
  maxWidth: 800,
  minWidth: 0,
});

export const adder = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['2'],
});

export const paid = style({
  marginInlineStart: vars.space['2'],
  paddingInline: vars.space['1'],
  borderRadius: vars.radius.card,
  color: vars.color.warning['700'],
  border: `1px solid currentColor`,
  fontSize: vars.font.size.xs,
});

/** A common applet's QR code beside its link and scope; stacked on a phone. */
export const appletLink = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['4'],
  minWidth: 0,
});

export const unlockForm = style({ display: 'grid', gap: vars.space['3'] });
