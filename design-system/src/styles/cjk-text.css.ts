import { style } from '@vanilla-extract/css';

// Chinese line breaking, in one place. Browsers may break between any two CJK characters, which
// leaves a lone character on the last line (户, 响。), splits a short label in two, or pulls a
// number away from its unit. Components compose one of these instead of spelling the rules out.
//
// `overflow-wrap: break-word` (not `anywhere`) is deliberate: `anywhere` lets an element's
// min-content width shrink to one character, which is how a table's status column ended up one
// character per line.

/**
 * Running text (descriptions, messages, notices): breaks as usual, but balances the last lines so
 * none holds a single character, and breaks a long unspaced string (URL, code) rather than
 * overflowing.
 */
export const cjkParagraph = style({
  textWrap: 'pretty',
  overflowWrap: 'break-word',
});

/**
 * A short label or heading (step, tab, tag, button, card title): never broken between its CJK
 * characters while it fits, so `内容验收` stays one word; it still breaks after punctuation and
 * spaces, and breaks anywhere only when a single word is wider than its box.
 */
export const cjkLabel = style({
  wordBreak: 'keep-all',
  overflowWrap: 'break-word',
  textWrap: 'balance',
});

/**
 * A unit of meaning that must stay on one line: a number with its unit (`900,719,925.47w`, `12个`),
 * a date or time (`2026-11-21 10:12`), an order number or other code.
 */
export const noBreak = style({
  whiteSpace: 'nowrap',
});
