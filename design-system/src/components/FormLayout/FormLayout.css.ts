import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';
import { choiceGroup } from '../../styles/choice-control.css.ts';
import { field, label } from '../../styles/field.css.ts';

export const fieldset = style({
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space['1'],
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.role.text,
});

export const fieldsetDescription = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
  color: vars.role.textSecondary,
});

/** Fields in as many columns of at least 240 px as fit: three on a desktop, one on a phone. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  gap: `${vars.space['4']} ${vars.space['6']}`,
  alignItems: 'start',
});

// Filters align to the top of their field, so an error under one field moves none of the others.
export const filterBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  lineHeight: vars.font.lineHeight.body,
  gap: `${vars.space['3']} ${vars.space['4']}`,
  padding: vars.space['4'],
  backgroundColor: vars.role.surface,
  border: `1px solid ${vars.role.divider}`,
  borderRadius: vars.radius.card,
});

/** Each filter takes at least 200 px and grows to share the row; on a phone one per line. */
export const filter = style({
  flex: '1 1 200px',
  minWidth: 0,
  maxWidth: 360,
  '@media': { 'screen and (max-width: 480px)': { maxWidth: 'none' } },
});

/** Level with the fields' boxes: below a line of label text and the field's gap. */
export const filterActions = style({
  display: 'flex',
  gap: vars.space['2'],
  flexShrink: 0,
  paddingTop: `calc(${vars.font.size.sm} * ${vars.font.lineHeight.body} + ${vars.space['1']})`,
  '@media': { 'screen and (max-width: 480px)': { paddingTop: 0 } },
});

// A form's rows. In the side layout every field's own label (the shared label class) takes the
// first column and the rest of the field (control, help, error) the second; nested fields (a
// checkbox inside a group) keep their usual stack.

/** Set inline by FormLayout from its `labelWidth`. */
export const labelWidthProperty = '--form-label-width';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  minWidth: 0,
});

const side = `${form}[data-label-position="side"]`;
const wide = 'screen and (min-width: 481px)';
const rows = `${side} ${field}, ${side} ${choiceGroup}`;

globalStyle(rows, {
  '@media': {
    [wide]: {
      display: 'grid',
      gridTemplateColumns: `var(${labelWidthProperty}) minmax(0, 1fr)`,
      columnGap: vars.space['3'],
      rowGap: vars.space['1'],
      alignItems: 'start',
    },
  },
});

globalStyle(`${side} ${field} > *, ${side} ${choiceGroup} > *`, {
  '@media': { [wide]: { gridColumn: 2 } },
});

globalStyle(`${side} ${field} > ${label}, ${side} ${choiceGroup} > ${label}`, {
  '@media': {
    [wide]: {
      gridColumn: 1,
      gridRow: '1 / span 3',
      textAlign: 'end',
      // Lines the label's text up with the text inside a 32 px input box.
      paddingBlockStart: 6,
    },
  },
});

globalStyle(`${side} ${field} ${field}, ${side} ${choiceGroup} ${field}`, {
  '@media': { [wide]: { display: 'flex' } },
});

globalStyle(`${side} ${field} ${field} > ${label}, ${side} ${choiceGroup} ${field} > ${label}`, {
  '@media': { [wide]: { textAlign: 'start', paddingBlockStart: 0 } },
});
