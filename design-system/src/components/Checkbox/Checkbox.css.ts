import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

const boxSize = 16;

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
    '&[data-orientation="horizontal"]': {
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

export const checkbox = style({
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

export const box = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: boxSize,
  height: boxSize,
  // Centres the box on the first line of a 14px / 1.5 label.
  marginBlockStart: 3,
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.role.borderStrong}`,
  backgroundColor: vars.role.surface,
  color: vars.role.textOnAccent,
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.role.accent },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      backgroundColor: vars.role.accent,
      borderColor: vars.role.accent,
    },
    [`${checkbox}[data-pressed] &`]: { borderColor: vars.role.accentPressed },
    [`${checkbox}[data-selected][data-pressed] &, ${checkbox}[data-indeterminate][data-pressed] &`]:
      { backgroundColor: vars.role.accentPressed },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.role.danger },
    [`${checkbox}[data-invalid][data-selected] &, ${checkbox}[data-invalid][data-indeterminate] &`]:
      { backgroundColor: vars.role.danger },
    [`${checkbox}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.role.focusRing}`,
      outlineOffset: '2px',
    },
    [`${checkbox}[data-disabled] &`]: {
      backgroundColor: vars.role.surfaceSunken,
      borderColor: vars.role.border,
      color: vars.role.textDisabled,
    },
  },
});

// Lines the description and error up with the label text, past the box.
globalStyle(`${field} > :not(:first-child)`, {
  paddingInlineStart: `calc(${boxSize}px + ${vars.space['2']})`,
});
