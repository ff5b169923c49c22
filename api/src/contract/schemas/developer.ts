import { z } from 'zod';
import { id } from '../ids.ts';
import { hasControlCharacters } from '../patterns.ts';

/** 开发者中心 (platform management): the company's developer API keys and their use. */

export const apiKeyLimits = {
  /** Keys a company may hold that are not revoked. */
  liveKeys: 50,
  nameLength: 20,
  /** The longest usage window the 调用统计 tab asks for, in days. */
  usageDays: 30,
} as const;

export const apiKeyView = z.object({
  id,
  name: z.string(),
  /** Names the key in every request (header X-P5G-Key); not secret. */
  accessKey: z.string(),
  /** The role whose menus the key holds; null: every menu a sub-account may hold. */
  roleId: id.nullable(),
  roleName: z.string().nullable(),
  createTime: z.string(),
  revokeTime: z.string().nullable(),
  lastUsedTime: z.string().nullable(),
  lastUsedIp: z.string().nullable(),
});
export type ApiKeyView = z.infer<typeof apiKeyView>;

export const createApiKeyRequest = z.object({
  name: z
    .string({ error: '请输入密钥名称' })
    .trim()
    .min(1, '请输入密钥名称')
    .max(apiKeyLimits.nameLength, `密钥名称不能超过${apiKeyLimits.nameLength}个字符`)
    .refine((v) => !hasControlCharacters(v), '密钥名称包含非法字符'),
  roleId: id.nullable(),
});
export type CreateApiKeyRequest = z.input<typeof createApiKeyRequest>;

/** The key just made, with its secret: the only time the secret is shown. */
export const createdApiKey = apiKeyView.extend({ secret: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKey>;

export const apiKeyIdRequest = z.object({ id });

export const apiUsageRequest = z.object({
  /** The last so many China-time days, today included. */
  days: z.union([z.literal(7), z.literal(30)], { error: '统计范围无效' }).default(7),
});

export const apiUsageRow = z.object({
  keyId: id,
  keyName: z.string(),
  /** yyyymmdd, China time. */
  day: z.string(),
  calls: z.number().int(),
  failures: z.number().int(),
});
export type ApiUsageRow = z.infer<typeof apiUsageRow>;
