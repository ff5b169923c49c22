import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

/** `SecretShownOnce`: the warning, then each value under its name. */
export const shownOnce = style({ display: 'grid', gap: vars.space['3'], minWidth: 0 });

export const label = style({ margin: 0, fontWeight: vars.font.weight.medium });

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
