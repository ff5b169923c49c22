import { globalStyle, style } from '@vanilla-extract/css';
import { phoneQuery, touchTargetSize, vars } from '@p5g/tokens';
import { field as formField } from './field.css.ts';

// Shared by Checkbox, RadioGroup and Switch: a clickable row of indicator then label text, with the
// description and error lined up under the label. Each component keeps its own indicator looks
// (checkmark, radio dot, switch track and thumb).

const markSize = 16;
/** One line of a choice's label: 14 px text at line height 1.5. */
const labelLineHeight = 21;

/** Stack of a CheckboxGroup's or RadioGroup's label, options, description and error. */
export const choiceGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  minWidth: 0,
});

/** The options of a group: stacked, or a wrapping row when horizontal. */
export const choiceOptions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  selectors: {
    // CheckboxGroup marks the options element itself; RAC's RadioGroup marks the group.
    [`&[data-orientation="horizontal"], ${choiceGroup}[data-orientation="horizontal"] &`]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space['6'],
    },
  },
});

/**
 * The field around one choice: stacks the row, description and error like every form field, and
 * lines the description and error up with the label text, past an indicator `indicatorWidth` px
 * wide (default: a checkbox's or radio's mark). Call it once per component, so that each gets its
 * own class.
 */
export function choiceField(indicatorWidth = markSize) {
  const field = style([formField]);
  globalStyle(`${field} > :not(:first-child)`, {
    paddingInlineStart: `calc(${indicatorWidth}px + ${vars.space['2']})`,
  });
  return field;
}

/** The clickable row: indicator, then the label text. RAC's data attributes drive its states. */
export const choiceRow = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
  color: vars.role.text,
  cursor: 'pointer',
  userSelect: 'none',
  // On a phone the row is a 44 px target: room above and below its first line.
  '@media': {
    [phoneQuery]: {
      minInlineSize: touchTargetSize,
      paddingBlock: (touchTargetSize - labelLineHeight) / 2,
    },
  },
  selectors: {
    '&[data-disabled]': { color: vars.role.textDisabled, cursor: 'not-allowed' },
  },
});

/** Any indicator (box, circle, track): never shrinks, and rings when its row has keyboard focus. */
export const choiceIndicator = style({
  flex: 'none',
  selectors: {
    [`${choiceRow}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.role.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

/** The bordered 16px box of a checkbox or circle of a radio, with its hover look. */
export const choiceMark = style([
  choiceIndicator,
  {
    width: markSize,
    height: markSize,
    // Centres the mark on the first line of a 14px / 1.5 label.
    marginBlockStart: 3,
    border: `1px solid ${vars.role.borderStrong}`,
    backgroundColor: vars.role.surface,
    selectors: {
      [`${choiceRow}[data-hovered] &`]: { borderColor: vars.role.accent },
    },
  },
]);

/**
 * A mark's invalid and disabled looks, to spread into the mark's own `selectors` after its selected
 * and pressed looks: at equal specificity the later rule wins, and these must win.
 */
export const choiceMarkInvalidAndDisabled = {
  [`${choiceRow}[data-invalid] &`]: { borderColor: vars.role.danger },
  [`${choiceRow}[data-disabled] &`]: {
    backgroundColor: vars.role.surfaceSunken,
    borderColor: vars.role.border,
  },
};
