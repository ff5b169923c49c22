/**
 * Colour scales. Step 50 is the lightest tint, 900 the darkest shade; `neutral` adds pure white (0).
 * The pairs that components may put text on are declared in `contrast-pairs.ts` and tested for
 * WCAG 2.2 AA there; pick from those pairs rather than combining steps freely.
 */
export const palette = {
  brand: {
    50: '#eef4ff',
    100: '#d9e6ff',
    200: '#b3ccff',
    300: '#84a9f2',
    400: '#4f84e6',
    500: '#2563d6',
    600: '#1a50b8',
    700: '#154196',
    800: '#123474',
    900: '#0e2855',
  },
  neutral: {
    0: '#ffffff',
    50: '#f5f6f8',
    100: '#eceef2',
    200: '#dcdfe5',
    300: '#c4c9d2',
    400: '#9ba2ae',
    500: '#6b7383',
    600: '#525a69',
    700: '#3c4350',
    800: '#262c36',
    900: '#161a21',
  },
  success: {
    50: '#e9f7ef',
    100: '#c9ecd7',
    500: '#1f9150',
    600: '#18763f',
    700: '#135e33',
  },
  warning: {
    50: '#fff6e5',
    100: '#ffe7b8',
    500: '#d98b00',
    600: '#9a6200',
    700: '#7f5000',
  },
  danger: {
    50: '#fdeded',
    100: '#f9d0d1',
    500: '#d92d35',
    600: '#b8222a',
    700: '#941b21',
  },
  /** The broadcaster's red, for its identity (logo bar, masthead rule) only: never decoration or danger. */
  identity: {
    50: '#fdecec',
    500: '#c8161d',
    700: '#9e1117',
  },
  /** Prices and totals: the warm orange-red Chinese shoppers read as a price, apart from danger. */
  price: {
    600: '#b8360a',
  },
  info: {
    50: '#e8f4fb',
    100: '#c5e3f4',
    500: '#1b7fb8',
    600: '#156a9b',
    700: '#10547b',
  },
} as const;

export type ColourScale = keyof typeof palette;
