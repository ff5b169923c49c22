import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

// Phone first: one column, 16 px side margins down to 320 px; on a desktop the book's two
// facing pages (up to 960 px) under a readable header.

export const background = style({ margin: 0, backgroundColor: vars.role.surfaceSunken });

export const page = style({
  boxSizing: 'border-box',
  maxWidth: 1008,
  minHeight: '100vh',
  marginInline: 'auto',
  paddingBlock: vars.space['4'],
  paddingInline: vars.space['4'],
});

export const album = style({ display: 'grid', gap: vars.space['4'] });

export const header = style({ maxWidth: 640, marginInline: 'auto', width: '100%' });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.role.text,
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  marginBlockStart: vars.space['2'],
  fontSize: vars.font.size.sm,
  color: vars.role.textSecondary,
});

export const previewTag = style({
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.control,
  backgroundColor: vars.role.accentSubtle,
  color: vars.role.accentPressed,
});

export const description = style({
  margin: 0,
  marginBlockStart: vars.space['3'],
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.relaxed,
  color: vars.role.textSecondary,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});

/** 分享: a disclosure that opens the share panel, without any script. */
export const share = style({ maxWidth: 640, width: '100%', marginInline: 'auto' });

export const shareToggle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  fontSize: vars.font.size.md,
  color: vars.role.accentPressed,
  backgroundColor: vars.role.surface,
  border: `1px solid ${vars.role.accent}`,
  borderRadius: vars.radius.control,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.role.focusRing}`, outlineOffset: '2px' },
  },
});

/** What the service says instead of the album (不存在或已下架, 预览链接已过期). */
export const statePanel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
  paddingBlock: vars.space['10'],
  paddingInline: vars.space['4'],
  textAlign: 'center',
  color: vars.role.text,
  backgroundColor: vars.role.surface,
  borderRadius: vars.radius.card,
});

export const stateHeading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});
