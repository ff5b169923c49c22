import { z } from 'zod';
import { id } from '../ids.ts';
import {
  formAnswers,
  formDocument,
  publicFormStates,
  type PublicFormState,
} from '../micro-app-form.ts';
import { mobilePattern } from '../patterns.ts';
import { contentReviewStatusField } from './content-review.ts';
import { pageRequest } from './manage.ts';

/**
 * Micro-apps (微应用): forms and surveys built from the form engine (`../micro-app-form.ts`),
 * reviewed like templates, filled in by citizens on a public page. Times are China time,
 * `YYYY-MM-DD HH:mm:ss` as everywhere.
 */

/** A ready form to start from (服务模板, /government/gover_service). */
export const miniAppTemplate = z.object({
  code: z.string(),
  name: z.string(),
  category: z.string(),
  summary: z.string(),
  document: formDocument,
});

/** The same list serves 我的微应用 (every status) and 草稿箱 (`drafts`: drafts only). */
export const miniAppListRequest = pageRequest.extend({
  status: contentReviewStatusField.optional(),
  drafts: z.boolean().default(false),
  keyword: z.string().trim().max(50, '关键词不能超过50个字符').default(''),
});

export const miniAppSummary = z.object({
  id,
  title: z.string(),
  status: contentReviewStatusField,
  /** A version is live on the public link (it stays live while an edit is reviewed). */
  live: z.boolean(),
  /** The public fill-in page; null until a version has passed review. */
  publicUrl: z.string().nullable(),
  /** The live form's public state (paused, closed, …) or null when nothing is live. */
  publicState: z
    .enum(Object.keys(publicFormStates) as [PublicFormState, ...PublicFormState[]])
    .nullable(),
  answersToday: z.number().int(),
  answersTotal: z.number().int(),
  updateTime: z.string(),
});
export type MiniAppSummary = z.infer<typeof miniAppSummary>;

export const miniAppDetail = miniAppSummary.extend({
  /** The version being edited (the draft, or the one in review or passed). */
  document: formDocument,
  /** The version citizens fill in; null until one has passed. */
  liveDocument: formDocument.nullable(),
  liveVersion: z.number().int().nullable(),
  rejectReason: z.string().nullable(),
});
export type MiniAppDetail = z.infer<typeof miniAppDetail>;

export const miniAppIdRequest = z.object({ id });

/** Autosave: creates the form when `id` is absent; a passed form edited becomes a new draft version. */
export const miniAppSaveRequest = z.object({ id: id.optional(), document: formDocument });

export const miniAppResponsesRequest = pageRequest.extend({
  id,
  /** China-time dates, inclusive. */
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式错误')
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式错误')
    .optional(),
});

export const miniAppResponse = z.object({
  id,
  version: z.number().int(),
  submitTime: z.string(),
  /** The verified phone number when the form checks one, masked as every shown number is. */
  mobile: z.string().nullable(),
  answers: formAnswers.shape.answers,
  otherText: z.record(z.string(), z.string()),
});

export const miniAppResponseRequest = z.object({ id, responseId: id });

/** One answer with the version of the form it was given on (labels come from that version). */
export const miniAppResponseDetail = z.object({
  response: miniAppResponse,
  document: formDocument,
});

const choiceCount = z.object({ option: z.string(), label: z.string(), count: z.number().int() });

export const miniAppStats = z.object({
  total: z.number().int(),
  /** Answers per China-time day over the last 30 days, oldest first. */
  perDay: z.array(z.object({ date: z.string(), count: z.number().int() })),
  questions: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      kind: z.string(),
      answered: z.number().int(),
      /** Choice and dropdown counts, rating distribution (option = score); empty for free text. */
      counts: z.array(choiceCount),
    }),
  ),
});

/** The management platform's review queue (微应用审核). */
export const manageMiniApp = z.object({
  id,
  companyName: z.string(),
  title: z.string(),
  status: contentReviewStatusField,
  submitTime: z.string().nullable(),
  document: formDocument,
  /** The version live now, to compare with; null for a first review. */
  liveDocument: formDocument.nullable(),
});

// ---------------------------------------------------------------------------------------------
// Public fill-in page

/** A form's public code: the path segment of its link (/f/{code}); unguessable. */
export const publicFormCode = z.string().regex(/^[A-Za-z0-9_-]{8,32}$/, '表单不存在或已下线');

export const publicFormRequest = z.object({ code: publicFormCode });

export const publicForm = z.object({
  code: z.string(),
  state: z.enum(Object.keys(publicFormStates) as [PublicFormState, ...PublicFormState[]]),
  /** What the page says instead of the form when it is not open; the form's own closed message when set. */
  message: z.string(),
  /** The live version: answers are checked against the version the citizen opened. */
  version: z.number().int().nullable(),
  document: formDocument.nullable(),
});
export type PublicForm = z.infer<typeof publicForm>;

export const publicAnswerRequest = formAnswers.extend({
  code: publicFormCode,
  version: z.number().int().min(1),
  /**
   * Chosen by the page once per filling: a repeated submit with the same key answers the first
   * result and stores nothing more.
   */
  submissionKey: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, '请刷新页面后重新提交'),
  /** Forms with one answer per phone number: the number and the SMS code sent to it. */
  mobile: z.string().regex(mobilePattern, '请输入正确的手机号码').optional(),
  smsCode: z
    .string()
    .regex(/^\d{6}$/, '请输入6位验证码')
    .optional(),
});

export const publicAnswerResult = z.object({ responseId: id, thankYouMessage: z.string() });

export const publicSmsCodeRequest = z.object({
  code: publicFormCode,
  mobile: z.string().regex(mobilePattern, '请输入正确的手机号码'),
});
