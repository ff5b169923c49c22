import { z } from 'zod';
import { id } from '../ids.ts';
import { hasControlCharacters } from '../patterns.ts';
import { pageRequest } from './manage.ts';

/**
 * Common applets (常用应用, spec §2): 抗原自测 (/client/antigen_self) and 疫情共建
 * (/government/gover_epidemic), ready micro-apps each company turns on once. Residents report on
 * the form's public fill-in page; grid workers (spec §6) read the reports of their own region and
 * below, names and phones masked until the company's admin account and password are confirmed in
 * the session (the sensitive flags antigen_self and gover_epidemic of spec §4, reset at logout).
 */
export const appletNames = { antigen_self: '抗原自测', gover_epidemic: '疫情共建' } as const;
export type Applet = keyof typeof appletNames;
export const applets = Object.keys(appletNames) as [Applet, ...Applet[]];

const applet = z.enum(applets, { error: '常用应用不存在' });
export const appletRequest = z.object({ applet });

const chinaDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式错误');

/** A city (4 digits) or district (6 digits) of the shared region tree. */
const gridRegionCode = z.string().regex(/^\d{4}(\d{2})?$/, '请选择到市或区县');

/**
 * Whose reports the caller sees: `all` the company's (its main account), `region` those of the
 * grid worker's city or district and below, `none` (a sub-account given no region yet).
 */
const appletScope = z.object({
  kind: z.enum(['all', 'region', 'none']),
  regionCode: z.string().nullable(),
  regionName: z.string().nullable(),
});

export const appletOverview = z.object({
  applet,
  title: z.string(),
  /** The company has turned the applet on: its fill-in page is live. */
  enabled: z.boolean(),
  publicUrl: z.string().nullable(),
  scope: appletScope,
  /** This session confirmed the admin password: names and phones are shown whole. */
  unlocked: z.boolean(),
});
export type AppletOverview = z.infer<typeof appletOverview>;

const dateRange = {
  /** China-time dates, inclusive. */
  from: chinaDate.optional(),
  to: chinaDate.optional(),
};

export const appletReportsRequest = pageRequest.extend({
  applet,
  /** Narrows the caller's scope to a city or district within it. */
  region: gridRegionCode.optional(),
  ...dateRange,
});

export const appletReport = z.object({
  id,
  submitTime: z.string(),
  regionCode: z.string(),
  regionName: z.string(),
  street: z.string(),
  result: z.string(),
  /** Masked (张*, 138****1234) until the session is unlocked. */
  name: z.string(),
  mobile: z.string(),
  /** The photos' signed links. */
  photos: z.array(z.string()),
});
export type AppletReport = z.infer<typeof appletReport>;

/** The summary covers at most this many days. */
export const appletSummaryMaxDays = 31;

export const appletSummaryRequest = z.object({ applet, ...dateRange });

export const appletSummary = z.object({
  from: z.string(),
  to: z.string(),
  /** The result options, in the form's order: the columns of each row's counts. */
  results: z.array(z.object({ option: z.string(), label: z.string() })),
  /** One row per China-time day and district with reports, newest day first. */
  rows: z.array(
    z.object({
      date: z.string(),
      regionCode: z.string(),
      regionName: z.string(),
      total: z.number().int(),
      counts: z.array(z.number().int()),
    }),
  ),
});

export const appletUnlockRequest = z.object({
  applet,
  account: z
    .string({ error: '请输入管理员账号' })
    .trim()
    .min(1, '请输入管理员账号')
    .max(50, '管理员账号不能超过50个字符')
    .refine((v) => !hasControlCharacters(v), '管理员账号包含非法字符'),
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(20, '密码错误'),
});

export const appletMessages = {
  wrongAdmin: '管理员账号或密码错误',
  noScope: '您尚未被分配负责区域，请联系主账号设置',
  outOfScope: '只能查看您负责区域内的数据',
  tooLong: `查询范围不能超过${appletSummaryMaxDays}天`,
  endBeforeStart: '结束日期不能早于开始日期',
  notEnabled: '该应用尚未启用',
} as const;

export const gridWorker = z.object({
  userId: id,
  account: z.string(),
  showName: z.string(),
  regionCode: z.string().nullable(),
  regionName: z.string().nullable(),
});

export const setGridWorkerRequest = z.object({
  userId: id,
  /** null: no longer a grid worker. */
  regionCode: gridRegionCode.nullable(),
});
