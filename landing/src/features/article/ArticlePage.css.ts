import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';
import * as shared from '../../lib/public-page.css.ts';

// Phone first: one column, 16 px side margins down to 320 px, a readable measure on wide screens.

export const page = style([
  shared.pageColumn,
  { maxWidth: 640, backgroundColor: vars.role.surface },
]);

export const meta = style({
  margin: 0,
  marginBlock: `${vars.space['2']} ${vars.space['4']}`,
  fontSize: vars.font.size.sm,
  color: vars.role.textSecondary,
});

export const summary = style({
  margin: 0,
  marginBlockEnd: vars.space['4'],
  padding: vars.space['3'],
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.relaxed,
  color: vars.role.textSecondary,
  backgroundColor: vars.role.page,
  borderRadius: vars.radius.control,
  overflowWrap: 'anywhere',
});

/** The stored, sanitised HTML of the article's body. */
export const body = style({
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.relaxed,
  color: vars.role.text,
  overflowWrap: 'anywhere',
});

globalStyle(`${body} :is(p, ul, ol)`, { marginBlock: `0 ${vars.space['4']}` });
globalStyle(`${body} :is(h2, h3)`, {
  marginBlock: `${vars.space['6']} ${vars.space['3']}`,
  lineHeight: vars.font.lineHeight.tight,
});
globalStyle(`${body} h2`, { fontSize: vars.font.size.lg });
globalStyle(`${body} h3`, { fontSize: vars.font.size.md });
globalStyle(`${body} a`, { color: vars.role.link });
// Media are sized before they load: the column's width, an image's ratio from its width and
// height attributes (the service stores them; a 4:3 box for an older image without them), 16:9
// for a video; so the text below does not move when a lazy image arrives.
globalStyle(`${body} :is(img, video)`, {
  display: 'block',
  width: '100%',
  height: 'auto',
  marginInline: 'auto',
  borderRadius: vars.radius.control,
  backgroundColor: vars.role.surfaceSunken,
});
globalStyle(`${body} img:not([width])`, { aspectRatio: 'auto 4 / 3' });
globalStyle(`${body} video`, { aspectRatio: '16 / 9' });
globalStyle(`${body} audio`, { display: 'block', width: '100%' });

export const section = style({
  marginBlockStart: vars.space['6'],
  paddingBlockStart: vars.space['4'],
  borderBlockStart: `1px solid ${vars.role.divider}`,
});

export const sectionHeading = style({
  margin: 0,
  marginBlockEnd: vars.space['3'],
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

/** The map point: a card linking to the map view. */
export const place = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minHeight: 44,
  padding: vars.space['3'],
  color: vars.role.text,
  textDecoration: 'none',
  border: `1px solid ${vars.role.border}`,
  borderRadius: vars.radius.card,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.role.focusRing}`, outlineOffset: '2px' },
  },
});

export const placeTitle = style({
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const placeAddress = style({
  fontSize: vars.font.size.sm,
  color: vars.role.textSecondary,
  overflowWrap: 'anywhere',
});

export const related = style({ margin: 0, paddingInlineStart: vars.space['5'] });

export const relatedItem = style({ marginBlockEnd: vars.space['2'] });

export const relatedLink = style({
  display: 'inline-block',
  minHeight: 24,
  color: vars.role.link,
  overflowWrap: 'anywhere',
});

/** 分享: a disclosure that opens the share panel, without any script. */
export const share = style({ marginBlockStart: vars.space['6'] });

export const shareToggle = style([shared.shareToggle, { color: vars.role.accent }]);

/** The article's state instead of the article (not found, paused, link expired, …). */
export const statePanel = style([
  shared.statePanel,
  { gap: vars.space['3'], paddingInline: vars.space['4'], fontSize: vars.font.size.md },
]);
