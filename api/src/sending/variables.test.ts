import { describe, expect, it } from 'vitest';
import { fillVariables, recipientVariables } from './variables.ts';

const card = (text: string) => JSON.stringify({ title: text });

describe('filling a recipient’s placeholders', () => {
  it('fills {姓名} from the contact’s name, and the contact’s variables by their names', () => {
    const filled = fillVariables(
      card('{姓名}您好，您的订单{单号}已发货'),
      recipientVariables('王芳', { 单号: 'DD2026' }),
    );
    expect(JSON.parse(filled)).toEqual({ title: '王芳您好，您的订单DD2026已发货' });
  });

  it('lets a variable named 姓名 win over the name, and leaves {姓名} for a nameless number', () => {
    expect(recipientVariables('王芳', { 姓名: '王女士' })).toEqual({ 姓名: '王女士' });
    expect(JSON.parse(fillVariables(card('{姓名}您好'), recipientVariables('', {})))).toEqual({
      title: '{姓名}您好',
    });
  });

  it('escapes values as JSON text, so a quote or backslash cannot break the message', () => {
    const filled = fillVariables(card('备注：{备注}'), { 备注: '"引号"\\反斜杠' });
    expect(JSON.parse(filled)).toEqual({ title: '备注："引号"\\反斜杠' });
  });
});
