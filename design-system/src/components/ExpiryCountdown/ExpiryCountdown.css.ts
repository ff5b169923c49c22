import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';
import type { ExpiryLeft } from './expiry.ts';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  boxSizing: 'border-box',
  height: 24,
  paddingInline: vars.space['2'],
  border: '1px solid',
  borderRadius: vars.radius.control,
  fontSize: vars.font.size.xs,
  lineHeight: '22px',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});

export const countdown = styleVariants(
  {
    valid: {
      color: vars.color.info['700'],
      backgroundColor: vars.color.info['50'],
      borderColor: vars.color.info['100'],
    },
    urgent: {
      color: vars.color.warning['700'],
      backgroundColor: vars.color.warning['50'],
      borderColor: vars.color.warning['100'],
      fontWeight: vars.font.weight.medium,
    },
    expired: {
      color: vars.color.neutral['700'],
      backgroundColor: vars.role.surfaceSunken,
      borderColor: vars.role.divider,
    },
  } satisfies Record<ExpiryLeft['state'], object>,
  (colours) => [base, colours],
);

export const icon = style({ flexShrink: 0 });
