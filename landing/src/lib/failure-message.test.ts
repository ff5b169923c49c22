import { describe, expect, it } from 'vitest';
import { failureMessage } from './api.ts';

describe('failureMessage (spec §8)', () => {
  it('shows the server message, unless it mentions an error', () => {
    expect(failureMessage(200, '请求过于频繁，请稍后再试')).toBe('请求过于频繁，请稍后再试');
    expect(failureMessage(500, 'Internal Server Error')).toBe('系统错误');
  });

  it('says maintenance for 503 and 系统错误 for any other transport failure', () => {
    expect(failureMessage(503)).toBe('系统升级或维护中，请稍后再试');
    expect(failureMessage(503, '服务不可用')).toBe('系统升级或维护中，请稍后再试');
    expect(failureMessage(502)).toBe('系统错误');
    expect(failureMessage(null)).toBe('系统错误');
  });
});
