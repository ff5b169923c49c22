import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const tabList = style({
  display: 'flex',
  // Many tabs scroll sideways instead of wrapping onto a second row.
  overflowX: 'auto',
  borderBlockEnd: `1px solid ${vars.role.divider}`,
  selectors: {
    [`${tabs}[data-variant="line"] &`]: { gap: vars.space['5'] },
    [`${tabs}[data-variant="card"] &`]: { gap: vars.space['1'] },
  },
});

export const tab = style({
  flex: 'none',
  position: 'relative',
  paddingBlock: vars.space['2'],
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
  color: vars.role.textSecondary,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  transition: `color ${vars.duration.fast}, background-color ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered]': { color: vars.role.accent },
    '&[data-selected]': { color: vars.role.accent, fontWeight: vars.font.weight.medium },
    '&[data-disabled]': { color: vars.role.textDisabled, cursor: 'not-allowed' },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.role.focusRing}`,
      outlineOffset: '-2px',
      borderRadius: vars.radius.control,
    },
    [`${tabs}[data-variant="line"] &`]: { paddingInline: vars.space['1'] },
    // The selected tab is marked by a bar (line) or by joining the panel (card), not by colour alone.
    [`${tabs}[data-variant="line"] &[data-selected]::after`]: {
      content: '',
      position: 'absolute',
      insetInline: 0,
      insetBlockEnd: 0,
      height: 2,
      backgroundColor: vars.role.accent,
    },
    [`${tabs}[data-variant="card"] &`]: {
      paddingInline: vars.space['4'],
      marginBlockEnd: -1,
      backgroundColor: vars.role.surfaceSunken,
      border: `1px solid ${vars.role.divider}`,
      borderStartStartRadius: vars.radius.control,
      borderStartEndRadius: vars.radius.control,
    },
    [`${tabs}[data-variant="card"] &[data-selected]`]: {
      backgroundColor: vars.role.surface,
      borderBlockEndColor: vars.role.surface,
    },
  },
});

export const panel = style({
  paddingBlock: vars.space['4'],
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
  color: vars.role.text,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.role.focusRing}`,
      outlineOffset: '2px',
    },
  },
});
