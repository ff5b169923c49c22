import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

/** The article as a reader sees it: the desktop page is 720 px wide, the phone 375 px. */
export const preview = style({
  marginInline: 'auto',
  width: '100%',
  padding: vars.space['4'],
  backgroundColor: vars.role.surface,
  border: `1px solid ${vars.role.border}`,
  borderRadius: vars.radius.card,
  color: vars.role.text,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-device="desktop"]': { maxWidth: 720 },
    '&[data-device="phone"]': { maxWidth: 375, fontSize: vars.font.size.sm },
  },
});

export const previewTitle = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
});

export const previewMeta = style({ color: vars.role.textSecondary, fontSize: vars.font.size.xs });

export const previewCover = style({ display: 'block', width: '100%', height: 'auto' });

export const previewBody = style({ lineHeight: vars.font.lineHeight.body });

globalStyle(`${previewBody} img, ${previewBody} video`, {
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
});
globalStyle(`${previewBody} audio`, { display: 'block', width: '100%' });
globalStyle(`${previewBody} a`, { color: vars.role.link });
