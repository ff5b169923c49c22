import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';
import { cjkLabel } from '../../styles/cjk-text.css.ts';

export const empty = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    color: vars.role.textSecondary,
  },
  variants: {
    size: {
      small: { gap: vars.space['2'], paddingBlock: vars.space['6'], fontSize: vars.font.size.xs },
      medium: { gap: vars.space['3'], paddingBlock: vars.space['10'], fontSize: vars.font.size.sm },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const icon = style({
  color: vars.color.neutral['400'],
  flexShrink: 0,
});

// Short sentences, broken after their punctuation rather than mid-word (您尚未开通该/服务。).
export const description = style([
  cjkLabel,
  {
    margin: 0,
    maxWidth: '32em',
    lineHeight: vars.font.lineHeight.relaxed,
  },
]);

export const action = style({
  marginBlockStart: vars.space['1'],
});
