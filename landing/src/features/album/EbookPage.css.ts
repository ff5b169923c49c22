import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';
import * as shared from '../../lib/public-page.css.ts';

// Phone first: one column, 16 px side margins down to 320 px; on a desktop the book's two
// facing pages (up to 960 px) under a readable header.

export const page = style([shared.pageColumn, { maxWidth: 1008 }]);

export const album = style({ display: 'grid', gap: vars.space['4'] });

export const header = style({ maxWidth: 640, marginInline: 'auto', width: '100%' });

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

export const description = style([shared.ownersText, { marginBlockStart: vars.space['3'] }]);

/** 分享: a disclosure that opens the share panel, without any script. */
export const share = style({ maxWidth: 640, width: '100%', marginInline: 'auto' });

export const shareToggle = style([
  shared.shareToggle,
  { color: vars.role.accentPressed, backgroundColor: vars.role.surface },
]);

/** What the service says instead of the album (不存在或已下架, 预览链接已过期). */
export const statePanel = style([
  shared.statePanel,
  {
    gap: vars.space['3'],
    paddingInline: vars.space['4'],
    backgroundColor: vars.role.surface,
    borderRadius: vars.radius.card,
  },
]);
