export { vars } from './contract.css.ts';
export { defaultTheme } from './default-theme.ts';
export type { DefaultTheme } from './default-theme.ts';
export { palette } from './palette.ts';
export type { ColourScale } from './palette.ts';
export { contrastPairs } from './contrast-pairs.ts';
export type { ContrastPair } from './contrast-pairs.ts';
export { timing } from './timing.ts';
export {
  breakpoints,
  minBodyWidth,
  desktopHomeQuery,
  compactQuery,
  phoneQuery,
  touchTargetSize,
} from './breakpoints.ts';
export { rootFontSize, applyRootFontSize } from './root-font.ts';
