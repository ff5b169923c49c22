import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';
import { field, inputBox } from '../../styles/field.css.ts';

export const select = style([field]);

export const trigger = style([
  inputBox,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      [`${select}[data-open] &`]: {
        borderColor: vars.role.accent,
        boxShadow: `0 0 0 2px ${vars.color.brand['100']}`,
      },
      [`${select}[data-invalid] &`]: { borderColor: vars.role.danger },
      [`${select}[data-invalid][data-open] &, ${select}[data-invalid] &[data-focused]`]: {
        boxShadow: `0 0 0 2px ${vars.color.danger['100']}`,
      },
    },
  },
]);

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.role.textPlaceholder },
    [`${select}[data-disabled] &`]: { color: vars.role.textDisabled },
  },
});

export const chevron = style({
  flex: 'none',
  color: vars.role.textSecondary,
  transition: `transform ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    [`${select}[data-open] &`]: { transform: 'rotate(180deg)' },
    [`${select}[data-disabled] &`]: { color: vars.role.textDisabled },
  },
});

export const popover = style({
  // RAC measures the trigger; the list is never narrower than it.
  minWidth: 'var(--trigger-width)',
  maxWidth: 'max(var(--trigger-width), 480px)',
  overflowY: 'auto',
  backgroundColor: vars.role.surface,
  border: `1px solid ${vars.role.border}`,
  borderRadius: vars.radius.control,
  boxShadow: vars.shadow.floating,
  zIndex: vars.zIndex.popover,
});

export const listBox = style({
  padding: vars.space['1'],
  outline: 'none',
  selectors: {
    '&[data-empty]': {
      paddingBlock: vars.space['4'],
      textAlign: 'center',
      fontSize: vars.font.size.sm,
      color: vars.role.textSecondary,
    },
  },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: 32,
  paddingBlock: 5,
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.control,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
  color: vars.role.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.role.surfaceSunken },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.role.focusRing}` },
    '&[data-selected]': {
      backgroundColor: vars.role.accentSubtle,
      color: vars.role.accent,
      fontWeight: vars.font.weight.medium,
    },
    '&[data-disabled]': { color: vars.role.textDisabled, cursor: 'not-allowed' },
  },
});

export const itemText = style({ flex: 1, minWidth: 0 });
