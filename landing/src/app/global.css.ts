import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, desktopHomeQuery, minBodyWidth, vars } from '@p5g/tokens';
import { rootFontMedia, rootFontRules } from './root-font-rules.ts';

globalStyle('html', {
  '@media': Object.fromEntries(
    rootFontRules(breakpoints.home).map((rule) => [
      rootFontMedia(rule),
      { fontSize: rule.fontSize },
    ]),
  ),
});

// Text sizes are set in px (desktop, design system) or rem (mobile sections), never inherited from
// the root, whose size the mobile rule sets to about 100px.
globalStyle('body', {
  fontSize: vars.font.size.sm,
  minWidth: minBodyWidth.mobile,
  '@media': { [desktopHomeQuery]: { minWidth: minBodyWidth.desktop } },
});

globalStyle('body[data-scroll-locked]', { overflow: 'hidden' });

/** Shown only in the desktop layout (above 1024 px). */
export const desktopOnly = style({
  display: 'none',
  '@media': { [desktopHomeQuery]: { display: 'block' } },
});

/** Shown only in the mobile layout (1024 px and narrower). */
export const mobileOnly = style({
  '@media': { [desktopHomeQuery]: { display: 'none' } },
});
