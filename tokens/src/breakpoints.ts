/** Widths from spec §9, in CSS pixels. */
export const breakpoints = {
  /** The home page switches between its mobile and desktop layouts here. */
  home: 1024,
} as const;

export const minBodyWidth = {
  desktop: 1366,
  mobile: 320,
} as const;

/** Media query for "at least the desktop home layout". */
export const desktopHomeQuery = `screen and (min-width: ${breakpoints.home + 1}px)`;
