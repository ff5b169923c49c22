import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';
import { mobile } from './mobile-style.ts';

export const grid = style([
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(4, 1fr)',
    gap: vars.space['6'],
    margin: 0,
    marginBlockStart: vars.space['10'],
    padding: 0,
    listStyle: 'none',
  },
  mobile({ gridTemplateColumns: 'repeat(2, 1fr)', gap: '0.12rem', marginBlockStart: '0.2rem' }),
]);

export const item = style([
  {
    padding: vars.space['6'],
    borderRadius: vars.radius.card,
    backgroundColor: vars.role.surface,
    boxShadow: vars.shadow.raised,
  },
  mobile({ padding: '0.14rem', borderRadius: '0.08rem' }),
]);

export const icon = style([
  { color: vars.role.accent },
  mobile({ width: '0.24rem', height: '0.24rem' }),
]);

export const itemTitle = style([
  {
    margin: 0,
    marginBlockStart: vars.space['3'],
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
  },
  mobile({ fontSize: '0.15rem', marginBlockStart: '0.08rem' }),
]);

export const itemText = style([
  {
    margin: 0,
    marginBlockStart: vars.space['2'],
    color: vars.role.textSecondary,
    lineHeight: vars.font.lineHeight.relaxed,
  },
  mobile({ fontSize: '0.12rem', marginBlockStart: '0.04rem' }),
]);
