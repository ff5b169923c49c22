import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';
import { cjkParagraph } from '../../styles/cjk-text.css.ts';

/** Thumbnail beside the details; on a narrow card (a 320 px phone) the details go under it. */
export const body = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['4'],
  minWidth: 0,
});

/** The thumbnail box: a picture, or the phone preview drawn at a third of its size. */
export const thumbnail = style({
  flexShrink: 0,
  boxSizing: 'border-box',
  // 320 px × the preview's zoom, plus the border.
  width: 110,
  height: 146,
  overflow: 'hidden',
  borderRadius: vars.radius.control,
  backgroundColor: vars.role.surfaceSunken,
  border: `1px solid ${vars.role.divider}`,
});

export const thumbnailImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const miniPreview = style({
  width: 320,
  zoom: 0.3375,
  pointerEvents: 'none',
});

export const details = style({
  flex: '1 1 180px',
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  alignContent: 'start',
  gap: `${vars.space['2']} ${vars.space['3']}`,
  margin: 0,
  minWidth: 0,
  fontSize: vars.font.size.sm,
});

export const term = style({ color: vars.role.textSecondary });

export const definition = style([cjkParagraph, { margin: 0, minWidth: 0 }]);

export const rejectReason = style([definition, { color: vars.color.danger['700'] }]);
