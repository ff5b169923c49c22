import { defaultTheme } from './default-theme.ts';

const { role, color } = defaultTheme;

export type ContrastPair = {
  /** Where this pair is used, for the test report. */
  use: string;
  foreground: string;
  background: string;
  /** Large text (≥ 24px, or ≥ 18.66px bold) and non-text UI parts need 3:1; body text needs 4.5:1. */
  kind: 'text' | 'large-text' | 'ui';
};

/** Every foreground/background pair the design system puts together. Tested against WCAG 2.2 AA. */
export const contrastPairs: ContrastPair[] = [
  { use: 'body text on surface', foreground: role.text, background: role.surface, kind: 'text' },
  { use: 'body text on page', foreground: role.text, background: role.page, kind: 'text' },
  {
    use: 'body text on sunken surface',
    foreground: role.text,
    background: role.surfaceSunken,
    kind: 'text',
  },
  {
    use: 'secondary text on surface',
    foreground: role.textSecondary,
    background: role.surface,
    kind: 'text',
  },
  {
    use: 'secondary text on page',
    foreground: role.textSecondary,
    background: role.page,
    kind: 'text',
  },
  {
    use: 'placeholder on surface',
    foreground: role.textPlaceholder,
    background: role.surface,
    kind: 'text',
  },
  { use: 'link on surface', foreground: role.link, background: role.surface, kind: 'text' },
  { use: 'link on page', foreground: role.link, background: role.page, kind: 'text' },
  {
    use: 'primary button label',
    foreground: role.textOnAccent,
    background: role.accent,
    kind: 'text',
  },
  {
    use: 'primary button label, hovered',
    foreground: role.textOnAccent,
    background: role.accentHover,
    kind: 'text',
  },
  {
    use: 'primary button label, pressed',
    foreground: role.textOnAccent,
    background: role.accentPressed,
    kind: 'text',
  },
  {
    use: 'selected item text',
    foreground: color.brand['700'],
    background: role.accentSubtle,
    kind: 'text',
  },
  {
    use: 'danger button label',
    foreground: role.textOnAccent,
    background: role.danger,
    kind: 'text',
  },
  {
    use: 'danger button label, hovered',
    foreground: role.textOnAccent,
    background: role.dangerHover,
    kind: 'text',
  },
  {
    use: 'danger text on surface',
    foreground: role.danger,
    background: role.surface,
    kind: 'text',
  },
  {
    use: 'success message',
    foreground: color.success['700'],
    background: color.success['50'],
    kind: 'text',
  },
  {
    use: 'warning message',
    foreground: color.warning['700'],
    background: color.warning['50'],
    kind: 'text',
  },
  {
    use: 'danger message',
    foreground: color.danger['700'],
    background: color.danger['50'],
    kind: 'text',
  },
  {
    use: 'info message',
    foreground: color.info['700'],
    background: color.info['50'],
    kind: 'text',
  },
  {
    use: 'success text on surface',
    foreground: color.success['600'],
    background: role.surface,
    kind: 'text',
  },
  {
    use: 'warning text on surface',
    foreground: color.warning['600'],
    background: role.surface,
    kind: 'text',
  },
  {
    use: 'info text on surface',
    foreground: color.info['600'],
    background: role.surface,
    kind: 'text',
  },
  {
    use: 'badge label on danger',
    foreground: role.textOnAccent,
    background: color.danger['600'],
    kind: 'text',
  },
  { use: 'price on surface', foreground: role.price, background: role.surface, kind: 'text' },
  { use: 'price on page', foreground: role.price, background: role.page, kind: 'text' },
  {
    use: 'identity red text on surface',
    foreground: role.identity,
    background: role.surface,
    kind: 'text',
  },
  {
    use: 'label on identity red',
    foreground: role.textOnAccent,
    background: role.identity,
    kind: 'text',
  },
  {
    use: 'input border on surface',
    foreground: role.borderStrong,
    background: role.surface,
    kind: 'ui',
  },
  {
    use: 'focus ring on surface',
    foreground: role.focusRing,
    background: role.surface,
    kind: 'ui',
  },
  { use: 'focus ring on page', foreground: role.focusRing, background: role.page, kind: 'ui' },
  {
    use: 'checked control on surface',
    foreground: role.accent,
    background: role.surface,
    kind: 'ui',
  },
  {
    use: 'chart first series on surface',
    foreground: color.brand['500'],
    background: role.surface,
    kind: 'ui',
  },
];
