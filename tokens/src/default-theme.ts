import { palette } from './palette.ts';

const scale = <S extends Record<string | number, string>>(s: S) =>
  Object.fromEntries(Object.entries(s).map(([k, v]) => [String(k), v])) as {
    [K in keyof S as `${K & (string | number)}`]: S[K];
  };

/** Every value of the default theme, as plain strings, so node tests can read them. */
export const defaultTheme = {
  color: {
    brand: scale(palette.brand),
    neutral: scale(palette.neutral),
    success: scale(palette.success),
    warning: scale(palette.warning),
    danger: scale(palette.danger),
    info: scale(palette.info),
    identity: scale(palette.identity),
  },
  /** Colour roles: components use these, not raw scale steps, wherever a role exists. */
  role: {
    page: palette.neutral[50],
    surface: palette.neutral[0],
    surfaceSunken: palette.neutral[100],
    text: palette.neutral[900],
    textSecondary: palette.neutral[600],
    textPlaceholder: palette.neutral[500],
    textDisabled: palette.neutral[400],
    textOnAccent: palette.neutral[0],
    border: palette.neutral[300],
    borderStrong: palette.neutral[500],
    divider: palette.neutral[200],
    accent: palette.brand[600],
    accentHover: palette.brand[700],
    accentPressed: palette.brand[800],
    accentSubtle: palette.brand[50],
    link: palette.brand[600],
    focusRing: palette.brand[500],
    danger: palette.danger[600],
    dangerHover: palette.danger[700],
    /** Prices, cart totals and amounts due; not an error, so not the danger role. */
    price: palette.price[600],
    /** The broadcaster's red: the platform's identity (logo mark, masthead rule), never a state. */
    identity: palette.identity[500],
    overlay: 'rgba(22, 26, 33, 0.45)',
  },
  font: {
    family:
      '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", sans-serif',
    size: {
      xs: '12px',
      sm: '14px',
      md: '16px',
      lg: '20px',
      xl: '24px',
      xxl: '32px',
    },
    weight: {
      regular: '400',
      medium: '500',
      semibold: '600',
    },
    lineHeight: {
      tight: '1.3',
      body: '1.5',
      relaxed: '1.6',
    },
  },
  space: {
    '0': '0',
    '1': '4px',
    '2': '8px',
    '3': '12px',
    '4': '16px',
    '5': '20px',
    '6': '24px',
    '8': '32px',
    '10': '40px',
    '12': '48px',
  },
  radius: {
    control: '4px',
    card: '8px',
    pill: '999px',
  },
  shadow: {
    raised: '0 1px 2px rgba(22, 26, 33, 0.06), 0 1px 3px rgba(22, 26, 33, 0.08)',
    floating: '0 4px 12px rgba(22, 26, 33, 0.12)',
    dialog: '0 12px 32px rgba(22, 26, 33, 0.18)',
  },
  zIndex: {
    base: '0',
    sideMenu: '100',
    header: '200',
    popover: '1000',
    modal: '1100',
    toast: '1200',
    tooltip: '1300',
    pageLoading: '1400',
  },
  duration: {
    instant: '100ms',
    fast: '150ms',
    normal: '200ms',
  },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
  },
} as const;

export type DefaultTheme = typeof defaultTheme;
