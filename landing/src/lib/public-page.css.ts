import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

// The shapes the public pages (article, e-album, company home) share: the page's column, its
// title, the text its owner wrote, 分享 and what the page says instead of its content. Each page
// composes them with its own widths and colours.

/** The grey background of the pages whose content sits on grey or on cards. */
export const sunkenBackground = style({ backgroundColor: vars.role.surfaceSunken });

/** The page's column: phone first, 16 px side margins down to 320 px, centred when wider. */
export const pageColumn = style({
  boxSizing: 'border-box',
  minHeight: '100vh',
  marginInline: 'auto',
  padding: vars.space['4'],
});

/** The page's title (h1): the article's, the album's, the company's name. */
export const pageTitle = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.role.text,
  overflowWrap: 'anywhere',
});

/** What the page's owner wrote about it (a description, an introduction), lines kept. */
export const ownersText = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.relaxed,
  color: vars.role.textSecondary,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});

/** 分享: the summary of a disclosure that opens the share panel, without any script. */
export const shareToggle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  fontSize: vars.font.size.md,
  border: `1px solid ${vars.role.accent}`,
  borderRadius: vars.radius.control,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.role.focusRing}`, outlineOffset: '2px' },
  },
});

/** What the service says instead of the page's content (not found, expired, …). */
export const statePanel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  paddingBlock: vars.space['10'],
  textAlign: 'center',
  color: vars.role.text,
});

export const stateHeading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});
