import { style } from '@vanilla-extract/css';
import { phoneQuery, touchTargetSize, vars } from '@p5g/tokens';
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

/**
 * On a phone, an icon button drawn `size` px square takes the 44 px touch target around its icon;
 * the negative margin keeps the layout as it was. Spread into the button's style.
 */
export const phoneTouchTarget = (size: number) => ({
  '@media': {
    [phoneQuery]: {
      width: touchTargetSize,
      height: touchTargetSize,
      margin: (size - touchTargetSize) / 2,
    },
  },
});
