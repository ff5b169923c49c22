import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';
import { focusRing } from './focus.css.ts';

export const footer = style({
  paddingBlock: '0.2rem 0.8rem',
  paddingInline: '0.16rem',
  color: vars.color.neutral['200'],
  backgroundColor: vars.color.neutral['800'],
  fontSize: '0.12rem',
  lineHeight: 1.8,
  textAlign: 'center',
});

globalStyle(`${footer} p`, { margin: 0 });

export const link = style([focusRing, { color: vars.color.neutral['0'] }]);
