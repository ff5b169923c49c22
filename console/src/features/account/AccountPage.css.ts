import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { compactQuery, phoneQuery, vars } from '@p5g/tokens';

/** The height of a form field's label and the gap under it: where its input starts. */
const fieldLabelOffset = `calc(${vars.font.size.sm} * ${vars.font.lineHeight.body} + ${vars.space['1']})`;

export const page = style({ display: 'grid', gap: vars.space['5'] });

export const title = style({ margin: 0, fontSize: vars.font.size.xl });

export const panel = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['5'],
  backgroundColor: vars.role.surface,
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.raised,
});

const levelPanel = createContainer();

/** The level section: a size container, so its placeholder can follow the level bar's layout. */
export const levelSection = style({ containerName: levelPanel, containerType: 'inline-size' });

/**
 * The level section while its data loads, as tall as the level bar it makes way for (measured:
 * 295 px with the benefits beside the level, 416 px with them below, which the bar does when
 * narrower than 658 px: its 320 and 280 px columns, the gap, padding and border), so nothing moves
 * when the data arrives.
 */
export const levelPlaceholder = style({
  minBlockSize: 295,
  '@container': { [`${levelPanel} (max-width: 657.98px)`]: { minBlockSize: 416 } },
});

/** A trend chart while its code loads, as tall as the chart (its title row and 240 px plot). */
export const trendPlaceholder = style({ minBlockSize: 295 });

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const panelTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

/** Three columns on a desktop, two on a narrow screen, one on a phone. */
const threeColumns = {
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  '@media': {
    [compactQuery]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [phoneQuery]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
} as const;

export const tiles = style(threeColumns);

export const trends = style(threeColumns);

export const notice = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.warning['50'],
  color: vars.color.warning['700'],
});

/**
 * A filter row: fields lined up at the top, so an error under one (the date range's) grows the row
 * downwards instead of lifting its neighbours; buttons lined up with the inputs, past the labels.
 */
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space['3'],
});

globalStyle(`${filters} > button`, { marginBlockStart: fieldLabelOffset });

export const cards = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [phoneQuery]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const sentinel = style({ height: 1 });

export const endNote = style({
  margin: 0,
  textAlign: 'center',
  color: vars.role.textSecondary,
  fontSize: vars.font.size.xs,
});

export const detailList = style({
  display: 'grid',
  gap: vars.space['2'],
});

export const dialogForm = style({ display: 'grid', gap: vars.space['4'] });

export const dialogActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
});

/** The order just submitted from the shop: its number (scrolled into view) and tinted row. */
export const newOrder = style({});

globalStyle(`tr:has(${newOrder}) > *`, { backgroundColor: vars.role.accentSubtle });

/** An order's status tag, with 新提交 beside it for the order just submitted. */
export const status = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['1'],
});

export const newOrderTag = style({
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.control,
  backgroundColor: vars.role.accent,
  color: vars.role.textOnAccent,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.body,
  whiteSpace: 'nowrap',
});
