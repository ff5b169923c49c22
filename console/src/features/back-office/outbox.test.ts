import { describe, expect, it } from 'vitest';
import { outboxNotice, outboxTemplateTitle } from './outbox.ts';

describe('outboxTemplateTitle', () => {
  it('names the templates the service sends in Chinese, and any other plainly', () => {
    expect(outboxTemplateTitle('verify-code')).toBe('验证码');
    expect(outboxTemplateTitle('balance-alert')).toBe('余额预警');
    expect(outboxTemplateTitle('registration-refused')).toBe('注册审核不通过');
    expect(outboxTemplateTitle('something-new')).toBe('其他短信');
  });
});

describe('outboxNotice', () => {
  it('says messages are not really sent, and codes shown, while the built-in provider stands in', () => {
    expect(outboxNotice(true)).toMatchObject({ type: 'warning', title: '内置短信模拟器' });
    expect(outboxNotice(true).text).toContain('不会真正发出');
  });

  it('says codes are not shown once a gateway sends them', () => {
    expect(outboxNotice(false).text).toContain('验证码不在此显示');
  });
});
