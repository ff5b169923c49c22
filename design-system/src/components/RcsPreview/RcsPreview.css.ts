import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';
import { cjkLabel, cjkParagraph } from '../../styles/cjk-text.css.ts';

/** A phone of about 320 px that narrows with its container. */
export const phone = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxWidth: 320,
  minHeight: 480,
  padding: vars.space['2'],
  backgroundColor: vars.color.neutral['800'],
  borderRadius: 28,
  boxShadow: vars.shadow.floating,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
  color: vars.role.text,
});

export const screen = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  overflow: 'hidden',
  backgroundColor: vars.role.page,
  borderRadius: 20,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
  backgroundColor: vars.role.surface,
  borderBlockEnd: `1px solid ${vars.role.divider}`,
});

export const logo = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  overflow: 'hidden',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.role.accent,
  color: vars.role.textOnAccent,
  fontWeight: vars.font.weight.semibold,
  objectFit: 'cover',
});

export const serviceName = style({
  margin: 0,
  minWidth: 0,
  fontWeight: vars.font.weight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const conversation = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  minWidth: 0,
  padding: vars.space['3'],
});

export const channel = style({
  alignSelf: 'center',
  margin: 0,
  fontSize: vars.font.size.xs,
  color: vars.role.textSecondary,
});

export const bubble = style([
  cjkParagraph,
  {
    boxSizing: 'border-box',
    maxWidth: '88%',
    margin: 0,
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['3'],
    backgroundColor: vars.role.surface,
    border: `1px solid ${vars.role.divider}`,
    borderRadius: vars.radius.card,
    borderStartStartRadius: vars.radius.control,
    whiteSpace: 'pre-wrap',
  },
]);

export const emptyText = style({ color: vars.role.textSecondary });

/** A placeholder with no value: dashed and tinted, so the author sees what is still to fill. */
export const unfilled = style({
  paddingInline: 2,
  backgroundColor: vars.color.warning['50'],
  color: vars.color.warning['700'],
  border: `1px dashed ${vars.color.warning['500']}`,
  borderRadius: vars.radius.control,
});

export const card = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  width: '88%',
  overflow: 'hidden',
  backgroundColor: vars.role.surface,
  border: `1px solid ${vars.role.divider}`,
  borderRadius: vars.radius.card,
});

export const carousel = style({
  alignSelf: 'stretch',
  marginInline: `calc(-1 * ${vars.space['3']})`,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollPaddingInline: vars.space['3'],
  outline: 'none',
  selectors: {
    // Drawn inside the strip: the screen around it clips anything outside.
    '&:focus-visible': { outline: `2px solid ${vars.role.focusRing}`, outlineOffset: -2 },
  },
});

export const carouselList = style({
  display: 'flex',
  alignItems: 'stretch',
  gap: vars.space['2'],
  width: 'max-content',
  margin: 0,
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['3'],
  listStyle: 'none',
});

export const carouselItem = style({ display: 'flex', scrollSnapAlign: 'start' });

export const carouselCard = style([card, { width: 200 }]);

export const media = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  backgroundColor: vars.color.neutral['200'],
  color: vars.role.textSecondary,
});

export const mediaImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const mediaBadge = style({
  position: 'absolute',
  insetInlineEnd: vars.space['2'],
  insetBlockEnd: vars.space['2'],
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  paddingInline: vars.space['1'],
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.neutral['900'],
  color: vars.role.textOnAccent,
  fontSize: vars.font.size.xs,
  fontVariantNumeric: 'tabular-nums',
});

export const playMark = style({
  position: 'absolute',
  display: 'inline-flex',
  padding: vars.space['2'],
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.neutral['900'],
  color: vars.role.textOnAccent,
});

export const audio = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: vars.space['3'],
  backgroundColor: vars.role.surfaceSunken,
  color: vars.role.textSecondary,
  fontVariantNumeric: 'tabular-nums',
});

export const audioCover = style({
  width: 40,
  height: 40,
  flexShrink: 0,
  objectFit: 'cover',
  borderRadius: vars.radius.control,
});

export const audioTrack = style({
  flex: 1,
  height: 4,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.neutral['300'],
});

export const cardBody = style([
  cjkParagraph,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['1'],
    padding: vars.space['3'],
  },
]);

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const cardDescription = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  color: vars.role.textSecondary,
  whiteSpace: 'pre-wrap',
});

export const cardButtons = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  marginBlockStart: 'auto',
  padding: 0,
  listStyle: 'none',
  borderBlockStart: `1px solid ${vars.role.divider}`,
});

export const cardButton = style([
  cjkLabel,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['1'],
    minHeight: 36,
    paddingInline: vars.space['2'],
    color: vars.role.link,
    textAlign: 'center',
    selectors: { '& + &': { borderBlockStart: `1px solid ${vars.role.divider}` } },
  },
]);

export const suggestions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style([
  cjkLabel,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    maxWidth: '100%',
    paddingBlock: 2,
    paddingInline: vars.space['3'],
    border: `1px solid ${vars.color.brand['300']}`,
    borderRadius: vars.radius.pill,
    backgroundColor: vars.role.surface,
    color: vars.role.link,
    fontSize: vars.font.size.xs,
  },
]);

globalStyle(`${chip} > svg, ${cardButton} > svg`, { flexShrink: 0 });
// A flex item keeps its min-content width: let the label shrink, so a long one wraps inside.
globalStyle(`${chip} > span, ${cardButton} > span`, { minWidth: 0 });
