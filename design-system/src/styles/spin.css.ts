import { keyframes, style } from '@vanilla-extract/css';

const rotate = keyframes({ to: { transform: 'rotate(360deg)' } });

/** Rotation for loading icons. Stops under prefers-reduced-motion (global rule in tokens). */
export const spin = style({ animation: `${rotate} 0.8s linear infinite` });
