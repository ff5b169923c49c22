import { keyframes, style } from '@vanilla-extract/css';
import { phoneQuery, vars } from '@p5g/tokens';
import { cjkParagraph } from '../../styles/cjk-text.css.ts';
import { focusRing } from '../../styles/focus-ring.css.ts';
import { phoneHitArea } from '../../styles/touch-target.css.ts';

const fadeIn = keyframes({ from: { opacity: 0, transform: 'translateY(-4px)' } });

export const trigger = style([
  focusRing,
  phoneHitArea,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    minWidth: 0,
    maxWidth: '100%',
    paddingBlock: vars.space['1'],
    paddingInline: vars.space['2'],
    // A phone's header gives the name little room; the hit area stays 44 px tall all the same.
    '@media': { [phoneQuery]: { paddingInline: vars.space['1'] } },
    border: 'none',
    borderRadius: vars.radius.control,
    background: 'none',
    color: vars.role.text,
    fontFamily: 'inherit',
    fontSize: vars.font.size.sm,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered], &[aria-expanded="true"]': { color: vars.role.accent },
    },
  },
]);

/** The trigger's label stays on one line, cut short with … where there is no room for it. */
export const triggerLabel = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const chevron = style({
  flexShrink: 0,
  transition: `transform ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const card = style([
  cjkParagraph,
  {
    zIndex: vars.zIndex.popover,
    minWidth: 200,
    maxWidth: 320,
    padding: vars.space['4'],
    borderRadius: vars.radius.card,
    backgroundColor: vars.role.surface,
    boxShadow: vars.shadow.floating,
    border: `1px solid ${vars.role.divider}`,
    outline: 'none',
    color: vars.role.text,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.body,
    overflowWrap: 'anywhere',
    selectors: {
      '&[data-entering]': { animation: `${fadeIn} ${vars.duration.fast} ${vars.easing.standard}` },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
]);
