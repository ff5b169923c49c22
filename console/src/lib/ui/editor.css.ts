import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

/** An editor beside its preview on a wide screen, above it on a narrow one. */
export const workspace = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': {
    'screen and (min-width: 1200px)': { gridTemplateColumns: 'minmax(0, 1fr) 420px' },
  },
});

/** The editor's sections (or a form's fields), one under another. */
export const editor = style({ display: 'grid', gap: vars.space['4'], minWidth: 0 });

/** Short fields side by side while they fit, one under another on a phone. */
export const fieldRow = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))',
  alignItems: 'start',
});

/** What was chosen from the library (its name or thumbnail) and the buttons to change it. */
export const chosen = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
});

/** A chosen picture's thumbnail. */
export const thumb = style({
  width: 96,
  height: 64,
  objectFit: 'cover',
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.role.border}`,
});
