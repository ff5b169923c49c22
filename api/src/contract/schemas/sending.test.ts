import { describe, expect, it } from 'vitest';
import '../zod-locale.ts';
import { sendRequest } from './sending.ts';

describe('typed recipients', () => {
  it('refuse a number holding a control character or a lone surrogate', () => {
    const message = (mobile: string) =>
      sendRequest.safeParse({ templateId: '1', mobiles: [mobile] }).error?.issues[0]?.message;
    expect(message('1380000\u00000000')).toBe('号码格式错误');
    expect(message('13800000000\ud800')).toBe('号码格式错误');
    // Anything else typed is the preview's to list as invalid, not a refusal.
    expect(message('12345')).toBeUndefined();
  });
});
