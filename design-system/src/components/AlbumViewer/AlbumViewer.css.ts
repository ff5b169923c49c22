import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';
import { cjkParagraph } from '../../styles/cjk-text.css.ts';
import { visuallyHiddenRules } from '../../styles/visually-hidden.css.ts';
import {
  albumPageMaxWidth,
  albumSinglePageMaxWidth,
  albumViewerParts,
} from './album-viewer-behaviour.ts';

/** A page's width over its height, from the first page (set by the component). */
export const pageRatioProperty = '--album-page-ratio';
const pageRatio = `var(${pageRatioProperty})`;

const withScripts = '(scripting: enabled)';
const withoutScripts = '(scripting: none)';
const facingPages = `(min-width: ${albumSinglePageMaxWidth}px)`;

export const root = style({
  containerType: 'inline-size',
  display: 'grid',
  gap: vars.space['3'],
  width: '100%',
  maxWidth: albumPageMaxWidth * 2,
  marginInline: 'auto',
});

/** Where page-flip draws; until it does, the cover in the same place and size. */
export const book = style({
  position: 'relative',
  width: '100%',
  aspectRatio: pageRatio,
  '@media': { [withoutScripts]: { display: 'none' } },
  '@container': { [facingPages]: { aspectRatio: `calc(${pageRatio} * 2)` } },
  selectors: { '[data-turning] &': { aspectRatio: 'auto' } },
});

export const cover = style({
  display: 'block',
  width: '100%',
  maxWidth: albumPageMaxWidth,
  height: 'auto',
  marginInline: 'auto',
  '@container': { [facingPages]: { width: '50%', marginInlineStart: '50%' } },
  selectors: { '[data-turning] &': { display: 'none' } },
});

/**
 * What page-flip draws in: laid out over the cover, unseen, until it has sized the book; then the
 * book itself.
 */
globalStyle(`${book} > .stf__parent`, { position: 'absolute', inset: 0, visibility: 'hidden' });
globalStyle(`[${albumViewerParts.turning}] ${book} > .stf__parent`, {
  position: 'relative',
  inset: 'auto',
  visibility: 'visible',
});

/** A page as the book draws it: the picture on white, its caption along the bottom. */
globalStyle(`${book} .stf__item`, {
  overflow: 'hidden',
  backgroundColor: vars.role.surface,
  boxShadow: vars.shadow.raised,
});
globalStyle(`${book} .stf__item figure`, {
  position: 'relative',
  height: '100%',
  margin: 0,
});
globalStyle(`${book} .stf__item img`, {
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
});
globalStyle(`${book} .stf__item figcaption`, {
  position: 'absolute',
  insetInline: 0,
  insetBlockEnd: 0,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  backgroundColor: vars.role.overlay,
  color: vars.role.textOnAccent,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  '@media': { [withoutScripts]: { display: 'none' } },
});

export const turn = style({
  minWidth: 88,
  minHeight: 44,
  paddingInline: vars.space['4'],
  border: `1px solid ${vars.role.borderStrong}`,
  borderRadius: vars.radius.control,
  backgroundColor: vars.role.surface,
  color: vars.role.text,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.role.accent, color: vars.role.accent },
    '&:focus-visible': { outline: `2px solid ${vars.role.focusRing}`, outlineOffset: 2 },
    '&[aria-disabled="true"]': {
      cursor: 'not-allowed',
      borderColor: vars.role.border,
      color: vars.role.textDisabled,
    },
  },
});

export const counter = style({
  margin: 0,
  fontSize: vars.font.size.md,
  color: vars.role.text,
  fontVariantNumeric: 'tabular-nums',
});

/** The album without scripts; with them, the book shows it and this list is for screen readers. */
export const pages = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [withScripts]: visuallyHiddenRules },
});

export const figure = style({ margin: 0 });

export const picture = style({
  display: 'block',
  width: '100%',
  maxWidth: albumPageMaxWidth,
  height: 'auto',
  marginInline: 'auto',
  backgroundColor: vars.role.surfaceSunken,
  // Not fetched while the book shows the pages: the list is then read, not seen.
  '@media': { [withScripts]: { display: 'none' } },
});

export const caption = style([
  cjkParagraph,
  {
    marginBlockStart: vars.space['2'],
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.body,
    color: vars.role.textSecondary,
    textAlign: 'center',
  },
]);
