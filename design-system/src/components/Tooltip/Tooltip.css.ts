import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';
import { cjkParagraph } from '../../styles/cjk-text.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 } });

export const tooltip = style([
  cjkParagraph,
  {
    zIndex: vars.zIndex.tooltip,
    maxWidth: 280,
    paddingBlock: vars.space['1'],
    paddingInline: vars.space['2'],
    borderRadius: vars.radius.control,
    backgroundColor: vars.color.neutral['800'],
    color: vars.role.textOnAccent,
    boxShadow: vars.shadow.floating,
    fontSize: vars.font.size.xs,
    lineHeight: vars.font.lineHeight.body,
    overflowWrap: 'anywhere',
    selectors: {
      '&[data-entering]': {
        animation: `${fadeIn} ${vars.duration.instant} ${vars.easing.standard}`,
      },
      '&[data-exiting]': {
        animation: `${fadeIn} ${vars.duration.instant} ${vars.easing.standard} reverse`,
      },
    },
  },
]);

export const arrow = style({
  display: 'block',
  fill: vars.color.neutral['800'],
  selectors: {
    '[data-placement="bottom"] &': { transform: 'rotate(180deg)' },
    '[data-placement="left"] &': { transform: 'rotate(-90deg)' },
    '[data-placement="right"] &': { transform: 'rotate(90deg)' },
  },
});
