import { createContainer, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@p5g/tokens';
import { cjkParagraph } from '../../styles/cjk-text.css.ts';

const descriptions = createContainer();

/**
 * Two fields side by side need about 240 px each (a four-character label and a 20-digit order
 * number): in a narrower box — a phone's sheet, a side panel — the fields go one a line.
 */
const narrow = `${descriptions} (max-width: 479px)`;

export const root = style({
  containerName: descriptions,
  containerType: 'inline-size',
  // A container's width no longer follows its content: take the width offered, also where the
  // parent would shrink it to fit (a grid item aligned to the start).
  inlineSize: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.role.text,
});

export const list = recipe({
  base: {
    display: 'grid',
    columnGap: vars.space['6'],
    rowGap: vars.space['3'],
    margin: 0,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.body,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    columns: {
      1: { gridTemplateColumns: 'minmax(0, 1fr)' },
      2: {
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        '@container': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
      },
      3: {
        gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
        '@container': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
      },
    },
  },
  defaultVariants: { columns: 3 },
});

export const item = recipe({
  base: { display: 'flex', alignItems: 'baseline', minWidth: 0 },
  variants: {
    span: {
      1: { gridColumn: 'span 1' },
      2: { gridColumn: 'span 2', '@container': { [narrow]: { gridColumn: 'span 1' } } },
      3: { gridColumn: 'span 3', '@container': { [narrow]: { gridColumn: 'span 1' } } },
    },
  },
  defaultVariants: { span: 1 },
});

export const label = style({
  flexShrink: 0,
  color: vars.role.textSecondary,
  whiteSpace: 'nowrap',
  selectors: { '&::after': { content: '"："' } },
});

export const value = style([
  cjkParagraph,
  {
    flex: 1,
    minWidth: 0,
    margin: 0,
    color: vars.role.text,
    whiteSpace: 'pre-line',
  },
]);
