import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space['6'],
  backgroundColor: vars.role.page,
});

export const panel = style({
  width: 'min(400px, 100%)',
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['8'],
  backgroundColor: vars.role.surface,
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.floating,
});

export const title = style({ margin: 0, fontSize: vars.font.size.xl, textAlign: 'center' });

export const platformName = style({
  margin: 0,
  textAlign: 'center',
  color: vars.role.textSecondary,
});

export const notice = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.warning['50'],
  color: vars.color.warning['700'],
});

export const captchaRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space['2'] });

// The code is drawn as a 150×50 vector: shown at 120×40 it keeps its proportions (100×30 squeezed
// it) and stays sharp at any pixel density.
export const captchaImage = style({
  flexShrink: 0,
  lineHeight: 0,
  border: `1px solid ${vars.role.border}`,
  borderRadius: vars.radius.control,
  backgroundColor: vars.role.surface,
  padding: 0,
  cursor: 'pointer',
  display: 'block',
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  fontSize: vars.font.size.sm,
});

// 忘记密码？ opens a dialog but sits among the links: same size, weight and baseline.
globalStyle(`${links} > button`, {
  height: 'auto',
  paddingInline: 0,
  fontSize: 'inherit',
  fontWeight: 'inherit',
  lineHeight: 'inherit',
});

export const dialogForm = style({ display: 'grid', gap: vars.space['4'] });

export const step = style({
  margin: 0,
  color: vars.role.textSecondary,
  fontSize: vars.font.size.sm,
});
