import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';
import { field } from '../../styles/field.css.ts';
import {
  fieldOption,
  fieldTrigger,
  fieldTriggerChevron,
  fieldTriggerValue,
} from '../../styles/field-trigger.css.ts';
import { invalidInputFocus } from '../../styles/focus-ring.css.ts';

export const select = style([field]);

// RAC puts the field's invalid state on the select, not on its button.
export const trigger = style([
  fieldTrigger,
  {
    selectors: {
      [`${select}[data-invalid] &`]: { borderColor: vars.role.danger },
      [`${select}[data-invalid][data-open] &, ${select}[data-invalid] &[data-focused]`]:
        invalidInputFocus,
    },
  },
]);

export const value = fieldTriggerValue;

export const chevron = fieldTriggerChevron;

export const popover = style({
  // RAC measures the trigger; the list is never narrower than it.
  minWidth: 'var(--trigger-width)',
  maxWidth: 'max(var(--trigger-width), 480px)',
  overflowY: 'auto',
  backgroundColor: vars.role.surface,
  border: `1px solid ${vars.role.border}`,
  borderRadius: vars.radius.control,
  boxShadow: vars.shadow.floating,
  zIndex: vars.zIndex.popover,
});

export const listBox = style({
  padding: vars.space['1'],
  outline: 'none',
  selectors: {
    '&[data-empty]': {
      paddingBlock: vars.space['4'],
      textAlign: 'center',
      fontSize: vars.font.size.sm,
      color: vars.role.textSecondary,
    },
  },
});

export const item = style([
  fieldOption,
  { selectors: { '&[data-disabled]': { color: vars.role.textDisabled, cursor: 'not-allowed' } } },
]);

export const itemText = style({ flex: 1, minWidth: 0 });
