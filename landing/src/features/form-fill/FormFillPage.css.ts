import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

// Phone first: one column, 16 px side margins down to 320 px, a readable measure on wide screens.

export const page = style({
  boxSizing: 'border-box',
  maxWidth: 640,
  minHeight: '100vh',
  marginInline: 'auto',
  paddingBlock: vars.space['6'],
  paddingInline: vars.space['4'],
  backgroundColor: vars.role.surface,
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  marginBlockEnd: vars.space['6'],
});

export { pageTitle as title } from '../../lib/public-page.css.ts';

export const description = style({
  margin: 0,
  fontSize: vars.font.size.md,
  color: vars.role.textSecondary,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

/** The form's state instead of the form (closed, paused, …) and the thank-you. */
export const statePanel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
  paddingBlock: vars.space['10'],
  paddingInline: vars.space['4'],
  textAlign: 'center',
  fontSize: vars.font.size.md,
  color: vars.role.text,
  backgroundColor: vars.role.page,
  borderRadius: vars.radius.card,
});

export const stateHeading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const stateText = style({ margin: 0, overflowWrap: 'anywhere' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

export const problems = style({
  padding: vars.space['3'],
  fontSize: vars.font.size.md,
  color: vars.role.danger,
  border: `1px solid ${vars.role.danger}`,
  borderRadius: vars.radius.control,
  selectors: { '&:empty': { display: 'none' } },
});

export const phoneCheck = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  border: 0,
});

export const codeRow = style({
  display: 'flex',
  gap: vars.space['2'],
  alignItems: 'stretch',
});

export const actions = style({
  display: 'flex',
  gap: vars.space['3'],
  position: 'sticky',
  insetBlockEnd: 0,
  paddingBlock: vars.space['3'],
  backgroundColor: vars.role.surface,
});

const button = style({
  flex: 1,
  minHeight: 44,
  paddingInline: vars.space['4'],
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  borderRadius: vars.radius.control,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.role.focusRing}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    '&[hidden]': { display: 'none' },
  },
});

export const primaryButton = style([
  button,
  {
    color: vars.role.textOnAccent,
    backgroundColor: vars.role.accent,
    border: `1px solid ${vars.role.accent}`,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.role.accentHover } },
  },
]);

export const secondaryButton = style([
  button,
  {
    flex: 'none',
    color: vars.role.accent,
    backgroundColor: vars.role.surface,
    border: `1px solid ${vars.role.accent}`,
  },
]);

export const fieldLabel = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
});
