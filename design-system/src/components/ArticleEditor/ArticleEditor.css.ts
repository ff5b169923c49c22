import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';
import { cjkParagraph } from '../../styles/cjk-text.css.ts';
import { inputFocus, invalidInputFocus } from '../../styles/focus-ring.css.ts';
import { iconButton, phoneTouchTarget } from '../../styles/icon-button.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
});

export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  backgroundColor: vars.role.surface,
  border: `1px solid ${vars.role.borderStrong}`,
  borderRadius: vars.radius.control,
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    '&:focus-within': inputFocus,
    '&[data-invalid]': { borderColor: vars.role.danger },
    '&[data-invalid]:focus-within': invalidInputFocus,
  },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['1'],
  padding: vars.space['1'],
  borderBlockEnd: `1px solid ${vars.role.border}`,
});

export const group = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 2,
  selectors: {
    '& + &': {
      paddingInlineStart: vars.space['1'],
      borderInlineStart: `1px solid ${vars.role.border}`,
    },
  },
});

export const toolButton = style([
  iconButton,
  {
    width: 32,
    height: 32,
    color: vars.role.text,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.role.surfaceSunken, color: vars.role.accent },
      '&[data-pressed]': { backgroundColor: vars.role.divider },
      '&[data-selected]': { backgroundColor: vars.role.accentSubtle, color: vars.role.accent },
      '&[data-disabled]': { color: vars.role.textDisabled, cursor: 'not-allowed' },
    },
    ...phoneTouchTarget(32),
  },
]);

export const content = style([
  cjkParagraph,
  {
    minHeight: 240,
    maxHeight: '60vh',
    overflowY: 'auto',
    paddingBlock: vars.space['3'],
    paddingInline: vars.space['4'],
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.body,
    color: vars.role.text,
    outline: 'none',
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
]);

globalStyle(`${content} > :first-child`, { marginBlockStart: 0 });
globalStyle(`${content} p`, { marginBlock: vars.space['2'] });
globalStyle(`${content} h2`, { fontSize: vars.font.size.xl, marginBlock: vars.space['3'] });
globalStyle(`${content} h3`, { fontSize: vars.font.size.lg, marginBlock: vars.space['3'] });
globalStyle(`${content} ul, ${content} ol`, {
  paddingInlineStart: vars.space['6'],
  marginBlock: vars.space['2'],
});
globalStyle(`${content} a`, { color: vars.role.link, textDecoration: 'underline' });
globalStyle(`${content} img, ${content} video`, {
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  marginBlock: vars.space['2'],
});
globalStyle(`${content} audio`, {
  display: 'block',
  width: '100%',
  marginBlock: vars.space['2'],
});
globalStyle(`${content} .ProseMirror-selectednode`, {
  outline: `2px solid ${vars.role.focusRing}`,
});

export const linkForm = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
});

export const linkActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
});
