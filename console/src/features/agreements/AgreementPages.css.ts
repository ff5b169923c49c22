import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

export const page = style({
  maxWidth: 880,
  marginInline: 'auto',
  padding: vars.space['10'],
  borderRadius: vars.radius.card,
  backgroundColor: vars.role.surface,
  boxShadow: vars.shadow.raised,
});

export const title = style({ margin: 0, fontSize: vars.font.size.xl, textAlign: 'center' });

export const updated = style({
  marginBlock: vars.space['2'],
  color: vars.role.textSecondary,
  fontSize: vars.font.size.xs,
  textAlign: 'center',
});

export const heading = style({
  marginBlockStart: vars.space['6'],
  marginBlockEnd: vars.space['2'],
  fontSize: vars.font.size.md,
});

export const paragraph = style({
  margin: 0,
  marginBlockEnd: vars.space['3'],
  lineHeight: vars.font.lineHeight.relaxed,
  textIndent: '2em',
});
