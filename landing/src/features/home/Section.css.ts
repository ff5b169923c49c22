import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';
import { mobile } from './mobile-style.ts';

export const section = style([
  {
    paddingBlock: 64,
    scrollMarginBlockStart: 64,
    backgroundColor: vars.role.surface,
    selectors: { '&[data-tinted]': { backgroundColor: vars.role.page } },
  },
  mobile({ paddingBlock: '0.32rem', scrollMarginBlockStart: '0.48rem' }),
]);

export const inner = style([
  { width: 1200, marginInline: 'auto' },
  mobile({ width: 'auto', paddingInline: '0.16rem' }),
]);

export const title = style([
  {
    margin: 0,
    textAlign: 'center',
    fontSize: vars.font.size.xxl,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
  },
  mobile({ fontSize: '0.22rem' }),
]);

export const lead = style([
  {
    maxWidth: 720,
    marginBlock: `${vars.space['3']} 0`,
    marginInline: 'auto',
    textAlign: 'center',
    color: vars.role.textSecondary,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.relaxed,
  },
  mobile({ fontSize: '0.14rem', marginBlockStart: '0.08rem' }),
]);
