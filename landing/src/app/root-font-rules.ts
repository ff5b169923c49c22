import { rootFontSize } from '@p5g/tokens/root-font';

/** A CSS media condition and the root font size (px or a vw expression) that applies under it. */
export type RootFontRule = { minWidth: number; maxWidth: number; fontSize: string };

const designWidth = 375;
const px = (width: number) => `${rootFontSize(width).toFixed(3)}px`;

/**
 * `rootFontSize` of @p5g/tokens as CSS media rules for the mobile layout (up to the home
 * breakpoint, `breakpoints.home`), so the pre-rendered page has the right rem before any script runs: fixed below 336,
 * proportional (100px at 375) from 336 to 721, fixed again from 722.
 */
export const rootFontRules = (homeBreakpoint: number): RootFontRule[] => [
  { minWidth: 0, maxWidth: 335, fontSize: px(335) },
  {
    minWidth: 336,
    maxWidth: 721,
    fontSize: `calc(100vw * ${rootFontSize(designWidth) / designWidth})`,
  },
  { minWidth: 722, maxWidth: homeBreakpoint, fontSize: px(homeBreakpoint) },
];

export const rootFontMedia = ({ minWidth, maxWidth }: RootFontRule) =>
  `screen and (min-width: ${minWidth}px) and (max-width: ${maxWidth}px)`;
