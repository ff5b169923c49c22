import { keyframes, style } from '@vanilla-extract/css';
import { touchTargetSize, vars } from '@p5g/tokens';
import { cjkLabel } from '../../styles/cjk-text.css.ts';
import { focusRing } from '../../styles/focus-ring.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 } });
const slideUp = keyframes({ from: { transform: 'translateY(100%)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'flex-end',
  backgroundColor: vars.role.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.duration.normal} ${vars.easing.standard}` },
    '&[data-exiting]': {
      animation: `${fadeIn} ${vars.duration.normal} ${vars.easing.standard} reverse`,
    },
  },
});

export const sheet = style({
  display: 'flex',
  width: '100%',
  backgroundColor: vars.role.surface,
  borderStartStartRadius: vars.radius.card,
  borderStartEndRadius: vars.radius.card,
  boxShadow: vars.shadow.dialog,
  outline: 'none',
  // Keeps the content above the home indicator on notched phones.
  paddingBlockEnd: 'env(safe-area-inset-bottom)',
  selectors: {
    '&[data-entering]': { animation: `${slideUp} ${vars.duration.normal} ${vars.easing.standard}` },
    '&[data-exiting]': {
      animation: `${slideUp} ${vars.duration.normal} ${vars.easing.standard} reverse`,
    },
  },
  '@media': {
    // Appear in place instead of travelling across the screen.
    '(prefers-reduced-motion: reduce)': {
      selectors: {
        '&[data-entering]': { animation: `${fadeIn} ${vars.duration.normal}` },
        '&[data-exiting]': { animation: `${fadeIn} ${vars.duration.normal} reverse` },
      },
    },
  },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minHeight: 0,
  outline: 'none',
});

export const header = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: 48,
  paddingInline: vars.space['2'],
  borderBottom: `1px solid ${vars.role.divider}`,
});

export const title = style([
  cjkLabel,
  {
    gridColumn: 2,
    margin: 0,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.body,
    color: vars.role.text,
    textAlign: 'center',
    overflowWrap: 'anywhere',
  },
]);

export const start = style({ justifySelf: 'start' });

export const end = style({ justifySelf: 'end' });

export const headerButton = style([
  focusRing,
  {
    minWidth: touchTargetSize,
    minHeight: touchTargetSize,
    paddingInline: vars.space['2'],
    border: 'none',
    borderRadius: vars.radius.control,
    backgroundColor: 'transparent',
    fontFamily: 'inherit',
    fontSize: vars.font.size.sm,
    color: vars.role.textSecondary,
    cursor: 'pointer',
    selectors: {
      '&[data-pressed]': { backgroundColor: vars.role.surfaceSunken },
      '&[data-disabled]': { color: vars.role.textDisabled, cursor: 'not-allowed' },
    },
  },
]);

export const confirmButton = style({
  color: vars.role.link,
  fontWeight: vars.font.weight.medium,
});

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space['4'],
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.relaxed,
  color: vars.role.text,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.role.focusRing}`, outlineOffset: '-2px' },
  },
});
