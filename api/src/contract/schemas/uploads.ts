import { z } from 'zod';

export const uploadBase64Request = z.object({
  /** A data URL or bare base64 of the image. */
  base64: z.string({ error: '请选择图片' }).min(1, '请选择图片'),
});

export const fileParams = z.object({ id: z.string().regex(/^\d{1,19}$/, '文件不存在') });

export const fileQuery = z.object({
  expires: z.coerce.number().int().optional(),
  signature: z.string().max(128).optional(),
});
