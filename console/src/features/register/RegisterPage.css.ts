import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@p5g/tokens';

export const panel = style({
  width: 'min(520px, 100%)',
  marginInline: 'auto',
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['8'],
  backgroundColor: vars.role.surface,
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.raised,
});

export const title = style({ margin: 0, fontSize: vars.font.size.xl });

export const codeRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'start',
  gap: vars.space['2'],
});

// Lines the button up with the input under the field's label.
export const codeButton = style({ marginTop: 26 });

export const agreement = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['1'],
});

// 我已阅读并同意《服务协议》《隐私政策》 reads as one sentence: the checkbox's error goes under
// all of it, not between the checkbox and the links.
globalStyle(`${agreement} > div`, { display: 'contents' });
globalStyle(`${agreement} [slot="errorMessage"]`, { order: 1, flexBasis: '100%' });
