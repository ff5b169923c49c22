import { createThemeContract } from '@vanilla-extract/css';
import { defaultTheme } from './default-theme.ts';

/** The theme contract: CSS variables named after the default theme's shape. */
export const vars = createThemeContract(defaultTheme);
