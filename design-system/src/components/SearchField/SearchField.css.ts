import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';
import { field } from '../../styles/field.css.ts';
import { focusRing } from '../../styles/focus-ring.css.ts';
import { phoneTouchTarget } from '../../styles/icon-button.css.ts';
import { box as textFieldBox, input as textFieldInput } from '../TextField/TextField.css.ts';

export const root = style([field]);

export const box = style([textFieldBox, { gap: vars.space['1'] }]);

export const icon = style({ flexShrink: 0, color: vars.role.textSecondary });

export const input = style([
  textFieldInput,
  {
    selectors: {
      '&::-webkit-search-cancel-button, &::-webkit-search-decoration': { appearance: 'none' },
    },
  },
]);

export const clearButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: 20,
    height: 20,
    ...phoneTouchTarget(20),
    padding: 0,
    border: 0,
    borderRadius: vars.radius.control,
    background: 'transparent',
    color: vars.role.textSecondary,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { color: vars.role.text, backgroundColor: vars.role.surfaceSunken },
      [`${root}[data-empty] &, ${root}[data-disabled] &`]: { visibility: 'hidden' },
    },
  },
]);
