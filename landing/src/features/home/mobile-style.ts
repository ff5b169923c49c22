import type { StyleRule } from '@vanilla-extract/css';
import { breakpoints } from '@p5g/tokens';

/** The mobile layout's screens: the home breakpoint and narrower (spec §9). */
const mobileQuery = `screen and (max-width: ${breakpoints.home}px)`;

/** Styles of the mobile layout, where sizes are in rem (1rem = 100px on a 375 px wide phone). */
export const mobile = (rule: StyleRule): StyleRule => ({
  '@media': { [mobileQuery]: rule as never },
});
