import { describe, expect, it } from 'vitest';
import type { ApiFailure } from './api-client.ts';
import { errorReaction } from './error-reaction.ts';

const envelope = (code: number, msg: string, httpStatus = 200): ApiFailure => ({
  kind: 'envelope',
  code,
  msg,
  httpStatus,
  data: null,
});

describe('errorReaction (spec §8)', () => {
  it.each([
    [
      envelope(1003, '登录已过期，请重新登录'),
      { kind: 'sessionEnded', message: '登录已过期，请重新登录' },
    ],
    [
      envelope(1006, '您的账号已在其他地方登录'),
      { kind: 'sessionEnded', message: '您的账号已在其他地方登录' },
    ],
    [envelope(3006, '等级不足'), { kind: 'upgradePrompt', message: '等级不足' }],
    [envelope(1204, '任何内容'), { kind: 'silent' }],
    [envelope(1007, '暂无权限'), { kind: 'forbidden', message: '暂无权限' }],
    [envelope(1002, '账号或密码错误'), { kind: 'message', message: '账号或密码错误' }],
    [envelope(5000, 'NullPointer error at line 3', 500), { kind: 'message', message: '系统错误' }],
    [envelope(1001, 'Error: bad'), { kind: 'message', message: '系统错误' }],
    [
      { kind: 'http', httpStatus: 503 } as const,
      { kind: 'message', message: '系统升级或维护中，请稍后再试' },
    ],
    [{ kind: 'http', httpStatus: 403 } as const, { kind: 'forbiddenPage' }],
    [{ kind: 'http', httpStatus: 502 } as const, { kind: 'message', message: '系统错误' }],
    [
      { kind: 'network', cause: new TypeError('fetch failed') } as const,
      { kind: 'message', message: '系统错误' },
    ],
  ])('%j → %j', (failure, reaction) => {
    expect(errorReaction(failure)).toEqual(reaction);
  });
});
