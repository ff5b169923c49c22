import { style } from '@vanilla-extract/css';
import { touchTargetSize, vars } from '@p5g/tokens';
import { iconButton } from '../../styles/icon-button.css.ts';
import { cjkLabel } from '../../styles/cjk-text.css.ts';

/** The menu button: a 44 px target for fingers. */
export const trigger = style([
  iconButton,
  {
    flexShrink: 0,
    width: touchTargetSize,
    height: touchTargetSize,
    color: vars.role.text,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.role.surfaceSunken },
      '&[data-pressed]': { backgroundColor: vars.color.neutral['200'] },
    },
  },
]);

export const sections = style({ display: 'grid', gap: vars.space['5'] });

export const sectionTitle = style({
  margin: 0,
  marginBlockEnd: vars.space['2'],
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  color: vars.role.textSecondary,
});

export const list = style({
  display: 'grid',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style([
  cjkLabel,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['3'],
    minHeight: touchTargetSize,
    paddingInline: vars.space['3'],
    borderRadius: vars.radius.control,
    color: vars.role.text,
    fontSize: vars.font.size.md,
    textDecoration: 'none',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { color: vars.role.accent, backgroundColor: vars.role.accentSubtle },
      '&[aria-current="page"]': {
        color: vars.role.accent,
        backgroundColor: vars.role.accentSubtle,
        fontWeight: vars.font.weight.medium,
      },
      '&[data-focus-visible]': {
        outline: `2px solid ${vars.role.focusRing}`,
        outlineOffset: '-2px',
      },
    },
  },
]);
