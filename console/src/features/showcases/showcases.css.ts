import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

export { header, note, page, panel, subtitle, title } from '../../lib/ui/page.css.ts';
export { actions, definition, facts, link, list, qrBox, term } from '../../lib/ui/card-list.css.ts';
export { chosen, editor, fieldRow as row, thumb, workspace } from '../../lib/ui/editor.css.ts';

export const saveState = style({ color: vars.role.textSecondary });

/** A card's cover picture on the lists, drawn at a fixed ratio so nothing shifts. */
export const cover = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.neutral['200'],
});

/** An album page's tile in the editor: the image, then its caption field. */
export const pageImage = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  backgroundColor: vars.color.neutral['200'],
});

export const pageCaption = style({
  display: 'grid',
  gap: vars.space['1'],
  padding: vars.space['2'],
});

export const coverMark = style({ color: vars.role.accent, fontSize: vars.font.size.xs });

/** The company home's preview: the page drawn at its zoom, clipped to the panel. */
export const previewFrame = style({
  position: 'relative',
  height: 560,
  overflow: 'hidden',
  border: `1px solid ${vars.role.border}`,
  borderRadius: vars.radius.control,
});

export const previewPage = style({
  height: '100%',
  border: 'none',
  transformOrigin: '0 0',
});
