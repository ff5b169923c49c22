import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

const dotSize = 16;

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  minWidth: 0,
});

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  selectors: {
    [`${group}[data-orientation="horizontal"] &`]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space['6'],
    },
  },
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
});

export const radio = style({
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

/** The circle; selection thickens its border into a ring around a white dot, so it does not rely on colour. */
export const dot = style({
  flex: 'none',
  width: dotSize,
  height: dotSize,
  // Centres the circle on the first line of a 14px / 1.5 label.
  marginBlockStart: 3,
  borderRadius: '50%',
  border: `1px solid ${vars.role.borderStrong}`,
  backgroundColor: vars.role.surface,
  transition: `border-color ${vars.duration.fast}, border-width ${vars.duration.fast}`,
  selectors: {
    [`${radio}[data-hovered] &`]: { borderColor: vars.role.accent },
    [`${radio}[data-selected] &`]: { borderWidth: 5, borderColor: vars.role.accent },
    [`${radio}[data-selected][data-pressed] &`]: { borderColor: vars.role.accentPressed },
    [`${radio}[data-invalid] &`]: { borderColor: vars.role.danger },
    [`${radio}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.role.focusRing}`,
      outlineOffset: '2px',
    },
    [`${radio}[data-disabled] &`]: {
      backgroundColor: vars.role.surfaceSunken,
      borderColor: vars.role.border,
    },
    [`${radio}[data-disabled][data-selected] &`]: { borderColor: vars.role.textDisabled },
  },
});

// Lines a radio's description up with its label text, past the circle.
globalStyle(`${field} > :not(:first-child)`, {
  paddingInlineStart: `calc(${dotSize}px + ${vars.space['2']})`,
});
