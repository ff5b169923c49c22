import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { registerRequest } from '@p5g/api/contract';

/**
 * The register form: the server's rules and messages, plus what only the form asks — the repeated
 * password and the consent. The repeat is compared as soon as it is typed, whatever state the other
 * fields are in, so each field can be checked on its own blur.
 */
export const registerFormSchema = registerRequest
  .extend({
    confirmPassword: z.string().min(1, '请再次输入密码'),
    agreed: z.literal(true, { error: '请阅读并同意服务协议和隐私政策' }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: '两次输入的密码不一致',
    when: ({ issues }) => !issues.some((issue) => issue.path?.[0] === 'confirmPassword'),
  });

export type RegisterForm = z.input<typeof registerFormSchema>;

/** The form's resolver, which the page loads when the form is first checked. */
export const registerFormResolver = zodResolver(registerFormSchema);
