import { style } from '@vanilla-extract/css';
import { phoneQuery, touchTargetSize, vars } from '@p5g/tokens';
import { focusRing } from '../../styles/focus-ring.css.ts';
import { iconButton } from '../../styles/icon-button.css.ts';

/** Half the space between tiles: each tile's margin, so a drop indicator between two adds none. */
const halfGap = 6;
const narrow = '(max-width: 419px)';
const wide = '(min-width: 720px)';

/** The tiles' margins reach into this padding: nothing sticks out of the component. */
export const root = style({ containerType: 'inline-size', minWidth: 0, padding: halfGap });

export const grid = style({
  display: 'flex',
  flexWrap: 'wrap',
  margin: -halfGap,
  outline: 'none',
});

const tileWidth = (columns: number) => `calc(${100 / columns}% - ${2 * halfGap}px)`;

export const item = style([
  focusRing,
  {
    display: 'flex',
    flexDirection: 'column',
    width: tileWidth(3),
    margin: halfGap,
    minWidth: 0,
    overflow: 'hidden',
    backgroundColor: vars.role.surface,
    border: `1px solid ${vars.role.border}`,
    borderRadius: vars.radius.card,
    color: vars.role.text,
    fontSize: vars.font.size.sm,
    '@container': { [narrow]: { width: tileWidth(2) }, [wide]: { width: tileWidth(4) } },
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.brand['300'] },
      '&[data-dragging]': { opacity: 0.5 },
    },
  },
]);

export const content = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });

export const tools = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['1'],
  padding: vars.space['1'],
  borderBlockStart: `1px solid ${vars.role.border}`,
  // Three 44 px targets side by side in a tile half a 320 px screen wide.
  '@media': { [phoneQuery]: { gap: 0 } },
});

export const toolButton = style([
  iconButton,
  {
    width: 28,
    height: 28,
    selectors: {
      '&[data-hovered]': { color: vars.role.accent, backgroundColor: vars.role.surfaceSunken },
      '&[data-pressed]': { backgroundColor: vars.color.brand['100'] },
      '&[data-disabled]': { color: vars.role.textDisabled, cursor: 'not-allowed' },
      '&[slot="drag"]': { cursor: 'grab' },
    },
    '@media': { [phoneQuery]: { width: touchTargetSize, height: touchTargetSize } },
  },
]);

export const actions = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  gap: vars.space['1'],
  marginInlineStart: 'auto',
});

/** Takes no room between tiles; the active one is a bar where the dragged tiles will land. */
export const dropIndicator = style({
  width: 0,
  margin: 0,
  alignSelf: 'stretch',
  outline: 'none',
  selectors: {
    '&[data-drop-target]': {
      width: 4,
      marginInline: -2,
      borderRadius: vars.radius.pill,
      backgroundColor: vars.role.accent,
    },
  },
});

export const empty = style({
  padding: vars.space['4'],
  margin: halfGap,
  width: '100%',
  textAlign: 'center',
  color: vars.role.textSecondary,
});
