import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@p5g/tokens';
import { cjkParagraph } from '../../styles/cjk-text.css.ts';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    backgroundColor: vars.role.surface,
    color: vars.role.text,
    borderRadius: vars.radius.card,
    border: '1px solid transparent',
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.body,
    transition: `box-shadow ${vars.duration.fast} ${vars.easing.standard}, border-color ${vars.duration.fast} ${vars.easing.standard}`,
    selectors: {
      '&[data-hovered]': { boxShadow: vars.shadow.floating },
      '&[data-disabled]': {
        backgroundColor: vars.role.surfaceSunken,
        borderColor: vars.role.border,
        color: vars.role.textSecondary,
        boxShadow: 'none',
      },
    },
  },
  variants: {
    variant: {
      outlined: {
        borderColor: vars.role.border,
        selectors: { '&[data-hovered]': { borderColor: vars.color.brand['300'] } },
      },
      elevated: { boxShadow: vars.shadow.raised },
    },
  },
  defaultVariants: { variant: 'outlined' },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  minHeight: 48,
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
  borderBlockEnd: `1px solid ${vars.role.divider}`,
});

export const title = style([
  cjkParagraph,
  {
    margin: 0,
    minWidth: 0,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
  },
]);

export const extra = style({
  marginInlineStart: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  flexShrink: 0,
});

export const body = style([
  cjkParagraph,
  {
    flex: 1,
    padding: vars.space['4'],
  },
]);

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
  borderBlockStart: `1px solid ${vars.role.divider}`,
});
