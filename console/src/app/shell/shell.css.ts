import { style } from '@vanilla-extract/css';
import { phoneHitArea } from '@p5g/design-system/touch-target.css';
import { compactQuery, phoneQuery, touchTargetSize, vars } from '@p5g/tokens';

const focusVisible = {
  outline: `2px solid ${vars.role.focusRing}`,
  outlineOffset: '2px',
};

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const user = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minWidth: 0,
  '@media': { [compactQuery]: { gap: vars.space['1'] } },
});

/** An account awaiting audit sees its e-mail in the header: cut short on a narrow screen. */
export const userEmail = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const userCard = style({ display: 'grid', gap: vars.space['2'], minWidth: 180 });

export const userName = style({ margin: 0, fontWeight: vars.font.weight.semibold });

export const userAccount = style({
  margin: 0,
  color: vars.role.textSecondary,
  fontSize: vars.font.size.xs,
});

export const userLinks = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  paddingBlock: vars.space['2'],
  paddingInline: 0,
  listStyle: 'none',
  borderBlock: `1px solid ${vars.role.divider}`,
});

export const topNav = style({
  flex: 1,
  marginInline: vars.space['8'],
});

export const topNavList = style({
  display: 'flex',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const navLink = {
  display: 'block',
  color: vars.role.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
} as const;

export const topNavLink = style({
  ...navLink,
  paddingBlock: vars.space['4'],
  paddingInline: vars.space['3'],
  borderBottom: '2px solid transparent',
  selectors: {
    '&[data-hovered]': { color: vars.role.accent },
    '&[aria-current]': {
      color: vars.role.accent,
      borderBottomColor: vars.role.accent,
      fontWeight: vars.font.weight.medium,
    },
    '&[data-focus-visible]': focusVisible,
  },
});

export const moduleBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: vars.space['6'],
  rowGap: vars.space['2'],
  paddingBlock: vars.space['3'],
  backgroundColor: vars.role.surface,
  borderTop: `1px solid ${vars.role.divider}`,
});

/** The sub-tabs: on a narrow screen they scroll sideways in their own box. */
export const tabNav = style({ minWidth: 0, maxWidth: '100%', overflowX: 'auto' });

export const tabList = style({
  display: 'flex',
  gap: vars.space['2'],
  margin: 0,
  padding: vars.space['1'],
  listStyle: 'none',
});

export const tabLink = style({
  ...navLink,
  // A 44 px target on a phone, inside the box that scrolls sideways (which would clip a hit area
  // reaching past the link).
  '@media': {
    [phoneQuery]: { display: 'flex', alignItems: 'center', minBlockSize: touchTargetSize },
  },
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.control,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-hovered]': { color: vars.role.accent },
    '&[aria-current="page"]': {
      color: vars.role.accent,
      backgroundColor: vars.role.accentSubtle,
      fontWeight: vars.font.weight.medium,
    },
    '&[data-focus-visible]': focusVisible,
  },
});

export const note = style({
  margin: 0,
  marginBottom: vars.space['4'],
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.warning['50'],
  border: `1px solid ${vars.color.warning['100']}`,
  color: vars.role.text,
  fontSize: vars.font.size.sm,
});

/** The header's icon links (help, inbox): 36 px, and 44 px targets on a phone. */
export const inboxLink = style({
  display: 'inline-flex',
  padding: vars.space['2'],
  '@media': { [phoneQuery]: { padding: vars.space['3'] } },
  borderRadius: vars.radius.control,
  color: vars.role.textSecondary,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.role.accent },
    '&[aria-current="page"]': { color: vars.role.accent },
    '&[data-focus-visible]': focusVisible,
  },
});

export const sideMenu = style({
  position: 'fixed',
  zIndex: vars.zIndex.sideMenu,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  padding: vars.space['1'],
  borderRadius: vars.radius.card,
  backgroundColor: vars.role.surface,
  boxShadow: vars.shadow.floating,
  border: `1px solid ${vars.role.divider}`,
});

const sideButton = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  border: 'none',
  background: 'none',
  color: vars.role.textSecondary,
  borderRadius: vars.radius.control,
  fontFamily: 'inherit',
  fontSize: vars.font.size.xs,
} as const;

export const sideHandle = style({
  ...sideButton,
  height: 20,
  cursor: 'grab',
  touchAction: 'none',
  selectors: {
    '&:active': { cursor: 'grabbing' },
    '&:focus-visible': focusVisible,
  },
});

export const sideList = style({
  display: 'grid',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const sideLink = style({
  ...navLink,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minWidth: 40,
  minHeight: 40,
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.control,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-hovered]': { color: vars.role.accent, backgroundColor: vars.role.accentSubtle },
    '&[aria-current="page"]': { color: vars.role.textOnAccent, backgroundColor: vars.role.accent },
    '&[data-focus-visible]': focusVisible,
  },
});

export const sideFold = style({
  ...sideButton,
  minHeight: 32,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.role.accent },
    '&:focus-visible': focusVisible,
  },
});

export const balance = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space['1'],
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.card,
  backgroundColor: vars.role.accentSubtle,
  fontSize: vars.font.size.sm,
  whiteSpace: 'nowrap',
  maxWidth: '100%',
});

export const balanceTitle = style({
  marginInlineEnd: vars.space['2'],
  color: vars.role.textSecondary,
});

export const balanceValue = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.role.text,
});

export const balanceOrder = style([
  phoneHitArea,
  {
    marginInlineStart: vars.space['3'],
    color: vars.role.link,
    textDecoration: 'none',
    selectors: {
      '&[data-hovered]': { textDecoration: 'underline' },
      '&[data-focus-visible]': focusVisible,
    },
  },
]);
