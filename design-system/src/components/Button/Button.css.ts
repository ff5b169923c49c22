import { recipe } from '@vanilla-extract/recipes';
import { phoneQuery, touchTargetSize, vars } from '@p5g/tokens';
import { focusRing } from '../../styles/focus-ring.css.ts';
import { phoneHitArea } from '../../styles/touch-target.css.ts';

export const button = recipe({
  base: [
    focusRing,
    // Every size smaller than `touch` is still a 44 px target on a phone.
    phoneHitArea,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space['2'],
      borderRadius: vars.radius.control,
      border: '1px solid transparent',
      fontFamily: 'inherit',
      fontWeight: vars.font.weight.medium,
      lineHeight: vars.font.lineHeight.tight,
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      userSelect: 'none',
      transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}, color ${vars.duration.fast}`,
      selectors: {
        '&[data-disabled]': { cursor: 'not-allowed' },
        '&[data-pending]': { cursor: 'progress' },
      },
    },
  ],
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.role.accent,
        color: vars.role.textOnAccent,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.role.accentHover },
          '&[data-pressed]': { backgroundColor: vars.role.accentPressed },
          '&[data-disabled]': {
            backgroundColor: vars.color.neutral['200'],
            color: vars.color.neutral['500'],
          },
        },
      },
      secondary: {
        backgroundColor: vars.role.surface,
        color: vars.role.text,
        borderColor: vars.role.borderStrong,
        selectors: {
          '&[data-hovered]': { borderColor: vars.role.accent, color: vars.role.accent },
          '&[data-pressed]': { backgroundColor: vars.role.accentSubtle },
          '&[data-disabled]': {
            backgroundColor: vars.color.neutral['100'],
            borderColor: vars.role.border,
            color: vars.color.neutral['500'],
          },
        },
      },
      text: {
        backgroundColor: 'transparent',
        color: vars.role.link,
        paddingInline: vars.space['1'],
        // Text buttons side by side (a table row's actions) each keep a target of their own: their
        // hit areas grow upwards and downwards only.
        '@media': { [phoneQuery]: { minInlineSize: touchTargetSize } },
        selectors: {
          '&[data-hovered]': { color: vars.role.accentHover, textDecoration: 'underline' },
          '&[data-disabled]': { color: vars.color.neutral['500'], textDecoration: 'none' },
        },
      },
      danger: {
        backgroundColor: vars.role.danger,
        color: vars.role.textOnAccent,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.role.dangerHover },
          '&[data-pressed]': { backgroundColor: vars.color.danger['700'] },
          '&[data-disabled]': {
            backgroundColor: vars.color.neutral['200'],
            color: vars.color.neutral['500'],
          },
        },
      },
    },
    size: {
      small: { height: 28, paddingInline: vars.space['3'], fontSize: vars.font.size.xs },
      medium: { height: 32, paddingInline: vars.space['4'], fontSize: vars.font.size.sm },
      large: { height: 40, paddingInline: vars.space['6'], fontSize: vars.font.size.md },
      // The 44 px target size for fingers, on phone pages.
      touch: {
        height: touchTargetSize,
        paddingInline: vars.space['5'],
        fontSize: vars.font.size.md,
      },
    },
  },
  compoundVariants: [
    { variants: { variant: 'text', size: 'small' }, style: { paddingInline: vars.space['1'] } },
    { variants: { variant: 'text', size: 'medium' }, style: { paddingInline: vars.space['1'] } },
    { variants: { variant: 'text', size: 'large' }, style: { paddingInline: vars.space['2'] } },
    { variants: { variant: 'text', size: 'touch' }, style: { paddingInline: vars.space['2'] } },
  ],
  defaultVariants: { variant: 'secondary', size: 'medium' },
});
