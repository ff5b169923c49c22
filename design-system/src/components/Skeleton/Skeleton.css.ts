import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

const pulse = keyframes({ '50%': { opacity: 0.5 } });

export const root = style({ display: 'grid', gap: vars.space['3'] });

export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(var(--skeleton-columns), minmax(0, 1fr))',
});

const bar = style({
  display: 'block',
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.neutral['200'],
  animation: `${pulse} 1.4s ${vars.easing.standard} infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const line = style([
  bar,
  { height: 14, selectors: { '&:last-child:not(:first-child)': { width: '60%' } } },
]);

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['3'],
  padding: vars.space['4'],
  border: `1px solid ${vars.role.divider}`,
  borderRadius: vars.radius.card,
  backgroundColor: vars.role.surface,
});

export const heading = style([bar, { height: 20, width: '40%' }]);
