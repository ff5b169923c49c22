import { style } from '@vanilla-extract/css';
import { phoneQuery, touchTargetSize } from '@p5g/tokens';

/** How far a side of the hit area reaches past a control of `100%` along that side: ≤ 0. */
const reach = `min(0px, calc((100% - ${touchTargetSize}px) / 2))`;

/**
 * On a phone, a control drawn smaller than the touch target (a text button, a small button, a link
 * on its own) is tapped through a transparent `::before` centred on it, at least `touchTargetSize`
 * square: its looks and the layout stay as they are. The control becomes the `::before`'s
 * containing block, so it must not be positioned itself. Neighbours stand far enough apart that
 * their areas do not overlap (44 px from centre to centre).
 */
export const phoneHitArea = style({
  '@media': {
    [phoneQuery]: {
      position: 'relative',
      selectors: {
        '&::before': {
          content: '""',
          position: 'absolute',
          insetInline: reach,
          insetBlock: reach,
        },
      },
    },
  },
});
