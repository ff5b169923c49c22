import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

export { note, page, panel, subtitle, title } from '../../lib/ui/page.css.ts';
export { definition, link, qrBox, term } from '../../lib/ui/card-list.css.ts';
export {
  chosen,
  thumb as coverThumb,
  editor,
  fieldRow as row,
  workspace,
} from '../../lib/ui/editor.css.ts';

export const previews = style({
  display: 'grid',
  gap: vars.space['3'],
  minWidth: 0,
  '@media': { 'screen and (min-width: 1200px)': { position: 'sticky', top: vars.space['4'] } },
});

export const related = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const relatedItem = style({
  display: 'grid',
  gap: vars.space['2'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr)) auto',
  alignItems: 'end',
});

export const paid = style({
  marginInlineStart: vars.space['2'],
  paddingInline: vars.space['1'],
  borderRadius: vars.radius.card,
  color: vars.color.warning['700'],
  border: `1px solid currentColor`,
  fontSize: vars.font.size.xs,
});

export const mapBox = style({ height: 420, position: 'relative' });

export const previewPage = style({
  minHeight: '100vh',
  padding: vars.space['4'],
  backgroundColor: vars.role.page,
});
