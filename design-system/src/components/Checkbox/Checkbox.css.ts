import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';
import {
  choiceField,
  choiceGroup,
  choiceMark,
  choiceMarkInvalidAndDisabled,
  choiceOptions,
  choiceRow,
} from '../../styles/choice-control.css.ts';

export const group = choiceGroup;

export const options = choiceOptions;

export const field = choiceField();

export const checkbox = style([choiceRow]);

export const box = style([
  choiceMark,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: vars.radius.control,
    color: vars.role.textOnAccent,
    transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
    selectors: {
      [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
        backgroundColor: vars.role.accent,
        borderColor: vars.role.accent,
      },
      [`${checkbox}[data-pressed] &`]: { borderColor: vars.role.accentPressed },
      [`${checkbox}[data-selected][data-pressed] &, ${checkbox}[data-indeterminate][data-pressed] &`]:
        { backgroundColor: vars.role.accentPressed },
      [`${checkbox}[data-invalid][data-selected] &, ${checkbox}[data-invalid][data-indeterminate] &`]:
        { backgroundColor: vars.role.danger },
      ...choiceMarkInvalidAndDisabled,
      [`${checkbox}[data-disabled] &`]: { color: vars.role.textDisabled },
    },
  },
]);
