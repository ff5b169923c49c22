import { describe, expect, it } from 'vitest';
import { replyLine, suggestionPlace } from './replies.ts';

describe('replies', () => {
  it('names what a recipient sent back', () => {
    expect(replyLine({ kind: 'action', text: '查看活动' })).toBe('点击按钮：查看活动');
    expect(replyLine({ kind: 'text', text: '收到，谢谢' })).toBe('回复消息：收到，谢谢');
    expect(replyLine({ kind: 'location', text: '天安门' })).toBe('发送位置：天安门');
  });

  it('says where a pressed suggestion sits', () => {
    expect(suggestionPlace('card=2&button=1')).toBe('第2张卡片第1个按钮');
    expect(suggestionPlace('chip=3')).toBe('第3个悬浮菜单');
    expect(suggestionPlace('set_by_chatbot_reply_no')).toBe('set_by_chatbot_reply_no');
  });
});
