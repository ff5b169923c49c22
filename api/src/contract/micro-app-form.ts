import { z } from 'zod';
import { isAnswered, otherOptionId } from './micro-app-answers.ts';
import { hasControlCharacters } from './patterns.ts';

/**
 * The micro-app form engine: one versioned JSON document per form (questions, display logic and
 * collection settings), validated by these schemas in the builder and the service; how an answer
 * is checked against it is in `micro-app-answers.ts` (free of zod, for the public page's script).
 */

export const formDocumentVersion = 1;

const questionId = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,31}$/, '问题编号须以小写字母开头，由小写字母、数字和下划线组成');

const line = (label: string, max: number) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .max(max, `${label}不能超过${max}个字符`)
    .refine((v) => !hasControlCharacters(v), `${label}包含非法字符`);

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label}不能超过${max}个字符`)
    .refine((v) => !hasControlCharacters(v, true), `${label}包含非法字符`)
    .default('');

const option = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9_]{1,32}$/, '选项编号由小写字母、数字和下划线组成')
    .refine((v) => v !== otherOptionId, '选项编号 other 保留给“其他”'),
  label: line('选项内容', 50),
});

const options = z
  .array(option)
  .min(2, '至少设置2个选项')
  .max(50, '最多设置50个选项')
  .refine((list) => new Set(list.map((o) => o.id)).size === list.length, '选项编号不能重复');

/** Show this question only when an earlier choice question's answer includes one of these options. */
const showWhen = z.object({
  question: questionId,
  anyOf: z.array(z.string().min(1)).min(1, '请选择显示条件的选项'),
});

const common = {
  id: questionId,
  title: line('问题标题', 100),
  help: optionalText('说明', 300),
  required: z.boolean().default(false),
  showWhen: showWhen.optional(),
};

export const textFormats = {
  plain: '文本',
  mobile: '手机号码',
  email: '邮箱',
  idCard: '身份证号码',
  number: '数字',
} as const;
export type TextFormat = keyof typeof textFormats;

export const uploadKinds = {
  image: { name: '图片', extensions: ['jpg', 'jpeg', 'png'] },
  document: { name: '文档', extensions: ['pdf', 'doc', 'docx', 'xls', 'xlsx'] },
} as const;
export type UploadKind = keyof typeof uploadKinds;

const questionSchemas = [
  z.object({
    kind: z.literal('text'),
    ...common,
    format: z.enum(Object.keys(textFormats) as [TextFormat, ...TextFormat[]]).default('plain'),
    maxLength: z.number().int().min(1).max(500).default(50),
    placeholder: optionalText('提示文字', 50),
  }),
  z.object({
    kind: z.literal('textarea'),
    ...common,
    maxLength: z.number().int().min(1).max(2000).default(500),
    placeholder: optionalText('提示文字', 50),
  }),
  z.object({
    kind: z.literal('single'),
    ...common,
    options,
    allowOther: z.boolean().default(false),
  }),
  z.object({
    kind: z.literal('multiple'),
    ...common,
    options,
    allowOther: z.boolean().default(false),
    minChoices: z.number().int().min(0).max(50).default(0),
    maxChoices: z.number().int().min(1).max(50).optional(),
  }),
  z.object({ kind: z.literal('dropdown'), ...common, options }),
  z.object({
    kind: z.literal('region'),
    ...common,
    level: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).default(3),
  }),
  z.object({ kind: z.literal('date'), ...common }),
  z.object({
    kind: z.literal('rating'),
    ...common,
    max: z.number().int().min(3).max(10).default(5),
  }),
  z.object({
    kind: z.literal('upload'),
    ...common,
    accept: z
      .array(z.enum(Object.keys(uploadKinds) as [UploadKind, ...UploadKind[]]))
      .min(1, '请选择允许上传的文件类型')
      .default(['image']),
    maxSizeMb: z.number().int().min(1).max(20).default(5),
    maxFiles: z.number().int().min(1).max(9).default(1),
  }),
  /** A block of text between questions; never answered. */
  z.object({
    kind: z.literal('description'),
    id: questionId,
    title: line('标题', 100),
    help: optionalText('正文', 2000),
    showWhen: showWhen.optional(),
  }),
  /** Starts a new page on the fill-in page; never answered. */
  z.object({ kind: z.literal('pageBreak'), id: questionId }),
] as const;

export const formQuestion = z.discriminatedUnion('kind', questionSchemas);
export type FormQuestion = z.infer<typeof formQuestion>;
export type QuestionKind = FormQuestion['kind'];
export type AnsweredQuestion = Exclude<FormQuestion, { kind: 'description' | 'pageBreak' }>;

export const questionKindNames: Record<QuestionKind, string> = {
  text: '单行文本',
  textarea: '多行文本',
  single: '单选',
  multiple: '多选',
  dropdown: '下拉选择',
  region: '省市区',
  date: '日期',
  rating: '评分',
  upload: '图片/文件上传',
  description: '说明文字',
  pageBreak: '分页',
};

/** China-time date and time, as every time the product shows: 2026-11-28 09:30. */
const chinaDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, '时间格式应为 YYYY-MM-DD HH:mm');

const formSettings = z
  .object({
    /** Collection opens (China time); empty: as soon as it is published. */
    opensAt: chinaDateTime.nullable().default(null),
    closesAt: chinaDateTime.nullable().default(null),
    /** Total answers accepted; null: no limit. */
    answerLimit: z.number().int().min(1).max(1_000_000).nullable().default(null),
    /** Paid: each phone number answers once, proved by an SMS code (one charge per code sent). */
    onePerPhone: z.boolean().default(false),
    /**
     * Paid: a 5G message from this approved template goes to the mobile number answered in
     * `notifyQuestion` after each answer (one charge per message).
     */
    notify: z
      .object({ templateId: z.string().regex(/^\d{1,19}$/), mobileQuestion: questionId })
      .nullable()
      .default(null),
    closedMessage: optionalText('结束语', 200),
    thankYouMessage: optionalText('提交成功提示', 200),
  })
  .refine((s) => !s.opensAt || !s.closesAt || s.opensAt < s.closesAt, {
    message: '结束时间须晚于开始时间',
    path: ['closesAt'],
  });
export type FormSettings = z.infer<typeof formSettings>;

export const formDocument = z
  .object({
    version: z.literal(formDocumentVersion).default(formDocumentVersion),
    title: line('表单标题', 50),
    description: optionalText('表单说明', 1000),
    questions: z.array(formQuestion).max(200, '一个表单最多200个问题'),
    settings: formSettings.default(formSettings.parse({})),
  })
  .superRefine((doc, ctx) => {
    const seen = new Map<string, FormQuestion>();
    doc.questions.forEach((q, index) => {
      if (seen.has(q.id)) {
        ctx.addIssue({
          code: 'custom',
          message: '问题编号不能重复',
          path: ['questions', index, 'id'],
        });
      }
      if ('showWhen' in q && q.showWhen) {
        const source = seen.get(q.showWhen.question);
        const choices =
          source &&
          (source.kind === 'single' || source.kind === 'multiple' || source.kind === 'dropdown')
            ? new Set([
                ...source.options.map((o) => o.id),
                ...('allowOther' in source && source.allowOther ? [otherOptionId] : []),
              ])
            : null;
        if (!choices) {
          ctx.addIssue({
            code: 'custom',
            message: '显示条件须引用它前面的选择题',
            path: ['questions', index, 'showWhen', 'question'],
          });
        } else if (q.showWhen.anyOf.some((o) => !choices.has(o))) {
          ctx.addIssue({
            code: 'custom',
            message: '显示条件的选项不存在',
            path: ['questions', index, 'showWhen', 'anyOf'],
          });
        }
      }
      if (q.kind === 'multiple' && q.maxChoices !== undefined && q.maxChoices < q.minChoices) {
        ctx.addIssue({
          code: 'custom',
          message: '最多选择数不能小于最少选择数',
          path: ['questions', index, 'maxChoices'],
        });
      }
      seen.set(q.id, q);
    });
    if (doc.questions.filter(isAnswered).length === 0) {
      ctx.addIssue({ code: 'custom', message: '请至少添加一个问题', path: ['questions'] });
    }
    const notify = doc.settings.notify;
    if (notify) {
      const target = seen.get(notify.mobileQuestion);
      if (!target || target.kind !== 'text' || target.format !== 'mobile' || !target.required) {
        ctx.addIssue({
          code: 'custom',
          message: '提交后发送5G消息须指定一个必填的手机号码问题',
          path: ['settings', 'notify', 'mobileQuestion'],
        });
      }
    }
  });
export type FormDocument = z.infer<typeof formDocument>;
export type FormDocumentInput = z.input<typeof formDocument>;

/** The paid-exclusive features a form uses (spec §4: paused when the balance cannot pay them). */
export const paidFeatureNames = {
  smsVerification: '手机号码短信验证',
  notifyMessage: '提交后发送5G消息',
} as const;
export type PaidFeature = keyof typeof paidFeatureNames;

export function paidFeatures(doc: FormDocument): PaidFeature[] {
  const used: PaidFeature[] = [];
  if (doc.settings.onePerPhone) used.push('smsVerification');
  if (doc.settings.notify) used.push('notifyMessage');
  return used;
}

// ---------------------------------------------------------------------------------------------
// Answers

export const formAnswers = z.object({
  answers: z.record(z.string(), z.union([z.string(), z.array(z.string()).max(50)])),
  otherText: z.record(z.string(), z.string()).default({}),
});
export type FormAnswers = z.input<typeof formAnswers>;

// ---------------------------------------------------------------------------------------------
// Lifecycle and public state

/** What the public fill-in page shows instead of the form, or `open`. */
export const publicFormStates = {
  open: '',
  notFound: '表单不存在或已下线',
  notStarted: '表单尚未开始收集',
  closed: '表单已结束收集',
  limitReached: '表单已达到收集上限',
  paused: '此表单包含付费专享功能，现已暂停使用',
} as const;
export type PublicFormState = keyof typeof publicFormStates;

/**
 * The public state of a live form at `now` (China time, `YYYY-MM-DD HH:mm`): the pause for an
 * unpaid paid feature comes first (spec §4), then the collection window and the answer limit.
 */
export function publicFormState(
  settings: FormSettings,
  facts: { now: string; answers: number; paidFeaturesPayable: boolean; usesPaidFeatures: boolean },
): PublicFormState {
  if (facts.usesPaidFeatures && !facts.paidFeaturesPayable) return 'paused';
  if (settings.opensAt && facts.now < settings.opensAt) return 'notStarted';
  if (settings.closesAt && facts.now >= settings.closesAt) return 'closed';
  if (settings.answerLimit !== null && facts.answers >= settings.answerLimit) return 'limitReached';
  return 'open';
}
