import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';
import { defaultTheme } from '@p5g/tokens/default-theme';

const { role, font, radius } = defaultTheme;

addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: '央视网 5G智能平台 · 设计系统',
    brandTarget: '_self',
    colorPrimary: role.accent,
    colorSecondary: role.accent,
    appBg: role.page,
    appContentBg: role.surface,
    appBorderColor: role.border,
    appBorderRadius: parseInt(radius.card, 10),
    textColor: role.text,
    textMutedColor: role.textSecondary,
    barBg: role.surface,
    barTextColor: role.textSecondary,
    barSelectedColor: role.accent,
    inputBorder: role.borderStrong,
    inputBorderRadius: parseInt(radius.control, 10),
    fontBase: font.family,
  }),
});
