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

export const radio = style([choiceRow]);

/** The circle; selection thickens its border into a ring around a white dot, so it does not rely on colour. */
export const dot = style([
  choiceMark,
  {
    borderRadius: '50%',
    transition: `border-color ${vars.duration.fast}, border-width ${vars.duration.fast}`,
    selectors: {
      [`${radio}[data-selected] &`]: { borderWidth: 5, borderColor: vars.role.accent },
      [`${radio}[data-selected][data-pressed] &`]: { borderColor: vars.role.accentPressed },
      [`${radio}[data-disabled][data-selected] &`]: { borderColor: vars.role.textDisabled },
      ...choiceMarkInvalidAndDisabled,
    },
  },
]);
