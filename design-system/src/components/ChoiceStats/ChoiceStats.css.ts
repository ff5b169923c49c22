import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';
import { cjkLabel } from '../../styles/cjk-text.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space['2'],
  minWidth: 0,
  padding: vars.space['4'],
  backgroundColor: vars.role.surface,
  color: vars.role.text,
  border: `1px solid ${vars.role.border}`,
  borderRadius: vars.radius.card,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
});

export const title = style([
  cjkLabel,
  {
    margin: 0,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    overflowWrap: 'anywhere',
  },
]);

export const meta = style({ margin: 0, color: vars.role.textSecondary });

export const table = style({ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' });

export const labelCell = style({
  width: '30%',
  paddingBlock: vars.space['1'],
  paddingInlineEnd: vars.space['2'],
  textAlign: 'start',
  fontWeight: vars.font.weight.regular,
  overflowWrap: 'anywhere',
});

export const barCell = style({ paddingBlock: vars.space['1'] });

export const bar = style({ display: 'block', width: '100%', height: 12 });

export const barFill = style({ fill: vars.role.accent });

export const barTrack = style({ fill: vars.role.border });

export const valueCell = style({
  width: '6.5em',
  paddingInlineStart: vars.space['2'],
  textAlign: 'end',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});
