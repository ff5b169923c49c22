import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

export const form = style({ display: 'grid', gap: vars.space['4'] });

// The proof's drop zone is as wide as the inputs above it (FileUpload alone stops at 480 px).
globalStyle(`${form} > [role="group"]`, { maxWidth: 'none' });

export const summary = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  padding: vars.space['3'],
  listStyle: 'none',
  borderRadius: vars.radius.control,
  backgroundColor: vars.role.surfaceSunken,
});

export const summaryLine = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  fontVariantNumeric: 'tabular-nums',
});

export const total = style({ fontWeight: vars.font.weight.semibold });

/**
 * The actions stay at the bottom of the dialog while its body scrolls (a 768 px high window does
 * not show the whole form).
 */
export const actions = style({
  position: 'sticky',
  insetBlockEnd: 0,
  zIndex: 1,
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
  paddingBlock: vars.space['3'],
  backgroundColor: vars.role.surface,
  borderBlockStart: `1px solid ${vars.role.divider}`,
});
