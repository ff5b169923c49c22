import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';
import { focusRing } from './focus-ring.css.ts';

/**
 * A borderless button holding one icon (close, clear, previous/next month). Compose it with the
 * size and the hover, pressed and disabled colours of its place.
 */
export const iconButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.control,
    backgroundColor: 'transparent',
    color: vars.role.textSecondary,
    cursor: 'pointer',
  },
]);
