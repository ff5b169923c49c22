import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

export const desktopForm = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: `${vars.space['5']} ${vars.space['8']}`,
  alignItems: 'start',
  width: 800,
  marginInline: 'auto',
  marginBlockStart: vars.space['8'],
  padding: vars.space['8'],
  borderRadius: vars.radius.card,
  backgroundColor: vars.role.surface,
  boxShadow: vars.shadow.raised,
});

export const wide = style({ gridColumn: '1 / -1' });

export const actions = style([wide, { display: 'flex', justifyContent: 'center' }]);

export const mobileForm = style({
  display: 'grid',
  gap: vars.space['4'],
  marginBlockStart: '0.16rem',
  padding: '0.16rem',
  borderRadius: '0.08rem',
  backgroundColor: vars.role.surface,
  boxShadow: vars.shadow.raised,
});
