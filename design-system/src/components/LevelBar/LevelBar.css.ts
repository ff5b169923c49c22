import { style } from '@vanilla-extract/css';
import { phoneQuery, touchTargetSize, vars } from '@p5g/tokens';
import { cjkLabel, noBreak } from '../../styles/cjk-text.css.ts';
import { focusRing } from '../../styles/focus-ring.css.ts';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['6'],
  padding: vars.space['4'],
  backgroundColor: vars.role.surface,
  border: `1px solid ${vars.role.border}`,
  borderRadius: vars.radius.card,
  color: vars.role.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
});

export const level = style({
  flex: '1 1 320px',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});

export const levelHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minWidth: 0,
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 44,
  height: 44,
  borderRadius: vars.radius.pill,
  overflow: 'hidden',
  backgroundColor: vars.color.neutral['100'],
  color: vars.color.neutral['600'],
  selectors: {
    '&[data-level="1"]': {
      backgroundColor: vars.color.brand['50'],
      color: vars.color.brand['600'],
    },
    '&[data-level="2"]': {
      backgroundColor: vars.color.warning['50'],
      color: vars.color.warning['700'],
    },
    '&[data-level="3"]': {
      backgroundColor: vars.color.neutral['100'],
      color: vars.color.neutral['700'],
    },
    '&[data-level="4"]': {
      backgroundColor: vars.color.warning['100'],
      color: vars.color.warning['600'],
    },
  },
});

export const levelName = style([
  cjkLabel,
  {
    minWidth: 0,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
  },
]);

export const bar = style({
  display: 'flex',
  gap: vars.space['1'],
});

export const stage = style({
  flex: 1,
  height: 8,
  overflow: 'hidden',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.neutral['200'],
});

export const stageFill = style({
  display: 'block',
  height: '100%',
  backgroundColor: vars.role.accent,
  transition: `width ${vars.duration.normal} ${vars.easing.standard}`,
});

export const scale = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  color: vars.role.textSecondary,
});

export const money = style([
  noBreak,
  {
    color: vars.role.text,
    fontWeight: vars.font.weight.medium,
    fontVariantNumeric: 'tabular-nums',
  },
]);

export const benefits = style({
  flex: '1 1 280px',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const benefitsTitle = style([
  cjkLabel,
  {
    margin: 0,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
  },
]);

export const benefitList = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const benefit = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    width: '100%',
    minHeight: 40,
    '@media': { [phoneQuery]: { minHeight: touchTargetSize } },
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['3'],
    border: `1px solid ${vars.role.border}`,
    borderRadius: vars.radius.control,
    backgroundColor: vars.role.surface,
    color: vars.role.text,
    fontFamily: 'inherit',
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.body,
    textAlign: 'start',
    cursor: 'pointer',
    transition: `border-color ${vars.duration.fast}, background-color ${vars.duration.fast}`,
    selectors: {
      '&[data-hovered]': { borderColor: vars.role.accent },
      '&[data-pressed]': { backgroundColor: vars.role.accentSubtle },
      '&[data-locked]': {
        backgroundColor: vars.role.surfaceSunken,
        color: vars.role.textSecondary,
      },
    },
  },
]);

export const benefitIcon = style({
  flexShrink: 0,
  color: vars.role.accent,
  selectors: { [`${benefit}[data-locked] &`]: { color: vars.role.textSecondary } },
});

export const benefitName = style([
  cjkLabel,
  {
    flex: 1,
    minWidth: 0,
    overflowWrap: 'anywhere',
  },
]);

export const lockedMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  flexShrink: 0,
  fontSize: vars.font.size.xs,
});

export const chevron = style({ flexShrink: 0, color: vars.role.textSecondary });
