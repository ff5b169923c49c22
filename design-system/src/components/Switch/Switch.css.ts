import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';
import { choiceField, choiceIndicator, choiceRow } from '../../styles/choice-control.css.ts';

const trackWidth = 36;
const trackHeight = 20;
const thumbSize = 16;
const thumbInset = (trackHeight - thumbSize) / 2;

export const field = choiceField(trackWidth);

export const switchButton = style([choiceRow]);

/** The track; the thumb's side tells on from off, colour only reinforces it. */
export const track = style([
  choiceIndicator,
  {
    position: 'relative',
    width: trackWidth,
    height: trackHeight,
    // Centres the 20px track on the first line of a 14px / 1.5 label.
    marginBlockStart: 1,
    borderRadius: vars.radius.pill,
    backgroundColor: vars.role.borderStrong,
    transition: `background-color ${vars.duration.fast}`,
    selectors: {
      [`${switchButton}[data-hovered] &`]: { backgroundColor: vars.role.textSecondary },
      [`${switchButton}[data-selected] &`]: { backgroundColor: vars.role.accent },
      [`${switchButton}[data-selected][data-hovered] &`]: {
        backgroundColor: vars.role.accentHover,
      },
      [`${switchButton}[data-selected][data-pressed] &`]: {
        backgroundColor: vars.role.accentPressed,
      },
      [`${switchButton}[data-disabled] &`]: { backgroundColor: vars.role.border },
      [`${switchButton}[data-disabled][data-selected] &`]: {
        backgroundColor: vars.color.brand['200'],
      },
    },
  },
]);

export const thumb = style({
  position: 'absolute',
  insetBlockStart: thumbInset,
  insetInlineStart: thumbInset,
  width: thumbSize,
  height: thumbSize,
  borderRadius: '50%',
  backgroundColor: vars.role.surface,
  boxShadow: vars.shadow.raised,
  transition: `transform ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    [`${switchButton}[data-selected] &`]: {
      transform: `translateX(${trackWidth - thumbSize - 2 * thumbInset}px)`,
    },
  },
});
