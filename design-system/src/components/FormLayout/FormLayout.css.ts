import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

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

export const filterBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
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

export const filterActions = style({
  display: 'flex',
  gap: vars.space['2'],
  flexShrink: 0,
});
