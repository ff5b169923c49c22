import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@p5g/tokens';

const slideIn = keyframes({ from: { transform: 'translateX(100%)' } });

/** The dimmed page; the panel sits against its end edge. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  justifyContent: 'flex-end',
  backgroundColor: vars.role.overlay,
});

/** Full height at the end edge; on a phone, the whole width. */
export const panel = recipe({
  base: {
    display: 'flex',
    height: '100%',
    width: '100%',
    outline: 'none',
    selectors: {
      '&[data-entering]': {
        animation: `${slideIn} ${vars.duration.normal} ${vars.easing.standard}`,
      },
    },
  },
  variants: {
    size: {
      medium: { maxWidth: 480 },
      large: { maxWidth: 720 },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const drawer = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minHeight: 0,
  backgroundColor: vars.role.surface,
  boxShadow: vars.shadow.dialog,
  outline: 'none',
});
