import { style } from '@vanilla-extract/css';
import { serviceWidgetClearance } from '@p5g/design-system/service-widget.css';
import { compactQuery, minBodyWidth, vars } from '@p5g/tokens';

export const page = style({
  minHeight: '100vh',
  minWidth: minBodyWidth.mobile,
  backgroundColor: vars.role.page,
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  height: 56,
  paddingInline: vars.space['6'],
  backgroundColor: vars.role.surface,
  boxShadow: vars.shadow.raised,
  '@media': { [compactQuery]: { gap: vars.space['2'], paddingInline: vars.space['4'] } },
});

export const brand = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.role.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});

export const headerTitle = style({
  paddingInlineStart: vars.space['4'],
  borderInlineStart: `1px solid ${vars.role.divider}`,
  color: vars.role.textSecondary,
  whiteSpace: 'nowrap',
});

export const headerEnd = style({ marginInlineStart: 'auto' });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: '220px minmax(0, 1fr) 200px',
  alignItems: 'start',
  gap: vars.space['6'],
  maxWidth: 1280,
  marginInline: 'auto',
  padding: vars.space['6'],
  // The page ends with room for the floating 客服 button: scrolled to the bottom, nothing lies under it.
  paddingBlockEnd: serviceWidgetClearance,
  // Narrow screens: the menu, the article and its index one under another.
  '@media': {
    [compactQuery]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gap: vars.space['4'],
      padding: vars.space['4'],
      paddingBlockEnd: serviceWidgetClearance,
    },
  },
});

const sticky = {
  position: 'sticky',
  top: 80,
  padding: vars.space['4'],
  borderRadius: vars.radius.card,
  backgroundColor: vars.role.surface,
  boxShadow: vars.shadow.raised,
  '@media': { [compactQuery]: { position: 'static' } },
} as const;

export const menu = style({ ...sticky, display: 'grid', gap: vars.space['4'] });

export const index = style(sticky);

export const menuTitle = style({
  margin: 0,
  marginBottom: vars.space['2'],
  color: vars.role.textSecondary,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
});

export const menuList = style({
  display: 'grid',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const link = {
  display: 'block',
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.control,
  color: vars.role.text,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
} as const;

export const menuLink = style({
  ...link,
  selectors: {
    '&:hover': { color: vars.role.accent },
    '&[aria-current="page"]': {
      color: vars.role.accent,
      backgroundColor: vars.role.accentSubtle,
      fontWeight: vars.font.weight.medium,
    },
    '&:focus-visible': { outline: `2px solid ${vars.role.focusRing}`, outlineOffset: '2px' },
  },
});

export const indexLink = style({
  ...link,
  borderInlineStart: '2px solid transparent',
  borderRadius: 0,
  selectors: {
    '&:hover': { color: vars.role.accent },
    '&[aria-current="location"]': {
      color: vars.role.accent,
      borderInlineStartColor: vars.role.accent,
      fontWeight: vars.font.weight.medium,
    },
    '&:focus-visible': { outline: `2px solid ${vars.role.focusRing}`, outlineOffset: '2px' },
  },
});

export const content = style({
  minHeight: '60vh',
  minWidth: 0,
  padding: vars.space['8'],
  overflowWrap: 'break-word',
  '@media': { [compactQuery]: { padding: vars.space['5'] } },
  borderRadius: vars.radius.card,
  backgroundColor: vars.role.surface,
  boxShadow: vars.shadow.raised,
});

export const title = style({ margin: 0, fontSize: vars.font.size.xl });

export const updated = style({
  marginBlock: vars.space['2'],
  color: vars.role.textSecondary,
  fontSize: vars.font.size.xs,
});

export const heading = style({
  marginBlockStart: vars.space['8'],
  marginBlockEnd: vars.space['3'],
  fontSize: vars.font.size.lg,
  scrollMarginTop: 80,
  outline: 'none',
});

export const paragraph = style({
  margin: 0,
  marginBlockEnd: vars.space['3'],
  lineHeight: vars.font.lineHeight.relaxed,
});
