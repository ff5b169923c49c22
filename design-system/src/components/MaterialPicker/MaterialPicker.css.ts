import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';
import { cjkParagraph } from '../../styles/cjk-text.css.ts';
import { focusRing } from '../../styles/focus-ring.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  minWidth: 0,
  fontSize: vars.font.size.sm,
  color: vars.role.text,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const filters = style({
  display: 'inline-flex',
  border: `1px solid ${vars.role.border}`,
  borderRadius: vars.radius.control,
  overflow: 'hidden',
});

export const filter = style([
  focusRing,
  {
    minWidth: 56,
    height: 32,
    paddingInline: vars.space['3'],
    border: 'none',
    backgroundColor: vars.role.surface,
    color: vars.role.text,
    fontSize: vars.font.size.sm,
    cursor: 'pointer',
    selectors: {
      '& + &': { borderInlineStart: `1px solid ${vars.role.border}` },
      '&[data-focus-visible]': { outlineOffset: -2 },
      '&[data-hovered]': { color: vars.role.accent },
      '&[data-selected]': {
        backgroundColor: vars.role.accent,
        color: vars.role.textOnAccent,
      },
    },
  },
]);

export const hint = style([
  cjkParagraph,
  {
    margin: 0,
    fontSize: vars.font.size.xs,
    color: vars.role.textSecondary,
  },
]);

export const problem = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  color: vars.color.danger['700'],
});

export const coverStep = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: vars.space['3'],
  border: `1px dashed ${vars.role.borderStrong}`,
  borderRadius: vars.radius.card,
  backgroundColor: vars.role.surfaceSunken,
});

export const coverText = style([cjkParagraph, { flex: '1 1 200px', margin: 0 }]);

export const uploads = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(128px, 1fr))',
  gap: vars.space['3'],
  outline: 'none',
});

export const item = style([
  focusRing,
  {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    overflow: 'hidden',
    backgroundColor: vars.role.surface,
    border: `1px solid ${vars.role.border}`,
    borderRadius: vars.radius.card,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.brand['300'] },
      '&[data-selected]': {
        borderColor: vars.role.accent,
        boxShadow: `0 0 0 1px ${vars.role.accent}`,
      },
      '&[data-disabled]': {
        cursor: 'not-allowed',
        backgroundColor: vars.role.surfaceSunken,
        color: vars.role.textSecondary,
      },
    },
  },
]);

export const thumbnail = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  aspectRatio: '4 / 3',
  backgroundColor: vars.color.neutral['200'],
  color: vars.role.textSecondary,
  overflow: 'hidden',
});

export const thumbnailImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

globalStyle(`${item}[data-disabled] ${thumbnailImage}`, { opacity: 0.5 });

export const kindBadge = style({
  position: 'absolute',
  insetInlineStart: vars.space['1'],
  insetBlockEnd: vars.space['1'],
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  paddingInline: vars.space['1'],
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.neutral['900'],
  color: vars.role.textOnAccent,
  fontSize: vars.font.size.xs,
  fontVariantNumeric: 'tabular-nums',
});

export const selectedMark = style({
  position: 'absolute',
  insetInlineEnd: vars.space['1'],
  insetBlockStart: vars.space['1'],
  display: 'inline-flex',
  padding: 2,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.role.accent,
  color: vars.role.textOnAccent,
});

export const itemBody = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['1'],
  padding: vars.space['2'],
  minWidth: 0,
});

export const itemName = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.font.weight.medium,
});

export const itemMeta = style({
  fontSize: vars.font.size.xs,
  color: vars.role.textSecondary,
  fontVariantNumeric: 'tabular-nums',
});
