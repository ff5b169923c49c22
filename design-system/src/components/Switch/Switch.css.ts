import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

const trackWidth = 36;
const trackHeight = 20;
const thumbSize = 16;
const thumbInset = (trackHeight - thumbSize) / 2;

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
});

export const switchButton = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
  color: vars.role.text,
  cursor: 'pointer',
  userSelect: 'none',
  selectors: {
    '&[data-disabled]': { color: vars.role.textDisabled, cursor: 'not-allowed' },
  },
});

/** The track; the thumb's side tells on from off, colour only reinforces it. */
export const track = style({
  flex: 'none',
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
    [`${switchButton}[data-selected][data-hovered] &`]: { backgroundColor: vars.role.accentHover },
    [`${switchButton}[data-selected][data-pressed] &`]: {
      backgroundColor: vars.role.accentPressed,
    },
    [`${switchButton}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.role.focusRing}`,
      outlineOffset: '2px',
    },
    [`${switchButton}[data-disabled] &`]: { backgroundColor: vars.role.border },
    [`${switchButton}[data-disabled][data-selected] &`]: {
      backgroundColor: vars.color.brand['200'],
    },
  },
});

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

// Lines the description up with the label text, past the track.
globalStyle(`${field} > :not(:first-child)`, {
  paddingInlineStart: `calc(${trackWidth}px + ${vars.space['2']})`,
});
