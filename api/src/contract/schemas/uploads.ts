import { z } from 'zod';
import { fitsInt64 } from '../ids.ts';

/**
 * The one size limit of an uploaded image (spec §5: 5 MB), as a file or as base64; the JSON body
 * limit of the service is this size in base64 (see api/README.md).
 */
export const maxUploadBytes = 5 * 1024 * 1024;

export const uploadBase64Request = z.object({
  /** A data URL or bare base64 of the image. */
  base64: z.string({ error: '请选择图片' }).min(1, '请选择图片'),
});

export const fileParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,19}$/, '文件不存在')
    .refine(fitsInt64, '文件不存在'),
});

export const fileQuery = z.object({
  expires: z.coerce.number().int().optional(),
  signature: z.string().max(128).optional(),
});
