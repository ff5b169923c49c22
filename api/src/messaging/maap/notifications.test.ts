import { describe, expect, it } from 'vitest';
import { chatbotChangeOf, cmChatbotChangeOf } from './notifications.ts';

describe('§13.1 notices as kept', () => {
  it('keeps the spec’s notice by its signed time and nonce', () => {
    expect(chatbotChangeOf('1700000100', 'n-1')).toEqual({ at: 1_700_000_100, nonce: 'n-1' });
    expect(chatbotChangeOf('soon', 'n-1')).toMatchObject({ errorCode: 20002 });
    expect(chatbotChangeOf('1700000100000000', 'n-1')).toMatchObject({ errorCode: 20002 });
  });

  it('keeps 中国移动’s by the status in its body', () => {
    expect(cmChatbotChangeOf({ status: 2 }, '1700000100')).toEqual({
      status: 2,
      at: 1_700_000_100,
    });
    expect(cmChatbotChangeOf({ status: 5 }, '1700000100')).toMatchObject({ errorCode: 20002 });
    expect(cmChatbotChangeOf({}, '1700000100')).toMatchObject({ errorCode: 20002 });
    expect(cmChatbotChangeOf({ status: 0 }, '-1')).toMatchObject({ errorCode: 20002 });
  });
});
