import type { StyleRule } from '@vanilla-extract/css';
import { homeRoot } from './home.css.ts';

/** Styles that apply inside the mobile layout, where sizes are in rem (1rem = 100px at 375 wide). */
export const mobile = (rule: StyleRule): StyleRule => ({
  selectors: { [`${homeRoot}[data-layout="mobile"] &`]: rule as never },
});
