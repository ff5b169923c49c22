import { describe, expect, it } from 'vitest';
import { templateContent } from '../contract/schemas/messaging.ts';
import { limitsOnceFilled } from './filled-content.ts';

const card = templateContent.parse({
  kind: 'card',
  card: {
    title: '{姓名}您好',
    description: '请查收',
    buttons: [{ type: 'url', label: '{按钮}', url: 'https://example.cn/{编号}' }],
  },
  fallbackSms: '{姓名}您好',
});
const brokenLimit = limitsOnceFilled(card);

describe('limitsOnceFilled', () => {
  it('passes values that keep every limit', () => {
    expect(brokenLimit({ 姓名: '张三', 按钮: '查看', 编号: 'A1' })).toBeNull();
  });

  it('names the first limit a filled value breaks', () => {
    expect(brokenLimit({ 姓名: '张'.repeat(49), 按钮: '查看', 编号: 'A1' })).toBe(
      '卡片标题不能超过50个字符',
    );
    expect(brokenLimit({ 姓名: '张三', 按钮: '查'.repeat(26), 编号: 'A1' })).toBe(
      '按钮文字不能超过25个字符',
    );
    expect(brokenLimit({ 姓名: '张三', 按钮: '查看', 编号: 'a b' })).toBe(
      '链接须以http://或https://开头',
    );
    expect(brokenLimit({ 姓名: '张三\u0007', 按钮: '查看', 编号: 'A1' })).toBe(
      '卡片标题包含非法字符',
    );
  });

  it('does not check a template without placeholders again', () => {
    const plain = templateContent.parse({ kind: 'text', text: '您好', fallbackSms: '您好' });
    expect(limitsOnceFilled(plain)({ 姓名: '张'.repeat(2000) })).toBeNull();
  });
});
