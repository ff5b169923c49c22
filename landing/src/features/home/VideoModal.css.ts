import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';
import { focusRing } from './focus.css.ts';

export const dialog = style({
  position: 'fixed',
  padding: 0,
  border: 'none',
  overflow: 'visible',
  background: 'black',
  boxShadow: vars.shadow.dialog,
  selectors: { '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.7)' } },
});

export const video = style({ display: 'block', width: 880, height: 495, background: 'black' });

export const close = style([
  focusRing,
  {
    position: 'absolute',
    insetBlockStart: -44,
    insetInlineEnd: 0,
    display: 'grid',
    placeItems: 'center',
    width: 36,
    height: 36,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.pill,
    color: vars.role.textOnAccent,
    backgroundColor: 'rgba(255, 255, 255, 0.2)',
    cursor: 'pointer',
    ':hover': { backgroundColor: 'rgba(255, 255, 255, 0.35)' },
  },
]);
