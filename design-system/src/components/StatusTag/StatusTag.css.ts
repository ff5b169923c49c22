import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';
import type { StatusTone } from './status-tones.ts';

/** Text and tint pairs from the tokens' contrast-tested message colours. */
const toneColours: Record<
  StatusTone,
  { color: string; backgroundColor: string; borderColor: string }
> = {
  success: {
    color: vars.color.success['700'],
    backgroundColor: vars.color.success['50'],
    borderColor: vars.color.success['100'],
  },
  processing: {
    color: vars.color.info['700'],
    backgroundColor: vars.color.info['50'],
    borderColor: vars.color.info['100'],
  },
  warning: {
    color: vars.color.warning['700'],
    backgroundColor: vars.color.warning['50'],
    borderColor: vars.color.warning['100'],
  },
  danger: {
    color: vars.color.danger['700'],
    backgroundColor: vars.color.danger['50'],
    borderColor: vars.color.danger['100'],
  },
  neutral: {
    color: vars.color.neutral['700'],
    backgroundColor: vars.role.surfaceSunken,
    borderColor: vars.role.divider,
  },
};

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  boxSizing: 'border-box',
  maxWidth: '100%',
  height: 24,
  paddingInline: vars.space['2'],
  border: '1px solid',
  borderRadius: vars.radius.control,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  lineHeight: '22px',
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});

export const tag = styleVariants(toneColours, (colours) => [base, colours]);

export const icon = style({ flexShrink: 0 });
