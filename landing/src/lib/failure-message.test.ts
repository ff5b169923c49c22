import { describe, expect, it } from 'vitest';
import { failureMessage } from './failure-message.ts';
import { PublicCallFailure } from './public-fetch.ts';

describe('failureMessage (spec §8)', () => {
  it('shows the server message, unless it mentions an error', () => {
    expect(failureMessage(new PublicCallFailure(200, '请求过于频繁，请稍后再试'))).toBe(
      '请求过于频繁，请稍后再试',
    );
    expect(failureMessage(new PublicCallFailure(500, 'Internal Server Error'))).toBe('系统错误');
  });

  it('says maintenance for 503 and 系统错误 for any other transport failure', () => {
    expect(failureMessage(new PublicCallFailure(503))).toBe('系统升级或维护中，请稍后再试');
    expect(failureMessage(new PublicCallFailure(503, '服务不可用'))).toBe(
      '系统升级或维护中，请稍后再试',
    );
    expect(failureMessage(new PublicCallFailure(502))).toBe('系统错误');
    expect(failureMessage(new PublicCallFailure(null))).toBe('系统错误');
  });

  it('says 系统错误 for anything that is not a failed call', () => {
    expect(failureMessage(new TypeError('x is undefined'))).toBe('系统错误');
  });
});
