/** Widths from spec §9, in CSS pixels. */
export const breakpoints = {
  /** The home page switches between its mobile and desktop layouts here. */
  home: 1024,
  /** At or below this width overlays fill the screen: dialogs become full-screen sheets. */
  phone: 640,
} as const;

export const minBodyWidth = {
  desktop: 1366,
  mobile: 320,
} as const;

/** Media query for "at least the desktop home layout". */
export const desktopHomeQuery = `screen and (min-width: ${breakpoints.home + 1}px)`;

/** Media query for "narrower than the desktop layout": the console folds its navigation into a menu button. */
export const compactQuery = `screen and (max-width: ${breakpoints.home}px)`;

/** Media query for "a phone": dialogs fill the screen. */
export const phoneQuery = `screen and (max-width: ${breakpoints.phone}px)`;

/**
 * The smallest target a finger is given on a phone (below `phoneQuery`): 44 CSS px square (WCAG
 * 2.5.5, Apple's HIG). Components grow their hit area to it there, by size or padding.
 */
export const touchTargetSize = 44;
