import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';
import { cjkParagraph } from '../../styles/cjk-text.css.ts';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minHeight: 0,
  overflow: 'hidden',
  backgroundColor: vars.role.page,
});

export const surface = style({ position: 'relative', flex: 1, minHeight: 0 });

export const back = style({
  position: 'absolute',
  insetBlockStart: vars.space['3'],
  insetInlineStart: vars.space['3'],
  boxShadow: vars.shadow.raised,
});

export const card = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['4'],
  // Keeps the 导航 button above the home indicator on notched phones.
  paddingBlockEnd: `calc(${vars.space['4']} + env(safe-area-inset-bottom))`,
  backgroundColor: vars.role.surface,
  borderStartStartRadius: vars.radius.card,
  borderStartEndRadius: vars.radius.card,
  boxShadow: vars.shadow.floating,
});

export const place = style({ flex: 1, minWidth: 0 });

export const title = style([
  cjkParagraph,
  {
    margin: 0,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.body,
    color: vars.role.text,
    overflowWrap: 'anywhere',
  },
]);

export const address = style([
  cjkParagraph,
  {
    margin: 0,
    marginBlockStart: vars.space['1'],
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.body,
    color: vars.role.textSecondary,
    overflowWrap: 'anywhere',
  },
]);

export const actions = style({ display: 'grid', gap: vars.space['2'] });

export const cancel = style({ display: 'grid', marginBlockStart: vars.space['2'] });

/* The placeholder surface. */

export const placeholder = style({
  position: 'absolute',
  inset: 0,
  overflow: 'hidden',
  backgroundColor: vars.role.surfaceSunken,
  // A faint street grid: enough to read as a map, without pretending to be one.
  backgroundImage: `linear-gradient(${vars.role.divider} 1px, transparent 1px), linear-gradient(90deg, ${vars.role.divider} 1px, transparent 1px)`,
  backgroundSize: '48px 48px',
  backgroundPosition: 'center',
});

export const marker = style({
  position: 'absolute',
  insetInlineStart: '50%',
  insetBlockStart: '50%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['1'],
  maxWidth: 'calc(100% - 32px)',
  // The pin's tip, not the label, sits on the point.
  transform: 'translate(-50%, -100%)',
});

export const markerLabel = style([
  cjkParagraph,
  {
    maxWidth: 240,
    paddingBlock: vars.space['1'],
    paddingInline: vars.space['2'],
    backgroundColor: vars.role.surface,
    borderRadius: vars.radius.control,
    boxShadow: vars.shadow.raised,
    fontSize: vars.font.size.xs,
    lineHeight: vars.font.lineHeight.body,
    color: vars.role.text,
    textAlign: 'center',
    overflowWrap: 'anywhere',
  },
]);

export const markerAddress = style({ display: 'block', color: vars.role.textSecondary });

export const pin = style({ color: vars.role.danger, fill: vars.role.surface });

export const caption = style([
  cjkParagraph,
  {
    position: 'absolute',
    insetInlineEnd: vars.space['2'],
    insetBlockEnd: vars.space['2'],
    fontSize: vars.font.size.xs,
    color: vars.role.textSecondary,
    fontVariantNumeric: 'tabular-nums',
  },
]);
