import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@p5g/tokens';
import * as shared from '../../lib/public-page.css.ts';

// Phone first (/user-home/{id}): the card, then the linked items and the media, one column with
// 16 px side margins down to 320 px. The desktop layout (/user-home/pc/{id}) puts the card in a
// column of its own beside the content wherever there is room for both; on a phone it is one column.

/** Wider than a phone: the desktop layout's two columns fit. */
const wideQuery = `screen and (min-width: ${breakpoints.phone + 1}px)`;

const grid = { display: 'grid', gap: vars.space['4'], alignContent: 'start' } as const;

export const page = style([shared.pageColumn, { ...grid, maxWidth: 640 }]);

export const desktopPage = style([
  shared.pageColumn,
  {
    ...grid,
    maxWidth: 1200,
    alignItems: 'start',
    paddingBlock: vars.space['8'],
    '@media': {
      [wideQuery]: { gridTemplateColumns: '360px minmax(0, 1fr)', gap: vars.space['6'] },
    },
  },
]);

const panel = {
  padding: vars.space['4'],
  backgroundColor: vars.role.surface,
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.raised,
} as const;

export const card = style({ ...panel, display: 'grid', gap: vars.space['3'] });

export const cardHead = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });

export const logo = style({
  flex: 'none',
  width: 64,
  height: 64,
  objectFit: 'contain',
  borderRadius: vars.radius.card,
  backgroundColor: vars.role.surfaceSunken,
});

export const contacts = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const contact = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space['3'],
  paddingBlockStart: vars.space['3'],
  borderBlockStart: `1px solid ${vars.role.divider}`,
});

export const contactName = style({
  flexBasis: '100%',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  color: vars.role.text,
});

export const contactLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  fontSize: vars.font.size.sm,
  color: vars.role.link,
  overflowWrap: 'anywhere',
});

export const address = style({
  margin: 0,
  display: 'flex',
  gap: vars.space['2'],
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
  color: vars.role.text,
  overflowWrap: 'anywhere',
});

export const addressLabel = style({ flex: 'none', color: vars.role.textSecondary });

export const content = style({ display: 'grid', gap: vars.space['4'], minWidth: 0 });

export const section = style({ ...panel });

export const sectionHeading = style({
  margin: 0,
  marginBlockEnd: vars.space['3'],
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.role.text,
});

export const links = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: 44,
  padding: vars.space['2'],
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.role.divider}`,
  color: vars.role.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.role.accent },
    '&:focus-visible': { outline: `2px solid ${vars.role.focusRing}`, outlineOffset: '2px' },
  },
});

export const linkCover = style({
  flex: 'none',
  width: 72,
  height: 54,
  objectFit: 'cover',
  borderRadius: vars.radius.control,
  backgroundColor: vars.role.surfaceSunken,
});

/** A linked item's kind icon where it has no cover, in the cover's box. */
export const linkKindTile = style([
  linkCover,
  {
    display: 'grid',
    placeContent: 'center',
    backgroundColor: vars.role.accentSubtle,
    color: vars.color.brand['700'],
  },
]);

export const linkText = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 });

export const itemTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.role.text,
  overflowWrap: 'anywhere',
});

export const itemMeta = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  color: vars.role.textSecondary,
});

export const mediaList = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const mediaItem = style({ display: 'grid', gap: vars.space['2'] });

export const video = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  backgroundColor: vars.color.neutral['900'],
  borderRadius: vars.radius.control,
});

export const audioCover = style({
  width: 96,
  height: 96,
  objectFit: 'cover',
  borderRadius: vars.radius.control,
});

export const audio = style({ display: 'block', width: '100%' });

/** 分享: a disclosure that opens the share panel (with the page's QR code), without any script. */
export const share = style({ marginBlockStart: vars.space['2'] });

export const shareToggle = style([shared.shareToggle, { color: vars.role.accentPressed }]);

/** What the service says instead of the home (不存在或未发布, 已到期). */
export const statePanel = style([
  shared.statePanel,
  { ...panel, paddingBlock: vars.space['10'], gridColumn: '1 / -1' },
]);
