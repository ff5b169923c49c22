import { style } from '@vanilla-extract/css';

/** Root of one home layout; `data-layout` says which, and the sections adapt to it. */
export const homeRoot = style({});
