const designWidth = 375;
const rootAtDesignWidth = 100;

const proportional = (width: number) => (width / designWidth) * rootAtDesignWidth;

/**
 * Root font size in px for a viewport width (spec §9), so that 1rem = 100px on a 375px-wide phone.
 * - above 1024: 200 px (the ceiling);
 * - 722–1024: fixed at the value of a 680 px design (≈ 181.33 px);
 * - 336–721: width / 375 × 100;
 * - below 336: fixed at the value of 335 px (≈ 89.33 px).
 */
export function rootFontSize(viewportWidth: number): number {
  if (viewportWidth > 1024) return 200;
  if (viewportWidth >= 722) return proportional(680);
  if (viewportWidth >= 336) return proportional(viewportWidth);
  return proportional(335);
}

/**
 * Applies `rootFontSize` to <html> now and on every resize; returns a function that stops it.
 * Only the mobile public pages call this.
 */
export function applyRootFontSize(win: Window = window): () => void {
  const apply = () => {
    win.document.documentElement.style.fontSize = `${rootFontSize(win.innerWidth)}px`;
  };
  apply();
  win.addEventListener('resize', apply);
  win.addEventListener('orientationchange', apply);
  return () => {
    win.removeEventListener('resize', apply);
    win.removeEventListener('orientationchange', apply);
  };
}
