import { style } from '@vanilla-extract/css';
import { phoneQuery, touchTargetSize, vars } from '@p5g/tokens';
import { inputBox } from './field.css.ts';
import { inputFocus, invalidInputFocus } from './focus-ring.css.ts';

/**
 * The button of a select-like field (select, region cascader): an input box holding the value
 * and a chevron. It is open while `aria-expanded="true"`; RAC's data attributes drive the rest.
 */
export const fieldTrigger = style([
  inputBox,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&[aria-expanded="true"]': inputFocus,
      '&[data-invalid][aria-expanded="true"], &[data-invalid][data-focused]': invalidInputFocus,
    },
  },
]);

/** The chosen value, or the placeholder when it carries `data-placeholder`; one line, ellipsed. */
export const fieldTriggerValue = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.role.textPlaceholder },
    [`${fieldTrigger}[data-disabled] &`]: { color: vars.role.textDisabled },
  },
});

/** The chevron at the end of the trigger; it turns over while the field is open. */
export const fieldTriggerChevron = style({
  flex: 'none',
  color: vars.role.textSecondary,
  transition: `transform ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    [`${fieldTrigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' },
    [`${fieldTrigger}[data-disabled] &`]: { color: vars.role.textDisabled },
  },
});

/** An option in the list a select-like field opens: hovered, focused and selected states. */
export const fieldOption = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: 32,
  paddingBlock: 5,
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.control,
  '@media': { [phoneQuery]: { minHeight: touchTargetSize } },
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
  color: vars.role.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.role.surfaceSunken },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.role.focusRing}` },
    '&[data-selected]': {
      backgroundColor: vars.role.accentSubtle,
      color: vars.role.accent,
      fontWeight: vars.font.weight.medium,
    },
  },
});
