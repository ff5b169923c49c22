import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';
import { focusRing } from './focus.css.ts';
import { mobile } from './mobile-style.ts';

const list = {
  display: 'grid',
  gap: vars.space['6'],
  margin: 0,
  marginBlockStart: vars.space['10'],
  padding: 0,
  listStyle: 'none',
} as const;

const card = style([
  {
    padding: vars.space['6'],
    borderRadius: vars.radius.card,
    border: `1px solid ${vars.role.divider}`,
    backgroundColor: vars.role.surface,
  },
  mobile({ padding: '0.14rem', borderRadius: '0.08rem' }),
]);

export const services = style([
  { ...list, gridTemplateColumns: 'repeat(4, 1fr)' },
  mobile({ gridTemplateColumns: 'repeat(2, 1fr)', gap: '0.12rem', marginBlockStart: '0.2rem' }),
]);

export const service = card;

export const serviceIcon = style([
  { color: vars.role.accent },
  mobile({ width: '0.28rem', height: '0.28rem' }),
]);

export const cardTitle = style([
  {
    margin: 0,
    marginBlockStart: vars.space['2'],
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
  },
  mobile({ fontSize: '0.15rem', marginBlockStart: '0.06rem' }),
]);

export const cardText = style([
  {
    margin: 0,
    marginBlockStart: vars.space['2'],
    color: vars.role.textSecondary,
    lineHeight: vars.font.lineHeight.relaxed,
  },
  mobile({ fontSize: '0.12rem', marginBlockStart: '0.04rem' }),
]);

export const tiers = style([
  { ...list, gridTemplateColumns: 'repeat(5, 1fr)', gap: vars.space['4'] },
  mobile({ gridTemplateColumns: '1fr', gap: '0.1rem', marginBlockStart: '0.2rem' }),
]);

export const tier = style([
  card,
  {
    borderBlockStart: `4px solid ${vars.color.brand['300']}`,
    selectors: {
      '&[data-level="2"]': { borderBlockStartColor: '#b87333' },
      '&[data-level="3"]': { borderBlockStartColor: vars.color.neutral['400'] },
      '&[data-level="4"]': { borderBlockStartColor: '#d4a017' },
    },
  },
]);

export const condition = style([
  {
    margin: 0,
    marginBlockStart: vars.space['1'],
    color: vars.role.link,
    fontSize: vars.font.size.sm,
    fontVariantNumeric: 'tabular-nums',
  },
  mobile({ fontSize: '0.12rem' }),
]);

export const benefits = style([
  {
    margin: 0,
    marginBlockStart: vars.space['3'],
    paddingInlineStart: vars.space['5'],
    color: vars.role.text,
    lineHeight: vars.font.lineHeight.relaxed,
  },
  mobile({ fontSize: '0.12rem', marginBlockStart: '0.06rem', paddingInlineStart: '0.18rem' }),
]);

export const providers = style([
  { ...list, gridTemplateColumns: 'repeat(3, 1fr)' },
  mobile({ gridTemplateColumns: '1fr', gap: '0.1rem', marginBlockStart: '0.2rem' }),
]);

export const provider = card;

export const providerPhone = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    marginBlockStart: vars.space['2'],
    color: vars.role.link,
    textDecoration: 'none',
  },
  mobile({ fontSize: '0.12rem' }),
]);
