import { style } from '@vanilla-extract/css';
import { phoneQuery, touchTargetSize, vars } from '@p5g/tokens';
import { inputBox } from '../../styles/field.css.ts';
import { focusRing } from '../../styles/focus-ring.css.ts';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
  color: vars.role.text,
  fontVariantNumeric: 'tabular-nums',
});

export const total = style({
  marginInlineEnd: vars.space['2'],
  color: vars.role.textSecondary,
  whiteSpace: 'nowrap',
});

/** The page buttons wrap rather than push a narrow screen sideways (44 px each on a phone). */
export const pages = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const pageButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    minWidth: 32,
    height: 32,
    '@media': { [phoneQuery]: { minWidth: touchTargetSize, height: touchTargetSize } },
    paddingInline: 6,
    border: `1px solid ${vars.role.border}`,
    borderRadius: vars.radius.control,
    backgroundColor: vars.role.surface,
    color: vars.role.text,
    fontFamily: 'inherit',
    fontSize: vars.font.size.sm,
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
    transition: `border-color ${vars.duration.fast}, color ${vars.duration.fast}`,
    selectors: {
      '&[data-hovered]': { borderColor: vars.role.accent, color: vars.role.accent },
      '&[aria-current="page"]': {
        borderColor: vars.role.accent,
        backgroundColor: vars.role.accentSubtle,
        color: vars.color.brand['700'],
        fontWeight: vars.font.weight.semibold,
      },
      '&[data-disabled]': {
        borderColor: vars.role.border,
        backgroundColor: vars.role.surfaceSunken,
        color: vars.role.textDisabled,
        cursor: 'not-allowed',
      },
    },
  },
]);

export const ellipsis = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 32,
  height: 32,
  '@media': { [phoneQuery]: { height: touchTargetSize } },
  color: vars.role.textSecondary,
});

export const selectButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space['2'],
    height: 32,
    '@media': { [phoneQuery]: { height: touchTargetSize } },
    paddingInline: vars.space['3'],
    border: `1px solid ${vars.role.borderStrong}`,
    borderRadius: vars.radius.control,
    backgroundColor: vars.role.surface,
    color: vars.role.text,
    fontFamily: 'inherit',
    fontSize: vars.font.size.sm,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered], &[data-pressed]': { borderColor: vars.role.accent },
    },
  },
]);

export const selectIcon = style({
  color: vars.role.textSecondary,
  flexShrink: 0,
});

export const popover = style({
  minWidth: 'var(--trigger-width)',
  padding: vars.space['1'],
  backgroundColor: vars.role.surface,
  border: `1px solid ${vars.role.border}`,
  borderRadius: vars.radius.control,
  boxShadow: vars.shadow.floating,
  zIndex: vars.zIndex.popover,
  outline: 'none',
});

export const listBox = style({
  outline: 'none',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  paddingBlock: 5,
  paddingInline: vars.space['3'],
  '@media': { [phoneQuery]: { minHeight: touchTargetSize } },
  borderRadius: vars.radius.control,
  fontSize: vars.font.size.sm,
  color: vars.role.text,
  cursor: 'pointer',
  outline: 'none',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.role.page },
    '&[data-focus-visible]': { outline: `2px solid ${vars.role.focusRing}`, outlineOffset: '-2px' },
    '&[data-selected]': {
      backgroundColor: vars.role.accentSubtle,
      color: vars.color.brand['700'],
      fontWeight: vars.font.weight.medium,
    },
  },
});

export const jumper = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  whiteSpace: 'nowrap',
  color: vars.role.textSecondary,
});

export const jumperInput = style([
  inputBox,
  {
    width: 56,
    textAlign: 'center',
    fontVariantNumeric: 'tabular-nums',
  },
]);
