import { describe, expect, it } from 'vitest';
import { registerFormSchema, type RegisterForm } from './register-form.ts';

const empty: RegisterForm = {
  account: '',
  password: '',
  confirmPassword: '',
  companyName: '',
  contactName: '',
  phone: '',
  email: '',
  verifyCode: '',
  agreed: false as unknown as true,
};

/** The message the form shows under one field, as a blur of that field alone would. */
function problemOf(form: Partial<RegisterForm>, field: keyof RegisterForm) {
  const result = registerFormSchema.safeParse({ ...empty, ...form });
  return result.error?.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('the register form, field by field', () => {
  it('says the passwords differ while every other field is still empty', () => {
    expect(
      problemOf({ password: 'Abcd1357', confirmPassword: 'Abcd1358' }, 'confirmPassword'),
    ).toBe('两次输入的密码不一致');
  });

  it('asks for the repeat when 确认密码 is left empty', () => {
    expect(problemOf({ password: 'Abcd1357' }, 'confirmPassword')).toBe('请再次输入密码');
  });

  it('accepts a matching repeat whatever the other fields hold', () => {
    expect(
      problemOf({ password: 'Abcd1357', confirmPassword: 'Abcd1357' }, 'confirmPassword'),
    ).toBe(undefined);
  });

  it('keeps the server messages for the other fields', () => {
    expect(problemOf({}, 'companyName')).toBe('请输入单位名称');
    expect(problemOf({}, 'agreed')).toBe('请阅读并同意服务协议和隐私政策');
  });
});
