import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

/** The library above its 确定 and 取消. */
export const choice = style({ display: 'grid', gap: vars.space['4'], minWidth: 0 });
