import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { phoneQuery, vars } from '@p5g/tokens';
import { iconButton, phoneTouchTarget } from '../../styles/icon-button.css.ts';
import { cjkParagraph } from '../../styles/cjk-text.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 } });
const popIn = keyframes({ from: { opacity: 0, transform: 'scale(0.96)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['6'],
  backgroundColor: vars.role.overlay,
  // On a phone the dialog is a full-screen sheet: no margin around it.
  '@media': { [phoneQuery]: { padding: 0 } },
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.duration.normal} ${vars.easing.standard}` },
    '&[data-exiting]': {
      animation: `${fadeIn} ${vars.duration.fast} ${vars.easing.standard} reverse`,
    },
  },
});

export const modal = recipe({
  base: {
    display: 'flex',
    width: '100%',
    maxHeight: '100%',
    outline: 'none',
    selectors: {
      '&[data-entering]': { animation: `${popIn} ${vars.duration.normal} ${vars.easing.standard}` },
    },
  },
  variants: {
    size: {
      small: { maxWidth: 400 },
      medium: { maxWidth: 560 },
      large: { maxWidth: 800 },
    },
  },
  defaultVariants: { size: 'medium' },
});

// After the size variants, so that on a phone every size fills the screen.
globalStyle(`${modal.classNames.base}`, {
  '@media': { [phoneQuery]: { maxWidth: 'none', height: '100%' } },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minHeight: 0,
  backgroundColor: vars.role.surface,
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.dialog,
  outline: 'none',
  '@media': { [phoneQuery]: { borderRadius: 0 } },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  paddingBlock: vars.space['4'],
  paddingInline: vars.space['6'],
  borderBottom: `1px solid ${vars.role.divider}`,
});

export const title = style([
  cjkParagraph,
  {
    flex: 1,
    minWidth: 0,
    margin: 0,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.body,
    color: vars.role.text,
  },
]);

export const closeButton = style([
  iconButton,
  {
    flexShrink: 0,
    width: 24,
    height: 24,
    ...phoneTouchTarget(24),
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.role.surfaceSunken, color: vars.role.text },
      '&[data-pressed]': { backgroundColor: vars.color.neutral['200'] },
      '&[data-disabled]': { color: vars.role.textDisabled, cursor: 'not-allowed' },
    },
  },
]);

export const body = style([
  cjkParagraph,
  {
    flex: 1,
    minHeight: 0,
    overflowY: 'auto',
    paddingBlock: vars.space['5'],
    paddingInline: vars.space['6'],
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.relaxed,
    color: vars.role.text,
    outline: 'none',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.role.focusRing}`, outlineOffset: '-2px' },
    },
  },
]);

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['6'],
  borderTop: `1px solid ${vars.role.divider}`,
});

/** ConfirmDialog: icon beside the message, no header rule. */
export const confirmBody = style({
  display: 'flex',
  gap: vars.space['3'],
  paddingBlockStart: vars.space['6'],
  paddingBlockEnd: vars.space['2'],
  paddingInline: vars.space['6'],
});

export const confirmIcon = style({
  flexShrink: 0,
  marginBlockStart: 2,
  color: vars.role.accent,
  selectors: {
    '&[data-tone="danger"]': { color: vars.role.danger },
  },
});

export const confirmText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  minWidth: 0,
  flex: 1,
});

export const confirmMessage = style([
  cjkParagraph,
  {
    margin: 0,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.relaxed,
    color: vars.role.textSecondary,
  },
]);

export const confirmFooter = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space['3'],
  padding: vars.space['6'],
  paddingBlockStart: vars.space['4'],
});
