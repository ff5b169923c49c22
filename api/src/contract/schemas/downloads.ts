import { z } from 'zod';
import { id } from '../ids.ts';
import type { Permission } from '../permissions.ts';
import { deliveryStates, failureCauseCodes, sendTaskStatus } from '../sending-status.ts';
import { billCategory, compactDay } from './account.ts';
import { pageRequest } from './manage.ts';
import { isCalendarDay, withoutControlCharacters } from './text.ts';

/**
 * The download centre (下载中心, spec §2 /pe/download_center): exports run as jobs and are kept
 * for 7 days.
 */
export const exportRetentionDays = 7;

/** What can be exported, with its name in the list and the permission creating it needs. */
export const exportKinds = {
  taskRecipients: { name: '任务接收人', permission: { access: 'user', menu: 'send_record' } },
  sendRecords: { name: '发送记录', permission: { access: 'user', menu: 'send_record' } },
  contacts: { name: '通讯录', permission: { access: 'user', menu: 'address_list' } },
  miniAppResponses: {
    name: '微应用填写记录',
    permission: { access: 'user', menu: ['my_miniApp', 'gover_my_miniApp'] },
  },
  // Bills are the account centre's, which only the main account sees.
  bills: { name: '账单明细', permission: { access: 'manager' } },
} as const satisfies Record<string, { name: string; permission: Permission }>;
export type ExportKind = keyof typeof exportKinds;
const exportKindCodes = Object.keys(exportKinds) as [ExportKind, ...ExportKind[]];

/**
 * An export file's state: the stored ones (queued → generating → ready | failed) and `expired`,
 * which the list derives from the expiry time.
 */
export const exportStates = {
  queued: '排队中',
  generating: '生成中',
  ready: '可下载',
  failed: '生成失败',
  expired: '已过期',
} as const;
export type ExportState = keyof typeof exportStates;
export type StoredExportState = Exclude<ExportState, 'expired'>;

/** The one table of an export's state changes, used by the job and its tests. */
export const exportTransitions = {
  start: { from: ['queued'], to: 'generating' },
  // A file whose worker stopped renewing its lease (it crashed) is made again from scratch.
  restart: { from: ['generating'], to: 'generating' },
  finish: { from: ['generating'], to: 'ready' },
  fail: { from: ['queued', 'generating'], to: 'failed' },
} as const satisfies Record<string, { from: readonly StoredExportState[]; to: StoredExportState }>;

/** The state a file is shown in at `now`: a file past its expiry is expired whatever it was. */
export const shownExportState = (
  state: StoredExportState,
  expiresAt: Date | string,
  now: Date,
): ExportState => (new Date(expiresAt).getTime() <= now.getTime() ? 'expired' : state);

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: '日期格式应为yyyy-MM-dd' })
  .refine((v) => isCalendarDay(+v.slice(0, 4), +v.slice(5, 7), +v.slice(8, 10)), {
    error: '日期格式应为yyyy-MM-dd',
  });

const sendTaskStatusCode = z.literal(Object.values(sendTaskStatus), { error: '任务状态无效' });

/** What to export: the kind and the filters the page it comes from shows. */
export const exportRequest = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('taskRecipients'),
      taskId: id,
      // The filters of the task detail's recipients table (task/recipients).
      state: z.enum(deliveryStates, { error: '状态无效' }).optional(),
      cause: z.enum(failureCauseCodes, { error: '失败原因无效' }).optional(),
      mobile: z
        .string()
        .trim()
        .regex(/^\d{1,11}$/, '请输入手机号码（可输入部分）')
        .optional(),
    }),
    z.object({
      kind: z.literal('sendRecords'),
      /** Tasks created on these China-time days (both inclusive). */
      startDay: day.optional(),
      endDay: day.optional(),
      status: sendTaskStatusCode.optional(),
      name: withoutControlCharacters(
        z.string().trim().max(50, '任务名称最多50个字符'),
        '任务名称',
      ).optional(),
    }),
    z.object({
      kind: z.literal('contacts'),
      /** One group; without it, the whole address book. */
      groupId: id.optional(),
    }),
    z.object({ kind: z.literal('miniAppResponses'), miniAppId: id }),
    z.object({
      kind: z.literal('bills'),
      queryType: billCategory,
      startDay: compactDay,
      endDay: compactDay,
    }),
  ],
  { error: '导出类型无效' },
);
export type ExportRequest = z.input<typeof exportRequest>;

export const exportFile = z.object({
  id,
  kind: z.enum(exportKindCodes),
  fileName: z.string(),
  state: z.enum(Object.keys(exportStates) as [ExportState, ...ExportState[]]),
  /** 0–100 while generating. */
  progress: z.number().int(),
  /** Bytes, once ready. */
  size: z.number().int().nullable(),
  /** Why it failed, in Chinese. */
  error: z.string().nullable(),
  createTime: z.string(),
  expireTime: z.string(),
});
export type ExportFile = z.infer<typeof exportFile>;

export const exportListRequest = pageRequest;
export const exportFileRequest = z.object({ id });

/** The media type of the files the download centre serves. */
export const xlsxMimeType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
