import { style } from '@vanilla-extract/css';
import { phoneQuery, vars } from '@p5g/tokens';
import { focusRing } from '../../styles/focus-ring.css.ts';
import { phoneHitArea } from '../../styles/touch-target.css.ts';

export const link = style([
  focusRing,
  {
    display: 'inline',
    color: vars.role.link,
    textDecoration: 'none',
    borderRadius: 2,
    cursor: 'pointer',
    overflowWrap: 'anywhere',
    transition: `color ${vars.duration.fast}`,
    selectors: {
      '&[data-hovered]': { color: vars.role.accentHover, textDecoration: 'underline' },
      '&[data-pressed]': { color: vars.role.accentPressed },
      // Text colour alone does not mark a link inside running text; the underline does.
      '&[data-variant="inline"]': { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
      '&[data-disabled]': {
        color: vars.role.textSecondary,
        textDecoration: 'none',
        cursor: 'not-allowed',
      },
    },
  },
]);

/**
 * A link on its own (not inside running text) is a 44 px target on a phone; one box even when its
 * text wraps, so that the target is that box.
 */
export const standalone = style([
  phoneHitArea,
  { '@media': { [phoneQuery]: { display: 'inline-block' } } },
]);

export const externalIcon = style({
  display: 'inline-block',
  marginInlineStart: 2,
  verticalAlign: '-0.1em',
});
