import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';
import { focusRing } from '../../styles/focus-ring.css.ts';
import { iconButton, phoneTouchTarget } from '../../styles/icon-button.css.ts';
import { cjkParagraph } from '../../styles/cjk-text.css.ts';

export const region = style({
  position: 'fixed',
  insetBlockStart: vars.space['6'],
  insetInline: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // The strip spans the page width; only the toasts themselves take clicks.
  pointerEvents: 'none',
  outline: 'none',
});

export const toast = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['2'],
    maxWidth: 'min(560px, calc(100vw - 32px))',
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['4'],
    backgroundColor: vars.role.surface,
    border: `1px solid ${vars.role.border}`,
    borderRadius: vars.radius.card,
    boxShadow: vars.shadow.floating,
    pointerEvents: 'auto',
  },
]);

export const icon = style({
  flexShrink: 0,
  marginBlockStart: 3,
  selectors: {
    '&[data-type="success"]': { color: vars.color.success['600'] },
    '&[data-type="error"]': { color: vars.role.danger },
    '&[data-type="warning"]': { color: vars.color.warning['600'] },
    '&[data-type="info"]': { color: vars.color.info['600'] },
  },
});

export const content = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  minWidth: 0,
});

export const text = style([
  cjkParagraph,
  {
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.body,
    color: vars.role.text,
  },
]);

/** The message's next step (a link) after its text, on the same line while there is room. */
export const action = style({
  flexShrink: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
  whiteSpace: 'nowrap',
});

export const closeButton = style([
  iconButton,
  {
    flexShrink: 0,
    width: 22,
    height: 22,
    ...phoneTouchTarget(22),
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.role.surfaceSunken, color: vars.role.text },
    },
  },
]);
