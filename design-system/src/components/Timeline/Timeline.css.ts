import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

const markerSize = 20;

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
});

export const item = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space['3'],
  paddingBlockEnd: vars.space['5'],
  selectors: {
    '&:last-child': { paddingBlockEnd: 0 },
    // The line to the next event, from under this marker to the next one.
    '&:not(:last-child)::before': {
      content: '""',
      position: 'absolute',
      insetBlockStart: markerSize + 2,
      insetBlockEnd: 2,
      insetInlineStart: markerSize / 2 - 0.5,
      width: 1,
      backgroundColor: vars.role.border,
    },
  },
});

export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: markerSize,
  height: markerSize,
  // Centred on the first line of a 14 px / 1.5 title.
  marginBlockStart: 0.5,
  color: vars.role.textSecondary,
  selectors: {
    '[data-tone="success"] &': { color: vars.color.success['600'] },
    '[data-tone="processing"] &': { color: vars.color.info['600'] },
    '[data-tone="warning"] &': { color: vars.color.warning['600'] },
    '[data-tone="danger"] &': { color: vars.role.danger },
  },
});

export const dot = style({
  width: 8,
  height: 8,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.role.accent}`,
  backgroundColor: vars.role.surface,
});

export const content = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
});

/** Title then time on one line; the time moves under the title when the line is too narrow. */
export const heading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space['3'],
});

export const title = style({
  minWidth: 0,
  color: vars.role.text,
  fontWeight: vars.font.weight.medium,
});

export const time = style({
  color: vars.role.textSecondary,
  fontSize: vars.font.size.xs,
  fontVariantNumeric: 'tabular-nums',
});

export const description = style({
  color: vars.role.textSecondary,
  fontSize: vars.font.size.xs,
});
