import { describe, expect, it } from 'vitest';
import { reviewedButtons } from './template-buttons.ts';

const fallbackSms = '回落短信';

describe('reviewedButtons', () => {
  it("names every card's buttons and every suggestion with what pressing it does", () => {
    const card = (title: string, buttons: object[]) => ({ title, description: '说明', buttons });
    expect(
      reviewedButtons({
        kind: 'carousel',
        cards: [
          card('一', [{ type: 'url', label: '办理', url: 'https://gov.example.cn/ban?id=1' }]),
          card('二', [
            { type: 'dial', label: '咨询', phone: '010-12345678' },
            { type: 'map', label: '地址', name: '市民中心', lng: 116.4, lat: 39.9 },
          ]),
        ],
        suggestions: [{ type: 'reply', label: '退订' }],
        fallbackSms,
      } as never),
    ).toEqual([
      { place: '卡片1 按钮1', label: '办理', action: '打开链接 https://gov.example.cn/ban?id=1' },
      { place: '卡片2 按钮1', label: '咨询', action: '拨打010-12345678' },
      { place: '卡片2 按钮2', label: '地址', action: '查看位置 市民中心（经度116.4，纬度39.9）' },
      { place: '快捷回复1', label: '退订', action: '回复“退订”' },
    ]);
  });

  it('calls a single card’s buttons 卡片按钮 and finds none in a text without suggestions', () => {
    expect(
      reviewedButtons({
        kind: 'card',
        card: { title: 't', description: 'd', buttons: [{ type: 'reply', label: '好' }] },
        suggestions: [],
        fallbackSms,
      }),
    ).toEqual([{ place: '卡片按钮1', label: '好', action: '回复“好”' }]);
    expect(reviewedButtons({ kind: 'text', text: '你好', suggestions: [], fallbackSms })).toEqual(
      [],
    );
  });
});
