import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const label = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.medium });

export const notice = style({ margin: 0, color: vars.role.textSecondary });

export const actions = style({ display: 'flex', gap: vars.space['3'] });

const button = style({
  flex: 1,
  minHeight: 44,
  paddingInline: vars.space['4'],
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  borderRadius: vars.radius.control,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.role.focusRing}`, outlineOffset: '2px' },
  },
});

export const primaryButton = style([
  button,
  {
    color: vars.role.textOnAccent,
    backgroundColor: vars.role.accent,
    border: `1px solid ${vars.role.accent}`,
    selectors: { '&:hover': { backgroundColor: vars.role.accentHover } },
  },
]);

export const secondaryButton = style([
  button,
  {
    color: vars.role.accent,
    backgroundColor: vars.role.surface,
    border: `1px solid ${vars.role.accent}`,
  },
]);
