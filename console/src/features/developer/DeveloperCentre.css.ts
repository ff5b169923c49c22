import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

export const page = style({ display: 'grid', gap: vars.space['4'], minWidth: 0 });

export const title = style({ margin: 0, fontSize: vars.font.size.xl });

export const panel = style({
  display: 'grid',
  gap: vars.space['4'],
  paddingBlock: vars.space['4'],
  minWidth: 0,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['3'],
});

export const form = style({ display: 'grid', gap: vars.space['4'] });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space['2'] });

/** A key or secret: monospace, broken anywhere so it never widens the page on a phone. */
export const credential = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  overflowWrap: 'anywhere',
  wordBreak: 'break-all',
  minWidth: 0,
});

export const credentialLabel = style({
  margin: 0,
  fontWeight: vars.font.weight.medium,
});

export const revoked = style({ color: vars.role.textSecondary });
