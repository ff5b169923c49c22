import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';
import { inputBox } from '../../styles/field.css.ts';

export const textArea = style([
  inputBox,
  {
    display: 'block',
    resize: 'vertical',
    fontVariantNumeric: 'tabular-nums',
    selectors: {
      '&[data-disabled]': { resize: 'none' },
    },
  },
]);

/** Description on the left, character count on the right, under the box. */
export const footer = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
});

export const footerText = style({ flex: 1, minWidth: 0 });

export const count = style({
  marginInlineStart: 'auto',
  flexShrink: 0,
  fontSize: vars.font.size.xs,
  color: vars.role.textSecondary,
  fontVariantNumeric: 'tabular-nums',
});
