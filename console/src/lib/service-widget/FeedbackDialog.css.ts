import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

export const form = style({ display: 'grid', gap: vars.space['4'] });

export const note = style({ margin: 0, color: vars.role.textSecondary });

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
