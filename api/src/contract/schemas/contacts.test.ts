import { describe, expect, it } from 'vitest';
import '../zod-locale.ts';
import { contactVariables } from './contacts.ts';

describe('contact variables', () => {
  it('refuse a value with a lone surrogate or a control character', () => {
    const message = (value: string) =>
      contactVariables.safeParse({ 事项: value }).error?.issues[0]?.message;
    expect(message('换证\ud800')).toBe('变量值包含非法字符');
    expect(message('换\u0000证')).toBe('变量值包含非法字符');
    expect(message('换证')).toBeUndefined();
  });
});
