import { z } from 'zod';
import { newPassword } from '../password.ts';
import { id } from '../ids.ts';
import { emailPattern, mobilePattern } from '../patterns.ts';
import { chatbotName } from './messaging.ts';
import { withoutControlCharacters } from './text.ts';

/** 1 default console, 2 chatbot platform, 3 management platform (spec §1). */
export const platform = z.union([z.literal(1), z.literal(2), z.literal(3)], {
  error: '登录平台无效',
});
export type Platform = z.infer<typeof platform>;

/** The account as typed at sign-in and password reset (checked against the stored names). */
const typedAccount = withoutControlCharacters(
  z.string({ error: '请输入账号' }).trim().min(1, '请输入账号').max(50, '账号过长'),
  '账号',
);

export const loginRequest = z.object({
  account: typedAccount,
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(64, '密码过长'),
  platform: platform.default(1),
  /** Sent with imgCode once the server has asked for the image code. */
  imgUuid: z.uuid({ error: '图形验证码已失效，请刷新' }).optional(),
  imgCode: withoutControlCharacters(
    z.string().trim().max(8, '图形验证码错误'),
    '图形验证码',
  ).optional(),
});
export type LoginRequest = z.input<typeof loginRequest>;

/** What the console stores as userInfo after login (spec §3), plus the menu permissions. */
export const userInfo = z.object({
  token: z.string(),
  account: z.string(),
  platform,
  /** 1 logged in with full access, 0 registered and awaiting audit. */
  userStatus: z.union([z.literal(0), z.literal(1)]),
  menuNames: z.array(z.string()),
  /** Menu entries this user may use; null means the full menu (spec §6). */
  authMenuList: z.array(z.string()).nullable(),
  isChatBotManager: z.boolean(),
  customerType: z.number().int(),
  showName: z.string(),
  customSource: z.number().int(),
  customSourceType: z.number().int(),
  email: z.string().nullable(),
});
export type UserInfo = z.infer<typeof userInfo>;

export const imageCodeQuery = z.object({
  imgUuid: z.uuid({ error: 'imgUuid 格式错误' }),
});

export const accountName = z
  .string({ error: '请输入账号' })
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_]{3,19}$/, '账号须以字母开头，4至20位字母、数字或下划线');

/**
 * chatbot/checkNameIsUnique serves two live checks: an account name at registration (the default)
 * and a service account's name (`kind: 'chatbot'`, with the `id` of the one being edited).
 */
export const checkNameRequest = z.preprocess(
  (value) =>
    value && typeof value === 'object' && !('kind' in value)
      ? { ...value, kind: 'account' }
      : value,
  z.discriminatedUnion(
    'kind',
    [
      z.object({ kind: z.literal('account'), name: accountName }),
      z.object({ kind: z.literal('chatbot'), name: chatbotName, id: id.optional() }),
    ],
    { error: '名称类型无效' },
  ),
);

export const mobile = z
  .string({ error: '请输入手机号' })
  .trim()
  .min(1, '请输入手机号')
  .regex(mobilePattern, '请输入正确的手机号');

export const email = z
  .string({ error: '请填写邮箱' })
  .trim()
  .min(1, '请填写邮箱')
  .regex(emailPattern, '请正确填写邮箱');

export const verifyCode = z
  .string({ error: '请输入验证码' })
  .trim()
  .min(1, '请输入验证码')
  .regex(/^\d{6}$/, '请输入6位数字验证码');

const verifyPurpose = z.enum(['register', 'resetPwd'], { error: '验证码用途无效' });

export const registerRequest = z.object({
  account: accountName,
  password: newPassword,
  companyName: withoutControlCharacters(
    z
      .string({ error: '请输入单位名称' })
      .trim()
      .min(1, '请输入单位名称')
      .max(50, '单位名称最多50个字'),
    '单位名称',
  ),
  contactName: withoutControlCharacters(
    z.string({ error: '请输入联系人' }).trim().min(1, '请输入联系人').max(20, '联系人最多20个字'),
    '联系人',
  ),
  phone: mobile,
  email,
  verifyCode,
});
export type RegisterRequest = z.input<typeof registerRequest>;

export const getVerifyCodeRequest = z.object({ phone: mobile, purpose: verifyPurpose });

export const checkVerifyCodeRequest = z.object({
  phone: mobile,
  code: verifyCode,
  purpose: verifyPurpose,
});

export const resetPasswordRequest = z.object({
  account: typedAccount,
  phone: mobile,
  code: verifyCode,
  password: newPassword,
});
