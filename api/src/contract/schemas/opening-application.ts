import { z } from 'zod';
import { emailPattern } from '../patterns.ts';
import { withoutControlCharacters } from './text.ts';

/** A required field; `label` names it when it holds control characters. */
const required = (message: string, max: number, label: string, multiline = false) =>
  withoutControlCharacters(
    z.string({ error: message }).trim().min(1, message).max(max, `最多${max}个字`),
    label,
    multiline,
  );

const optional = (max: number, label: string) =>
  withoutControlCharacters(z.string().trim().max(max), label).optional();

/** The opening application of the home page (spec §3, §5); the server applies the desktop messages. */
export const openingApplicationRequest = z.object({
  name: required('请填写姓名', 20, '姓名'),
  /** Held by the form but not shown in any input (spec §3). */
  tel: optional(20, '电话').default(''),
  province: z.string({ error: '请选择所在省市' }).regex(/^\d{2}$/, '请选择所在省市'),
  city: z.string({ error: '请选择所在省市' }).regex(/^\d{4}$/, '请选择所在省市'),
  provinceName: optional(20, '省份名称'),
  cityName: optional(30, '城市名称'),
  company: required('请填写单位全称', 50, '单位全称'),
  content: required('请填写需求描述', 500, '需求描述', true),
  email: z.string({ error: '请正确填写邮箱' }).trim().regex(emailPattern, '请正确填写邮箱'),
});
export type OpeningApplicationRequest = z.input<typeof openingApplicationRequest>;

/**
 * The same rules with the mobile form's wording (spec §5): 请填写公司名称 for the company, and an empty
 * e-mail says 请填写邮箱 before the pattern's 请正确填写邮箱.
 */
export const mobileOpeningApplicationRequest = openingApplicationRequest.extend({
  company: required('请填写公司名称', 50, '公司名称'),
  email: z
    .string({ error: '请填写邮箱' })
    .trim()
    .min(1, { error: '请填写邮箱', abort: true })
    .regex(emailPattern, '请正确填写邮箱'),
});

export const openingApplication = openingApplicationRequest.extend({
  id: z.string(),
  createTime: z.string(),
  /** Always given: the service names the codes when it stores an application. */
  provinceName: z.string(),
  cityName: z.string(),
});
