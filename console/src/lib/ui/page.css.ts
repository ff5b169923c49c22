import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

/**
 * The frame of a console page: a title row with its actions, a note, then the content. Pages
 * keep clear of the floating side menu through the layout, not here.
 */
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const title = style({ margin: 0, fontSize: vars.font.size.xl });

/** A title with a short state beside it (an editor's 已保存), on one line while it fits. */
export const titleWithState = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  minWidth: 0,
});

export const subtitle = style({ margin: 0, fontSize: vars.font.size.lg });

export const note = style({ margin: 0, color: vars.role.textSecondary });

/** A raised card holding one part of a page. */
export const panel = style({
  display: 'grid',
  gap: vars.space['3'],
  alignContent: 'start',
  padding: vars.space['4'],
  backgroundColor: vars.role.surface,
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.raised,
  minWidth: 0,
});
