import { style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';
import { focusRing } from './focus.css.ts';
import { mobile } from './mobile-style.ts';

export const carousel = style([
  {
    position: 'relative',
    overflow: 'hidden',
    height: 440,
    backgroundColor: vars.color.brand['800'],
  },
  mobile({ height: '2rem', touchAction: 'pan-y' }),
]);

export const track = style({
  display: 'flex',
  height: '100%',
  transition: `transform ${vars.duration.normal} ${vars.easing.standard}`,
});

export const slide = style({ position: 'relative', flex: '0 0 100%', height: '100%' });

export const media = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  backgroundColor: 'black',
});

/** Dimmed a little, so the white caption reads on the lightest part of any poster (WCAG AA). */
export const poster = style([media, { filter: 'brightness(0.8)' }]);

export const caption = style([
  {
    position: 'absolute',
    insetBlockStart: '50%',
    insetInlineStart: '50%',
    width: 1200,
    transform: 'translate(-50%, -50%)',
    color: vars.role.textOnAccent,
  },
  mobile({ width: 'auto', insetInline: '0.2rem', transform: 'translateY(-50%)' }),
]);

export const title = style([
  { margin: 0, fontSize: 40, fontWeight: vars.font.weight.semibold, lineHeight: 1.3 },
  mobile({ fontSize: '0.2rem' }),
]);

export const summary = style([
  {
    maxWidth: 560,
    marginBlock: `${vars.space['4']} ${vars.space['8']}`,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.relaxed,
  },
  mobile({ marginBlock: '0.08rem 0.14rem', fontSize: '0.13rem' }),
]);

export const playButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2'],
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['5'],
    border: '1px solid currentColor',
    borderRadius: vars.radius.pill,
    color: 'inherit',
    backgroundColor: 'rgba(255, 255, 255, 0.12)',
    fontSize: vars.font.size.sm,
    cursor: 'pointer',
    ':hover': { backgroundColor: 'rgba(255, 255, 255, 0.24)' },
  },
  mobile({ paddingBlock: '0.05rem', paddingInline: '0.14rem', fontSize: '0.12rem' }),
]);

export const controls = style([
  {
    position: 'absolute',
    insetBlockEnd: vars.space['5'],
    insetInlineStart: '50%',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    transform: 'translateX(-50%)',
  },
  mobile({ insetBlockEnd: '0.08rem' }),
]);

export const dot = style([
  focusRing,
  {
    width: 24,
    height: 24,
    padding: 0,
    border: 'none',
    background: 'none',
    cursor: 'pointer',
    '::before': {
      content: '""',
      display: 'block',
      width: 24,
      height: 4,
      marginBlock: 10,
      borderRadius: 2,
      backgroundColor: 'rgba(255, 255, 255, 0.5)',
    },
    selectors: { '&[aria-current="true"]::before': { backgroundColor: 'white', width: 24 } },
  },
]);

export const pauseButton = style([
  focusRing,
  {
    display: 'grid',
    placeItems: 'center',
    width: 24,
    height: 24,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.pill,
    color: vars.color.brand['800'],
    backgroundColor: 'rgba(255, 255, 255, 0.85)',
    cursor: 'pointer',
  },
]);
