import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@p5g/tokens';

export const spinner = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2'],
    color: vars.role.accent,
  },
  variants: {
    size: {
      small: { fontSize: vars.font.size.xs },
      medium: { fontSize: vars.font.size.sm },
      large: { flexDirection: 'column', fontSize: vars.font.size.sm },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const icon = style({ flexShrink: 0 });

export const label = style({ color: vars.role.textSecondary });
