import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';
import { field } from '../../styles/field.css.ts';

export const root = style([field, { width: '100%', maxWidth: 480 }]);

export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  paddingBlock: vars.space['5'],
  paddingInline: vars.space['4'],
  textAlign: 'center',
  backgroundColor: vars.role.surface,
  border: `1px dashed ${vars.role.borderStrong}`,
  borderRadius: vars.radius.card,
  transition: `border-color ${vars.duration.fast}, background-color ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered], &[data-drop-target]': { borderColor: vars.role.accent },
    '&[data-drop-target]': { backgroundColor: vars.role.accentSubtle },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.role.focusRing}`,
      outlineOffset: '2px',
    },
    '&[data-invalid]': { borderColor: vars.role.danger },
    '&[data-disabled]': {
      backgroundColor: vars.role.surfaceSunken,
      borderColor: vars.role.border,
      cursor: 'not-allowed',
    },
  },
});

export const icon = style({
  color: vars.role.textSecondary,
  selectors: { [`${dropZone}[data-disabled] &`]: { color: vars.role.textDisabled } },
});

export const hint = style({
  fontSize: vars.font.size.xs,
  color: vars.role.textSecondary,
  selectors: { [`${dropZone}[data-disabled] &`]: { color: vars.role.textDisabled } },
});

export const progress = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  width: '100%',
  maxWidth: 320,
  textAlign: 'start',
});

export const progressText = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  fontSize: vars.font.size.xs,
  color: vars.role.textSecondary,
});

export const progressLabel = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const progressValue = style({ fontVariantNumeric: 'tabular-nums' });

export const track = style({
  height: 4,
  overflow: 'hidden',
  backgroundColor: vars.color.neutral['200'],
  borderRadius: vars.radius.pill,
});

export const fill = style({
  height: '100%',
  backgroundColor: vars.role.accent,
  borderRadius: vars.radius.pill,
  transition: `width ${vars.duration.normal} ${vars.easing.standard}`,
});

export const preview = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space['3'],
});

export const thumbnail = style({
  padding: vars.space['1'],
  backgroundColor: vars.role.surfaceSunken,
  // At fractional device scales a border-box background can bleed a pixel row past the border.
  backgroundClip: 'padding-box',
  border: `1px solid ${vars.role.border}`,
  borderRadius: vars.radius.control,
});

export const image = style({
  display: 'block',
  width: 112,
  height: 112,
  objectFit: 'contain',
});

export const fileName = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minWidth: 0,
  overflowWrap: 'anywhere',
});
