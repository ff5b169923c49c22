import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';
import { mobile } from './mobile-style.ts';

export const tabs = style([
  { marginBlockStart: vars.space['8'] },
  mobile({ marginBlockStart: '0.16rem', overflowX: 'auto' }),
]);

export const panel = style([
  {
    display: 'grid',
    gridTemplateColumns: '560px 1fr',
    alignItems: 'center',
    gap: vars.space['10'],
    paddingBlockStart: vars.space['6'],
  },
  mobile({ gridTemplateColumns: '1fr', gap: '0.12rem', paddingBlockStart: '0.12rem' }),
]);

export const image = style([
  { display: 'block', width: 560, height: 320, borderRadius: vars.radius.card, objectFit: 'cover' },
  mobile({ width: '100%', height: 'auto', aspectRatio: '7 / 4' }),
]);

export const title = style([
  { margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold },
  mobile({ fontSize: '0.17rem' }),
]);

export const summary = style([
  {
    marginBlock: `${vars.space['3']} ${vars.space['4']}`,
    color: vars.role.textSecondary,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.relaxed,
  },
  mobile({ fontSize: '0.13rem', marginBlock: '0.06rem 0.08rem' }),
]);

export const points = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const point = style([
  { display: 'flex', alignItems: 'center', gap: vars.space['2'], fontSize: vars.font.size.md },
  mobile({ fontSize: '0.13rem' }),
]);

export const pointIcon = style({ color: vars.role.accent, flexShrink: 0 });
