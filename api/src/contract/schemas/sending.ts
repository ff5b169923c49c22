import { z } from 'zod';
import { chinaFields, chinaMinuteOf } from '../calendar.ts';
import { id } from '../ids.ts';
import { hasControlCharacters, mobilePattern } from '../patterns.ts';
import { capabilities, deliveryStates, failureCauseCodes } from '../sending-status.ts';
import { contactVariables } from './contacts.ts';
import { carrierCodes, templateDetail } from './messaging.ts';
import { paged, pageRequest } from './manage.ts';

/**
 * 5G messages, part II: send tasks (发送任务), their recipients and the send query. Times travel as
 * ISO strings; the console formats them in China time. Counts of messages are in 条 (one message to
 * one recipient is one 条 of the 5G message balance).
 */

/** Limits of one send task (spec §5). */
export const sendLimits = {
  /** Numbers typed or pasted into the send form. */
  typedMobiles: 100,
  /** Recipients of one task, typed and from address-book groups together. */
  recipients: 100_000,
  /** Address-book groups one task may draw on. */
  groups: 50,
  /** Invalid or duplicate numbers listed by the preview (the counts are complete). */
  listedProblems: 100,
  /** Scheduled sending: 08:00–22:00 China time, at most 30 days ahead. */
  scheduleFromHour: 8,
  scheduleToHour: 22,
  scheduleMaxDays: 30,
} as const;

export const sendMessages = {
  noRecipients: '请填写手机号码或选择通讯录分组',
  tooManyTyped: `手动输入的号码最多${sendLimits.typedMobiles}个`,
  tooManyRecipients: `每个任务最多${sendLimits.recipients.toLocaleString('en-US')}个接收人`,
  tooManyGroups: `最多选择${sendLimits.groups}个分组`,
  noValidRecipients: '没有有效的手机号码',
  scheduleInPast: '定时发送时间须晚于当前时间',
  scheduleOutsideHours: '定时发送时间须在08:00-22:00之间',
  scheduleTooFar: `定时发送时间不能超过${sendLimits.scheduleMaxDays}天`,
  scheduleAfterExpiry: (expiresAt: string) =>
    `定时发送时间须早于模板有效期（${expiresAt}），过期的模板不能发送`,
  templateNotSendable: '该模板未审核通过或已过期，不能发送',
  shortfall: '5G消息余额不足，请充值后再发送',
  wrongPassword: '密码错误',
  tooManyTypedVariables: `最多为${sendLimits.typedMobiles}个号码填写变量值`,
  wholeMobileWhileMasked: '号码已隐藏，请输入完整的11位手机号码；验证密码后可按部分号码查询',
} as const;

/** A template variable some recipients have no value for (the preview lists them). */
export type MissingVariable = { name: string; count: number; mobiles: string[] };

/**
 * Why a task with unfilled variables is refused: each variable and how many recipients lack it.
 * A message never goes out with a literal {变量}.
 */
export function missingVariablesMessage(missing: readonly MissingVariable[]) {
  const each = missing.map((m) => `{${m.name}}缺${m.count}个`).join('、');
  return `部分接收人缺少变量值（${each}），请为手动输入的号码填写变量值或设置默认值后再发送`;
}

/**
 * Why a scheduled time is refused, or null when it is fine: after now, within 08:00–22:00 China
 * time (22:00 itself included), at most 30 days ahead, and before the template's expiry (an expired
 * template is not sent). Shared by the send form and the server.
 */
export function scheduleProblem(
  sendAt: Date,
  now: Date,
  templateExpiresAt: Date | null = null,
): string | null {
  if (sendAt.getTime() <= now.getTime()) return sendMessages.scheduleInPast;
  if (sendAt.getTime() - now.getTime() > sendLimits.scheduleMaxDays * 24 * 60 * 60 * 1000)
    return sendMessages.scheduleTooFar;
  const minutes = Math.floor(chinaFields(sendAt).msOfDay / 60_000);
  if (minutes < sendLimits.scheduleFromHour * 60 || minutes > sendLimits.scheduleToHour * 60)
    return sendMessages.scheduleOutsideHours;
  if (templateExpiresAt && sendAt.getTime() >= templateExpiresAt.getTime()) {
    return sendMessages.scheduleAfterExpiry(chinaMinuteOf(templateExpiresAt));
  }
  return null;
}

/**
 * The one rule for a recipient's number wherever it is shown or exported (发送查询, a task's
 * recipients and their export, the numbers typed into a task, the send preview's lists):
 * 13812341234 → 138****1234, in full only for a session whose user confirmed their password
 * (`task/unlockQuery`, the detail_enquiry flag of spec §4) until it ends.
 */
export const shownMobile = (mobile: string, unlocked: boolean) =>
  unlocked ? mobile : maskMobile(mobile);

/**
 * Why a filter by number is refused, or null: while numbers are masked (`shownMobile`), only a whole
 * number is searched, since a part would tell which digits the masked numbers hide.
 */
export const mobileFilterProblem = (mobile: string, unlocked: boolean) =>
  unlocked || mobile.length === 11 ? null : sendMessages.wholeMobileWhileMasked;

/** A mobile number with its middle four digits hidden: 13812341234 → 138****1234. */
export const maskMobile = (mobile: string) =>
  mobile.length !== 11 ? mobile : `${mobile.slice(0, 3)}****${mobile.slice(7)}`;

/** Task name: optional; the server names the task after the template and the time when absent. */
const taskName = z
  .string()
  .trim()
  .max(30, '任务名称不能超过30个字符')
  .refine((v) => !hasControlCharacters(v), '任务名称包含非法字符');

/**
 * Who to send to. Typed numbers are taken as typed (trimmed): the preview lists the ones that are
 * not mainland mobiles (spec §5) and the duplicates, and the task leaves them out.
 */
const recipientFields = {
  mobiles: z
    .array(
      z
        .string({ error: '号码格式错误' })
        .trim()
        .max(20, '号码格式错误')
        .refine((v) => !hasControlCharacters(v), '号码格式错误'),
      { error: '号码格式错误' },
    )
    .max(sendLimits.typedMobiles, sendMessages.tooManyTyped)
    .default([]),
  groupIds: z
    .array(id, { error: '分组无效' })
    .max(sendLimits.groups, sendMessages.tooManyGroups)
    .default([]),
};
const hasRecipients = (r: { mobiles: string[]; groupIds: string[] }) =>
  r.mobiles.some((m) => m !== '') || r.groupIds.length > 0;

export const recipientsRequest = z
  .object(recipientFields)
  .refine(hasRecipients, { message: sendMessages.noRecipients, path: ['mobiles'] });
export type RecipientsRequest = z.input<typeof recipientsRequest>;

export const sendRequest = z
  .object({
    templateId: id,
    name: taskName.optional(),
    ...recipientFields,
    /**
     * Values of the template's variables for typed numbers (which have none in the address book),
     * by number. A number also in a chosen group keeps its contact's values first.
     */
    typedVariables: z
      .record(z.string(), contactVariables)
      .refine(
        (v) => Object.keys(v).length <= sendLimits.typedMobiles,
        sendMessages.tooManyTypedVariables,
      )
      .default({}),
    /** A value per variable for every recipient that has none of its own. */
    variableDefaults: contactVariables.default({}),
    /** ISO time to send at; absent or null sends as soon as the task is approved. */
    sendAt: z.iso.datetime({ offset: true, error: '定时发送时间格式错误' }).nullish(),
  })
  .refine(hasRecipients, { message: sendMessages.noRecipients, path: ['mobiles'] });
export type SendRequest = z.input<typeof sendRequest>;

const carrierCount = z.object({
  carrier: z.enum(carrierCodes),
  carrierName: z.string(),
  count: z.number().int(),
});

const capabilitySplit = z.object({
  /** 5G capable: the message arrives as a 5G message. */
  rcs: z.number().int(),
  /** Not 5G capable: the message falls back to SMS. */
  sms: z.number().int(),
  /** The carrier did not say. */
  unknown: z.number().int(),
});

/** task/preview: what the task would send, cost and the balance after it. */
export const sendPreview = z.object({
  /** Recipients the task sends to: valid typed numbers and group contacts, each number once. */
  total: z.number().int(),
  typedValid: z.number().int(),
  fromGroups: z.number().int(),
  invalidCount: z.number().int(),
  /** At most `sendLimits.listedProblems` of them. */
  invalid: z.array(z.string()),
  duplicateCount: z.number().int(),
  duplicates: z.array(z.string()),
  carriers: z.array(carrierCount),
  capabilities: capabilitySplit,
  /** 条 the task costs: one per recipient. */
  cost: z.number().int(),
  /** 5G message balance now and after the task (negative when short). */
  balance: z.number().int(),
  balanceAfter: z.number().int(),
  /** 条 missing; submitting while it is above 0 is refused with 2001. */
  shortfall: z.number().int(),
  /** The recipient limit is exceeded; the task cannot be created. */
  overLimit: z.boolean(),
  /**
   * The template's variables some recipients have no value for, in the template's order, with
   * how many lack each and the first `sendLimits.listedProblems` of their numbers. Creating the
   * task is refused while any is left.
   */
  missingVariables: z.array(
    z.object({ name: z.string(), count: z.number().int(), mobiles: z.array(z.string()) }),
  ),
});
export type SendPreview = z.infer<typeof sendPreview>;

export const carrierInfo = z.array(carrierCount);

/** Recipients of a task by state; `pending` counts messages whose outcome is not known yet. */
const deliveryCounts = z.object({
  total: z.number().int(),
  delivered5g: z.number().int(),
  deliveredSms: z.number().int(),
  /** Read messages (delivered as 5G and opened); not counted again in delivered5g. */
  read: z.number().int(),
  failed: z.number().int(),
  /** Not sent: the task was cancelled or ended before their batch. */
  notSent: z.number().int(),
  /** Waiting to be sent or for the carrier's receipt. */
  pending: z.number().int(),
});
export type DeliveryCounts = z.infer<typeof deliveryCounts>;

export const sendTask = z.object({
  id,
  name: z.string(),
  templateId: id,
  templateName: z.string(),
  chatbotId: id,
  chatbotName: z.string(),
  /** Send task status of spec §4 (contract `sendTaskStatus`, names in `sendTaskStatusNames`). */
  status: z.number().int(),
  counts: deliveryCounts,
  /** 条 charged (dispatched) and given back (refunds for failures not the customer's). */
  chargedCount: z.number().int(),
  refundedCount: z.number().int(),
  sendAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  /** Why the task ended short, e.g. 平台账户欠费，余下号码未发送. */
  endNote: z.string().nullable(),
  createTime: z.string(),
  submitTime: z.string().nullable(),
  startTime: z.string().nullable(),
  finishTime: z.string().nullable(),
  /** Every recipient's outcome is known and refunds are written. */
  receiptsFinalTime: z.string().nullable(),
});
export type SendTask = z.infer<typeof sendTask>;

const sendTaskEventView = z.object({
  /** Key of `sendTaskTransitions` (prepare, approve, reject, timeOut, start, pause, …). */
  event: z.string(),
  fromStatus: z.number().int(),
  toStatus: z.number().int(),
  /** Who did it; null for the system (jobs, the clock). */
  actorName: z.string().nullable(),
  reason: z.string().nullable(),
  time: z.string(),
});

/** What a recipient sent back (5G消息接口规范 §11), with `upstreamKindNames`. */
export const upstreamKinds = ['text', 'reply', 'action', 'location', 'file'] as const;
export const upstreamKindNames: Record<(typeof upstreamKinds)[number], string> = {
  text: '回复消息',
  reply: '点击建议回复',
  action: '点击按钮',
  location: '发送位置',
  file: '发送文件',
};
const upstreamView = z.object({
  kind: z.enum(upstreamKinds),
  /** The text sent, the label of the suggestion pressed, a location's name or a file's. */
  text: z.string(),
  /** Which suggestion was pressed: `card=2&button=1` (a card's button) or `chip=3`. */
  postback: z.string().nullable(),
  time: z.string(),
});
export type UpstreamView = z.infer<typeof upstreamView>;

/** Replies and presses of one task's suggestions. */
const taskInteractions = z.object({
  /** Messages the recipients sent (text, locations, files), not presses. */
  replies: z.number().int(),
  /** Each suggestion pressed, by its postback data, with its label, most pressed first. */
  buttons: z.array(z.object({ postback: z.string(), label: z.string(), clicks: z.number().int() })),
});

/** The detail_enquiry flag of this session: numbers are shown in full (`shownMobile`). */
const numbersUnlocked = z.boolean();

export const sendTaskDetail = sendTask.extend({
  /** What was asked for, for "copy as new" (复制为新任务). */
  request: z.object({
    /** Shown by `shownMobile`: masked unless `unlocked`. */
    mobiles: z.array(z.string()),
    groups: z.array(z.object({ id, name: z.string() })),
  }),
  /** The timeline, oldest first. */
  events: z.array(sendTaskEventView),
  interactions: taskInteractions,
  unlocked: numbersUnlocked,
});
export type SendTaskDetail = z.infer<typeof sendTaskDetail>;

export const taskIdRequest = z.object({ id });

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
export const taskListRequest = pageRequest.extend({
  status: z
    .number({ error: '状态无效' })
    .int('状态无效')
    .min(0, '状态无效')
    .max(9, '状态无效')
    .optional(),
  name: taskName.optional(),
  /** Created from / until (China days, yyyy-MM-dd, both included). */
  startDay: z.string().regex(dayPattern, '开始日期格式错误').optional(),
  endDay: z.string().regex(dayPattern, '结束日期格式错误').optional(),
});

const recipientView = z.object({
  seq: z.number().int(),
  /** Shown by `shownMobile`: masked unless the page's `unlocked`. */
  mobile: z.string(),
  name: z.string(),
  carrier: z.enum(carrierCodes),
  carrierName: z.string(),
  capability: z.enum(Object.keys(capabilities) as [keyof typeof capabilities]),
  /** Contract `deliveryStates` (names in `deliveryStateNames`). */
  state: z.enum(deliveryStates),
  /** Contract `failureCauses` key (names in `failureCauses`), or null. */
  cause: z.string().nullable(),
  causeName: z.string().nullable(),
  submitTime: z.string().nullable(),
  updateTime: z.string(),
  /** What the recipient sent back, oldest first. */
  replies: z.array(upstreamView),
});

export const recipientsPage = paged(recipientView).extend({ unlocked: numbersUnlocked });

export const taskRecipientsRequest = pageRequest.extend({
  id,
  state: z.enum(deliveryStates, { error: '状态无效' }).optional(),
  cause: z.enum(failureCauseCodes, { error: '失败原因无效' }).optional(),
  mobile: z
    .string()
    .trim()
    .regex(/^\d{1,11}$/, '请输入手机号码（可输入部分）')
    .optional(),
});

export const failCarrier = z.object({
  carrier: z.enum(carrierCodes),
  carrierName: z.string(),
  total: z.number().int(),
  failed: z.number().int(),
  /** Failures by cause key. */
  causes: z.record(z.string(), z.number().int()),
});

export const sendQueryRequest = pageRequest.extend({
  mobile: z
    .string({ error: '请输入手机号码' })
    .trim()
    .min(1, '请输入手机号码')
    .regex(mobilePattern, '手机号码格式错误'),
});

const sentMessage = z.object({
  taskId: id,
  taskName: z.string(),
  templateName: z.string(),
  /** Shown by `shownMobile`: masked unless `unlocked`. */
  mobile: z.string(),
  state: z.enum(deliveryStates),
  cause: z.string().nullable(),
  causeName: z.string().nullable(),
  submitTime: z.string().nullable(),
  updateTime: z.string(),
  /** What the number sent back after this message, oldest first: the conversation. */
  replies: z.array(upstreamView),
});

export const sendQueryResult = z.object({
  total: z.number().int(),
  list: z.array(sentMessage),
  unlocked: numbersUnlocked,
});

export const unlockQueryRequest = z.object({
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(64, '密码错误'),
});

export const manageTask = sendTask.extend({
  companyName: z.string(),
  /** The template as it will be sent, for the reviewer's preview. */
  template: templateDetail,
  carriers: z.array(carrierCount),
  capabilities: capabilitySplit,
  /** Minutes since it was submitted for review. */
  waitedMinutes: z.number().int().nullable(),
  /** The first recipients, numbers masked, with the values their placeholders are filled with. */
  samples: z.array(
    z.object({ mobile: z.string(), name: z.string(), variables: z.record(z.string(), z.string()) }),
  ),
});
export type ManageTask = z.infer<typeof manageTask>;
