import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.pageLoading,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  // Dims the page without hiding it, so the user keeps their place.
  backgroundColor: `color-mix(in srgb, ${vars.role.surface} 70%, transparent)`,
  cursor: 'progress',
});
