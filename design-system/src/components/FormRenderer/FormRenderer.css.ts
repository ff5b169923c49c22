import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

// Native controls only (the public fill-in page works without scripts), so the browser's
// :focus-visible and :checked drive the looks, not react-aria's data attributes. Phone first:
// 16 px text in every input (no zoom on focus) and rows at least 44 px tall to take a thumb.

const touchTarget = 44;

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  minWidth: 0,
});

/** The questions between two page breaks. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  minWidth: 0,
  selectors: {
    '&[hidden]': { display: 'none' },
    [`& + &`]: {
      paddingBlockStart: vars.space['6'],
      borderBlockStart: `1px dashed ${vars.role.border}`,
    },
  },
});

/** One question: label (or legend), help, control, error. A fieldset for choices, a div otherwise. */
export const question = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const title = style({
  padding: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.body,
  color: vars.role.text,
  overflowWrap: 'anywhere',
});

export const requiredMark = style({ color: vars.role.danger, marginInlineStart: vars.space['1'] });

export const help = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.role.textSecondary,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const error = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.role.danger,
  selectors: { '&:empty': { display: 'none' } },
});

const focusVisible = {
  outline: `2px solid ${vars.role.focusRing}`,
  outlineOffset: '1px',
} as const;

export const input = style({
  width: '100%',
  minHeight: touchTarget,
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.body,
  color: vars.role.text,
  backgroundColor: vars.role.surface,
  border: `1px solid ${vars.role.borderStrong}`,
  borderRadius: vars.radius.control,
  selectors: {
    '&::placeholder': { color: vars.role.textPlaceholder },
    '&:focus-visible': { ...focusVisible, borderColor: vars.role.focusRing },
    '&[aria-invalid="true"]': { borderColor: vars.role.danger },
  },
});

export const textarea = style([input, { minHeight: 96, resize: 'vertical' }]);

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

/** A choice: the native radio or checkbox and its text, the whole row a touch target. */
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: touchTarget,
  paddingInline: vars.space['3'],
  fontSize: vars.font.size.md,
  color: vars.role.text,
  backgroundColor: vars.role.surface,
  border: `1px solid ${vars.role.border}`,
  borderRadius: vars.radius.control,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&:has(:checked)': { borderColor: vars.role.accent, backgroundColor: vars.role.accentSubtle },
    '&:has(:focus-visible)': focusVisible,
  },
});

export const mark = style({
  flex: 'none',
  width: 18,
  height: 18,
  margin: 0,
  accentColor: vars.role.accent,
  selectors: { '&:focus-visible': { outline: 'none' } },
});

export const otherInput = style([input, { marginBlockStart: vars.space['1'] }]);

/** Scores side by side, each a square button-sized choice. */
export const ratingScale = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
});

export const ratingOption = style([
  option,
  {
    justifyContent: 'center',
    minWidth: touchTarget,
    paddingInline: vars.space['2'],
    fontVariantNumeric: 'tabular-nums',
  },
]);

export const conditionNote = style([help, { fontSize: vars.font.size.xs }]);

export const description = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  selectors: { '&[hidden]': { display: 'none' } },
});

export const descriptionTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.role.text,
  overflowWrap: 'anywhere',
});

export const uploaded = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  fontSize: vars.font.size.sm,
  color: vars.role.textSecondary,
});

globalStyle(`${input}[type="file"]`, { paddingBlock: vars.space['2'], cursor: 'pointer' });

export { visuallyHidden } from '../../styles/visually-hidden.css.ts';
