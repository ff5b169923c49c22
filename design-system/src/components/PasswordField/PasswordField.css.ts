import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';
import { iconButton } from '../../styles/icon-button.css.ts';

export const toggle = style([
  iconButton,
  {
    flexShrink: 0,
    width: 24,
    height: 24,
    selectors: {
      '&[data-hovered]': { color: vars.role.text },
    },
  },
]);

export const checklist = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const rule = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['1'],
  color: vars.role.textSecondary,
  selectors: {
    '&[data-met]': { color: vars.color.success['600'] },
    '&[data-broken]': { color: vars.role.danger },
  },
});

export const ruleIcon = style({
  flexShrink: 0,
  // Centred on the first line of 12 px / 1.5 text.
  marginBlockStart: 3,
});
