import { style } from '@vanilla-extract/css';
import { phoneQuery, touchTargetSize, vars } from '@p5g/tokens';
import { field, inputBox } from '../../styles/field.css.ts';
import { focusRing } from '../../styles/focus-ring.css.ts';
import { iconButton as iconButtonBase } from '../../styles/icon-button.css.ts';

export const root = style([field, { width: 'fit-content', maxWidth: '100%' }]);

export const group = style([
  inputBox,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    width: 'auto',
    // Room for filled dates and the clear button, so the box does not jump as you type.
    minWidth: 248,
    paddingBlock: 0,
    paddingInlineEnd: vars.space['1'],
    cursor: 'text',
  },
]);

export const dateInput = style({
  display: 'flex',
  alignItems: 'center',
  paddingBlock: 5,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const segment = style({
  paddingInline: 1,
  borderRadius: 2,
  outline: 'none',
  color: vars.role.text,
  selectors: {
    '&[data-type="literal"]': { paddingInline: 0, whiteSpace: 'pre' },
    '&[data-placeholder]': { color: vars.role.textPlaceholder },
    '&[data-focused]': { backgroundColor: vars.role.accent, color: vars.role.textOnAccent },
    '&[data-disabled]': { color: vars.role.textDisabled },
  },
});

export const separator = style({
  color: vars.role.textSecondary,
  selectors: { [`${group}[data-disabled] &`]: { color: vars.role.textDisabled } },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  marginInlineStart: 'auto',
});

export const iconButton = style([
  iconButtonBase,
  {
    width: 24,
    height: 24,
    // On a phone, as tall as the 44 px box (over its 1 px border) and as wide: side by side, the
    // clear and calendar buttons do not share a target.
    '@media': {
      [phoneQuery]: { width: touchTargetSize, height: touchTargetSize, marginBlock: -1 },
    },
    selectors: {
      '&[data-hovered]': { color: vars.role.accent, backgroundColor: vars.role.accentSubtle },
      '&[data-pressed]': { color: vars.role.accentPressed },
      '&[data-disabled]': {
        color: vars.role.textDisabled,
        backgroundColor: 'transparent',
        cursor: 'not-allowed',
      },
    },
  },
]);

export const popover = style({
  zIndex: vars.zIndex.popover,
  padding: vars.space['3'],
  backgroundColor: vars.role.surface,
  border: `1px solid ${vars.role.border}`,
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.floating,
  outline: 'none',
});

export const dialog = style({ outline: 'none' });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  marginBottom: vars.space['2'],
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.role.text,
});

export const grid = style({
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
});

export const weekday = style({
  width: 36,
  height: 28,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.regular,
  color: vars.role.textSecondary,
});

export const cell = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 36,
    height: 32,
    marginBlock: 1,
    fontVariantNumeric: 'tabular-nums',
    color: vars.role.text,
    cursor: 'pointer',
    selectors: {
      '&[data-outside-month]': { visibility: 'hidden' },
      '&[data-hovered]': { backgroundColor: vars.color.neutral['100'] },
      '&[data-selected]': { backgroundColor: vars.role.accentSubtle },
      '&[data-selection-start], &[data-selection-end]': {
        backgroundColor: vars.role.accent,
        color: vars.role.textOnAccent,
      },
      '&[data-selection-start]': {
        borderStartStartRadius: vars.radius.control,
        borderEndStartRadius: vars.radius.control,
      },
      '&[data-selection-end]': {
        borderStartEndRadius: vars.radius.control,
        borderEndEndRadius: vars.radius.control,
      },
      '&[data-focus-visible]': { outlineOffset: -2 },
      '&[data-disabled], &[data-unavailable]': {
        color: vars.role.textDisabled,
        backgroundColor: vars.role.surfaceSunken,
        cursor: 'not-allowed',
      },
    },
  },
]);

/** The `today` date: a ring, so it still reads when the day is also selected. */
export const today = style({
  boxShadow: `inset 0 0 0 1px ${vars.role.accent}`,
  borderRadius: vars.radius.control,
  fontWeight: vars.font.weight.semibold,
});
