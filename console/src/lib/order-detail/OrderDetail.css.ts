import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

// minmax(0, 1fr): a wide table scrolls in its own box instead of widening the column, and the sheet with it.
export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['5'],
});

export const sectionTitle = style({
  margin: 0,
  marginBlockEnd: vars.space['2'],
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const proof = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: 320,
  border: `1px solid ${vars.role.divider}`,
  borderRadius: vars.radius.control,
  objectFit: 'contain',
  backgroundColor: vars.role.surfaceSunken,
});
