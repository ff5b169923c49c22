import { style } from '@vanilla-extract/css';
import { desktopHomeQuery, vars } from '@p5g/tokens';
import { focusRing } from './focus.css.ts';
import { mobile } from './mobile-style.ts';

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.header,
  backgroundColor: vars.role.surface,
  boxShadow: vars.shadow.raised,
});

export const inner = style([
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['8'],
    width: 1200,
    height: 64,
    marginInline: 'auto',
  },
  mobile({ width: 'auto', height: '0.48rem', gap: '0.1rem', paddingInline: '0.16rem' }),
]);

export const brand = style([
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    margin: 0,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.brand['800'],
    whiteSpace: 'nowrap',
  },
  mobile({ fontSize: '0.16rem', gap: '0.06rem' }),
]);

export const logo = style([
  {
    display: 'grid',
    placeItems: 'center',
    width: 32,
    height: 32,
    borderRadius: 6,
    color: vars.role.textOnAccent,
    backgroundColor: vars.role.accent,
    fontSize: 13,
    fontWeight: 700,
  },
  mobile({ width: '0.26rem', height: '0.26rem', fontSize: '0.11rem', borderRadius: '0.05rem' }),
]);

export const nav = style([
  { display: 'flex', gap: vars.space['6'], flex: 1 },
  mobile({ display: 'none' }),
]);

export const navLink = style([
  focusRing,
  {
    color: vars.role.text,
    textDecoration: 'none',
    fontSize: vars.font.size.md,
    ':hover': { color: vars.role.link },
  },
]);

export const actions = style([
  { display: 'flex', alignItems: 'center', gap: vars.space['6'], marginInlineStart: 'auto' },
  mobile({ gap: '0.1rem' }),
]);

export const phone = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    color: vars.role.link,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.medium,
    textDecoration: 'none',
  },
  mobile({ fontSize: '0.13rem' }),
]);

export const account = style([
  focusRing,
  {
    display: 'inline-grid',
    placeItems: 'center',
    minWidth: 96,
    height: 36,
    paddingInline: vars.space['4'],
    borderRadius: vars.radius.control,
    color: vars.role.textOnAccent,
    backgroundColor: vars.role.accent,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    ':hover': { backgroundColor: vars.role.accentHover },
  },
  mobile({ minWidth: '0.8rem', height: '0.3rem', paddingInline: '0.1rem', fontSize: '0.13rem' }),
]);

export const desktopPhone = style(mobile({ display: 'none' }));

export const mobilePhone = style({ '@media': { [desktopHomeQuery]: { display: 'none' } } });
