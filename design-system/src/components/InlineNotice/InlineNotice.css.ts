import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';
import type { MessageType } from '../private/message-types.ts';

/** Text, tint and icon colours from the tokens' contrast-tested message pairs. */
const typeColours: Record<MessageType, { text: string; tint: string; edge: string; icon: string }> =
  {
    info: {
      text: vars.color.info['700'],
      tint: vars.color.info['50'],
      edge: vars.color.info['100'],
      icon: vars.color.info['600'],
    },
    success: {
      text: vars.color.success['700'],
      tint: vars.color.success['50'],
      edge: vars.color.success['100'],
      icon: vars.color.success['600'],
    },
    warning: {
      text: vars.color.warning['700'],
      tint: vars.color.warning['50'],
      edge: vars.color.warning['100'],
      icon: vars.color.warning['600'],
    },
    error: {
      text: vars.color.danger['700'],
      tint: vars.color.danger['50'],
      edge: vars.color.danger['100'],
      icon: vars.role.danger,
    },
  };

const base = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  border: '1px solid',
  borderRadius: vars.radius.control,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
});

export const notice = styleVariants(typeColours, ({ text, tint, edge }) => [
  base,
  { color: text, backgroundColor: tint, borderColor: edge },
]);

export const icon = styleVariants(typeColours, ({ icon }) => ({
  flex: 'none',
  // Centred on the first line of 14 px / 1.5 text.
  marginBlockStart: 3,
  color: icon,
}));

export const body = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
});

export const title = style({
  margin: 0,
  fontSize: 'inherit',
  fontWeight: vars.font.weight.semibold,
});

export const action = style({
  flex: 'none',
  alignSelf: 'center',
});
