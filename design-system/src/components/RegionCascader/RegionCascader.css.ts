import { style } from '@vanilla-extract/css';
import { touchTargetSize, vars } from '@p5g/tokens';
import { field } from '../../styles/field.css.ts';
import { fieldOption } from '../../styles/field-trigger.css.ts';

export const root = style([field]);

export const popover = style({
  backgroundColor: vars.role.surface,
  border: `1px solid ${vars.role.border}`,
  borderRadius: vars.radius.control,
  boxShadow: vars.shadow.floating,
  zIndex: vars.zIndex.popover,
});

export const dialog = style({ outline: 'none' });

export const dialogBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  // On a phone, as wide as the window less the 12 px react-aria keeps a popover from its edges
  // and the popover's borders: it never widens the page.
  width: `min(400px, 100vw - 2 * ${vars.space['3']} - 2px)`,
  padding: vars.space['2'],
});

/** Both columns, or the search results, share this height so the popover does not jump. */
const listHeight = 264;

// The 1 px gap over a divider-coloured background draws the line between the columns.
export const columns = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: 1,
  height: listHeight,
  overflow: 'hidden',
  backgroundColor: vars.role.divider,
  border: `1px solid ${vars.role.divider}`,
  borderRadius: vars.radius.control,
});

export const column = style({
  position: 'relative',
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space['1'],
  backgroundColor: vars.role.surface,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.role.focusRing}` },
    '&[data-empty]': {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      padding: vars.space['4'],
      textAlign: 'center',
      fontSize: vars.font.size.sm,
      color: vars.role.textSecondary,
    },
  },
});

/** The scrolling box of the search results; it joins the tab order when it overflows. */
export const results = style({
  height: listHeight,
  overflowY: 'auto',
  border: `1px solid ${vars.role.divider}`,
  borderRadius: vars.radius.control,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.role.focusRing}`, outlineOffset: '-2px' },
  },
});

export const resultsList = style([
  column,
  {
    overflowY: 'visible',
    selectors: { '&[data-empty]': { minHeight: `calc(${listHeight}px - 2px)` } },
  },
]);

export const item = fieldOption;

export const itemText = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const itemIcon = style({ flex: 'none', color: 'currentColor' });

/** The match inside a search result: bold and accent-coloured, never colour alone. */
export const match = style({
  backgroundColor: 'transparent',
  color: vars.role.accent,
  fontWeight: vars.font.weight.semibold,
});

/**
 * The two columns fill the sheet's body exactly (spec §9: 380 px, at most 50vh): the sheet's
 * height minus its 48 px header and divider, cancelling the body's padding, so each column
 * scrolls on its own instead of the whole body.
 */
export const sheetColumns = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: 1,
  height: `calc(min(380px, 50vh) - 49px)`,
  backgroundColor: vars.role.divider,
  margin: `calc(-1 * ${vars.space['4']})`,
});

/** The picker's trigger on a phone: a thumb's 44 px touch target, like its options. */
export const touchTrigger = style({ minHeight: touchTargetSize });

export const sheetColumn = style([column, { padding: vars.space['2'] }]);

export const sheetItem = style([
  item,
  // A thumb's 44 px touch target: the picker is the phone's.
  { justifyContent: 'center', minHeight: touchTargetSize, textAlign: 'center' },
]);
