import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { defaultTheme } from './default-theme.ts';

// On :root so that overlays portalled to <body> (dialogs, popovers, toasts) see the same variables.
createGlobalTheme(':root', vars, defaultTheme);

globalStyle('html', {
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
  color: vars.role.text,
  backgroundColor: vars.role.page,
  WebkitFontSmoothing: 'antialiased',
  // A narrow space (1/8 em) wherever a digit or Latin letter touches Chinese with no space typed:
  // spec wording, product names and data keep their text and still read spaced (Foundations › 文字).
  textAutospace: 'normal',
});

globalStyle('body', { margin: 0 });

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
