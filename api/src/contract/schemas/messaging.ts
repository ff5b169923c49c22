import { z } from 'zod';
import { chinaInstant, chinaMinuteOf } from '../calendar.ts';
import { id } from '../ids.ts';
import { emailPattern, hasControlCharacters } from '../patterns.ts';
import { pageRequest } from './manage.ts';

/**
 * 5G messages, part I: service accounts (chatbots), materials and templates. The template content
 * is our own shape, close to the GSMA RCS chatbot card; the carrier gateway turns it into the GSMA
 * JSON (`api/src/messaging/gsma.ts`). Limits where the spec is silent are ours and stated here.
 */

/** The signature is the service account's name, so 【 and 】 never stay in template text (spec §5). */
const stripSignatureBrackets = (value: string) => value.replace(/[【】]/g, '');

/**
 * Text of a template: 【】 removed and trimmed, then measured. `overwrite` keeps it a plain string
 * schema, so the same schemas also describe responses.
 */
/** A placeholder's name ({name}, {姓名}): letters, digits, _ and Chinese, ≤ 20, no digit first. */
const variableName = '[A-Za-z_\\u4e00-\\u9fa5][\\w\\u4e00-\\u9fa5]{0,19}';
/** `{ 姓名 }`: a placeholder written with spaces, which no recipient's value would fill. */
const spacedVariable = new RegExp(`\\{(?:\\s+${variableName}\\s*|${variableName}\\s+)\\}`);

const templateText = (label: string, max: number, min = 1) =>
  z
    .string({ error: `请填写${label}` })
    .overwrite((v) => stripSignatureBrackets(v).trim())
    .min(min, `请填写${label}`)
    .max(max, `${label}不能超过${max}个字符`)
    .refine((v) => !hasControlCharacters(v, true), `${label}包含非法字符`)
    .refine((v) => !spacedVariable.test(v), `${label}中的变量不能含空格，请写作{变量名}`);

/** A short single-line field (names, labels). */
const plainText = (label: string, max: number, min = 1) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(min, `请填写${label}`)
    .max(max, `${label}不能超过${max}个字符`)
    .refine((v) => !hasControlCharacters(v), `${label}包含非法字符`);

// ---------------------------------------------------------------------------------------------
// Carriers

/** The three carriers a service account registers with and a template is reviewed by. */
export const carriers = [
  { code: 'cmcc', name: '中国移动' },
  { code: 'cucc', name: '中国联通' },
  { code: 'ctcc', name: '中国电信' },
] as const;
export type CarrierCode = (typeof carriers)[number]['code'];
export const carrierCodes = carriers.map((c) => c.code) as [CarrierCode, ...CarrierCode[]];
export const carrierName = (code: CarrierCode) => carriers.find((c) => c.code === code)!.name;

/** A carrier's answer on a registration or a review: pending until it answers. */
const carrierStates = ['pending', 'approved', 'rejected'] as const;
export type CarrierState = (typeof carrierStates)[number];

const carrierReview = z.object({
  carrier: z.enum(carrierCodes),
  carrierName: z.string(),
  state: z.enum(carrierStates),
  reason: z.string().nullable(),
  updateTime: z.string().nullable(),
  /** A service account's registration only: the carrier has suspended it (§13.1, 暂停). */
  suspended: z.boolean().optional(),
});
export type CarrierReview = z.infer<typeof carrierReview>;

// ---------------------------------------------------------------------------------------------
// Service accounts (服务号 / chatbot)

/** Industries a service account declares (also the template library's filter). */
export const industries = [
  { code: 'government', name: '政务' },
  { code: 'finance', name: '金融' },
  { code: 'logistics', name: '物流' },
  { code: 'retail', name: '零售' },
  { code: 'healthcare', name: '医疗' },
  { code: 'education', name: '教育' },
  { code: 'media', name: '传媒' },
  { code: 'other', name: '其他' },
] as const;
export type IndustryCode = (typeof industries)[number]['code'];
const industryCodes = industries.map((i) => i.code) as [IndustryCode, ...IndustryCode[]];

/** Service phone: a mainland mobile, a landline with area code, a 400 number or a 95xxx number. */
export const servicePhonePattern =
  /^(?:1[3-9]\d{9}|0\d{2,3}-?\d{7,8}|400-?\d{3}-?\d{4}|95\d{3,6})$/;

export const chatbotName = plainText('服务号名称', 20, 2);

export const chatbotSaveRequest = z.object({
  /** Absent: a new draft. */
  id: id.optional(),
  name: chatbotName,
  /** URL of the logo image, as auth/upload returned it. */
  logo: z
    .string({ error: '请上传服务号头像' })
    .min(1, '请上传服务号头像')
    .max(512, '请上传服务号头像'),
  description: plainText('服务号简介', 200),
  industry: z.enum(industryCodes, { error: '请选择所属行业' }),
  province: z.string({ error: '请选择所在省市' }).regex(/^\d{2}$/, '请选择所在省市'),
  city: z.string({ error: '请选择所在省市' }).regex(/^\d{4}$/, '请选择所在省市'),
  servicePhone: z
    .string({ error: '请填写服务电话' })
    .trim()
    .regex(servicePhonePattern, '请正确填写服务电话'),
  email: z.string({ error: '请填写联系邮箱' }).trim().regex(emailPattern, '请正确填写邮箱'),
  address: plainText('办公地址', 100),
});
export type ChatbotSaveRequest = z.input<typeof chatbotSaveRequest>;
export type ChatbotSaveInput = z.output<typeof chatbotSaveRequest>;

export const chatbot = z.object({
  id,
  name: z.string(),
  logo: z.string(),
  description: z.string(),
  industry: z.enum(industryCodes),
  province: z.string(),
  city: z.string(),
  provinceName: z.string(),
  cityName: z.string(),
  servicePhone: z.string(),
  email: z.string(),
  address: z.string(),
  /** See `chatbotStatuses`. */
  status: z.number().int(),
  rejectReason: z.string().nullable(),
  carriers: z.array(carrierReview),
  createTime: z.string(),
  updateTime: z.string(),
});
export type Chatbot = z.infer<typeof chatbot>;

export const chatbotListRequest = pageRequest.extend({
  status: z.number().int().min(1).max(4).optional(),
});
export const chatbotIdRequest = z.object({ id });

// ---------------------------------------------------------------------------------------------
// Materials (素材库)

const materialKinds = ['image', 'video', 'audio'] as const;
export type MaterialKind = (typeof materialKinds)[number];

/**
 * What a material file may be (spec §5 help text): 2 MB at most, video and audio one minute at
 * most; the type is read from the bytes. A company holds at most `materialQuota` materials.
 */
export const materialRules = {
  maxBytes: 2 * 1024 * 1024,
  maxSeconds: 60,
  quota: 500,
  /** Unused materials expire this many days after upload. */
  unusedExpiryDays: 30,
  extensions: {
    image: ['jpg', 'png', 'gif'],
    video: ['mp4'],
    audio: ['mp3', 'm4a', 'amr'],
  },
  /** A video's or audio's cover travels as the carriers' thumbnail (5G消息接口规范 §8.1). */
  cover: { maxBytes: 200 * 1024, extensions: ['jpg', 'png'] },
} as const;

export const materialMessages = {
  unsupported: '不支持该文件类型',
  tooLarge: '文件大小超出2MB',
  tooLong: '音视频时长不能超过1分钟',
  unreadable: '无法读取文件时长，请检查文件',
  coverRequired: '请上传封面图片',
  coverUnsupported: '封面须为JPG或PNG格式的图片',
  coverTooLarge: '封面图片不能超过200KB',
  quotaReached: `素材数量已达上限${materialRules.quota}个`,
} as const;

export const material = z.object({
  id,
  kind: z.enum(materialKinds),
  name: z.string(),
  url: z.string(),
  coverUrl: z.string().nullable(),
  size: z.number().int(),
  durationSeconds: z.number().nullable(),
  /** 'pending' while carriers review it, then 'approved' or 'rejected'. */
  reviewState: z.enum(carrierStates),
  carriers: z.array(carrierReview),
  /** Null once a template uses it (used materials do not expire). */
  expireTime: z.string().nullable(),
  /** Templates using it that deleting it would invalidate (status 0). */
  usedBy: z.number().int(),
  createTime: z.string(),
});
export type Material = z.infer<typeof material>;

export const materialListRequest = pageRequest.extend({
  kind: z.enum(materialKinds).optional(),
  name: z
    .string()
    .trim()
    .max(50, '名称不能超过50个字符')
    .refine((v) => !hasControlCharacters(v), '名称包含非法字符')
    .optional(),
});
export const materialIdRequest = z.object({ id });
export const materialBase64Request = z.object({
  /** A data URL or bare base64 of an image (jpg, png, gif). */
  base64: z.string({ error: '请选择图片' }).min(1, '请选择图片'),
  name: plainText('素材名称', 50).optional(),
});
/** base/getFileSize: the total bytes of the given materials (a template's 1.9 MB rule). */
export const fileSizeRequest = z.object({
  ids: z.array(id).max(20, '素材过多'),
});
export const fileSizeResult = z.object({ size: z.number().int(), limit: z.number().int() });

// ---------------------------------------------------------------------------------------------
// Template content

/** GSMA limits a suggestion's text to 25 characters. */
const actionLabel = plainText('按钮文字', 25);
const httpUrl = z
  .string({ error: '请填写链接' })
  .trim()
  .max(1000, '链接过长')
  .refine((v) => !hasControlCharacters(v), '链接包含非法字符')
  .refine(
    (v) => /^https?:\/\/[^\s]+$/i.test(v) && URL.canParse(v),
    '链接须以http://或https://开头',
  );
/** True for a real 'yyyy-MM-dd HH:mm' minute (China time): 2026-02-30 10:00 is not one. */
const isChinaMinute = (value: string) => {
  const date = chinaInstant(value);
  return !Number.isNaN(date.getTime()) && chinaMinuteOf(date) === value;
};
const chinaMinute = z
  .string({ error: '请选择时间' })
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, '时间格式应为yyyy-MM-dd HH:mm')
  .refine(isChinaMinute, '时间无效');

/**
 * How a link button opens its page: in the phone's browser, or inside the message app (RCC.07
 * `webview`) full screen, half or three quarters of it. Absent means the browser.
 */
export const urlOpenModes = ['browser', 'full', 'half', 'tall'] as const;
export type UrlOpenMode = (typeof urlOpenModes)[number];

export const rcsAction = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('reply'), label: actionLabel }),
    z.object({
      type: z.literal('url'),
      label: actionLabel,
      url: httpUrl,
      openMode: z.enum(urlOpenModes, { error: '请选择打开方式' }).optional(),
    }),
    z.object({
      type: z.literal('dial'),
      label: actionLabel,
      phone: z
        .string({ error: '请填写电话号码' })
        .trim()
        .regex(servicePhonePattern, '请正确填写电话号码'),
    }),
    z.object({
      type: z.literal('map'),
      label: actionLabel,
      name: plainText('地点名称', 50),
      lng: z.number({ error: '请填写经度' }).min(-180, '经度无效').max(180, '经度无效'),
      lat: z.number({ error: '请填写纬度' }).min(-90, '纬度无效').max(90, '纬度无效'),
    }),
    z
      .object({
        type: z.literal('calendar'),
        label: actionLabel,
        title: plainText('日程标题', 50),
        start: chinaMinute,
        end: chinaMinute,
        description: plainText('日程说明', 200).optional(),
      })
      .refine((a) => a.end > a.start, { message: '结束时间须晚于开始时间', path: ['end'] }),
  ],
  { error: '请选择按钮动作' },
);
export type RcsAction = z.infer<typeof rcsAction>;
export const rcsActionTypes = ['reply', 'url', 'dial', 'map', 'calendar'] as const;

export const templateLimits = {
  textMax: 1000,
  cardTitleMax: 50,
  cardDescriptionMax: 333,
  buttonsPerCard: 4,
  suggestions: 10,
  carouselMin: 2,
  carouselMax: 6,
  fallbackSmsMax: 500,
  /** All files of one template together (spec §5: 1.9M). */
  totalBytes: Math.floor(1.9 * 1024 * 1024),
  /** An approved template can be sent for this long (spec §9). */
  validityDays: 7,
} as const;

const rcsCard = z.object({
  /** A material of this company; optional (a text-only card). */
  mediaId: id.optional(),
  title: templateText('卡片标题', templateLimits.cardTitleMax),
  description: templateText('卡片描述', templateLimits.cardDescriptionMax),
  buttons: z
    .array(rcsAction)
    .max(templateLimits.buttonsPerCard, `每张卡片最多${templateLimits.buttonsPerCard}个按钮`)
    .default([]),
});
export type RcsCard = z.infer<typeof rcsCard>;

const suggestions = z
  .array(rcsAction)
  .max(templateLimits.suggestions, `最多${templateLimits.suggestions}个快捷回复`)
  .default([]);
const fallbackSms = templateText('回落短信', templateLimits.fallbackSmsMax);

export const templateKinds = ['text', 'card', 'carousel'] as const;
export type TemplateKind = (typeof templateKinds)[number];
export const templateKindNames: Record<TemplateKind, string> = {
  text: '文本',
  card: '单卡片',
  carousel: '多卡片',
};

export const templateContent = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('text'),
      text: templateText('消息内容', templateLimits.textMax),
      suggestions,
      fallbackSms,
    }),
    z.object({ kind: z.literal('card'), card: rcsCard, suggestions, fallbackSms }),
    z.object({
      kind: z.literal('carousel'),
      cards: z
        .array(rcsCard)
        .min(templateLimits.carouselMin, `多卡片至少${templateLimits.carouselMin}张卡片`)
        .max(templateLimits.carouselMax, `多卡片最多${templateLimits.carouselMax}张卡片`),
      suggestions,
      fallbackSms,
    }),
  ],
  { error: '请选择模板类型' },
);
export type TemplateContent = z.infer<typeof templateContent>;
export type TemplateContentInput = z.input<typeof templateContent>;

// ---------------------------------------------------------------------------------------------
// Templates

const templateName = plainText('模板名称', 30);

export const templateSaveRequest = z.object({
  /** Absent: a new draft. Only drafts (status 1) can be changed. */
  id: id.optional(),
  chatbotId: id,
  name: templateName,
  industry: z.enum(industryCodes, { error: '请选择所属行业' }),
  content: templateContent,
});
export type TemplateSaveRequest = z.input<typeof templateSaveRequest>;
export type TemplateSaveInput = z.output<typeof templateSaveRequest>;

const template = z.object({
  id,
  chatbotId: id,
  chatbotName: z.string(),
  /** The service account's logo, for the preview's header. */
  chatbotLogo: z.string(),
  name: z.string(),
  industry: z.enum(industryCodes),
  kind: z.enum(templateKinds),
  content: templateContent,
  /** Placeholders such as {name} used in the content, each once, in order of appearance. */
  variables: z.array(z.string()),
  /** Message status of spec §4; see `templateStatuses`. */
  status: z.number().int(),
  rejectReason: z.string().nullable(),
  carriers: z.array(carrierReview),
  /** When the platform review starts (the review window opens at 08:00 China time). */
  reviewStartTime: z.string().nullable(),
  submitTime: z.string().nullable(),
  approveTime: z.string().nullable(),
  expireTime: z.string().nullable(),
  /** Total bytes of the template's files. */
  fileSize: z.number().int(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type Template = z.infer<typeof template>;

/** The files a template's cards show, so a preview needs no further calls. */
const templateMaterials = z.array(
  material.pick({
    id: true,
    kind: true,
    name: true,
    url: true,
    coverUrl: true,
    durationSeconds: true,
  }),
);
export const templateDetail = template.extend({ materials: templateMaterials });

export const templateListRequest = pageRequest.extend({
  status: z.number().int().min(0).max(10).optional(),
  name: z
    .string()
    .trim()
    .max(30, '模板名称不能超过30个字符')
    .refine((v) => !hasControlCharacters(v), '模板名称包含非法字符')
    .optional(),
  chatbotId: id.optional(),
});
export const templateIdRequest = z.object({ id });
/** Copy one of mine (resubmitting a rejected or expired one) or a library template into a new draft. */
export const templateCopyRequest = z.union(
  [z.object({ id }), z.object({ libraryId: id, chatbotId: id })],
  { error: '请选择要复制的模板' },
);

export const libraryTemplate = z.object({
  id,
  name: z.string(),
  industry: z.enum(industryCodes),
  kind: z.enum(templateKinds),
  content: templateContent,
  variables: z.array(z.string()),
  materials: templateMaterials,
  description: z.string(),
});
export const libraryRequest = pageRequest.extend({
  industry: z.enum(industryCodes).optional(),
  kind: z.enum(templateKinds).optional(),
});

// ---------------------------------------------------------------------------------------------
// Management platform reviews

const reviewDecisionFields = {
  id,
  approve: z.boolean({ error: '请选择审核结果' }),
  /** Required when rejecting. */
  reason: z
    .string()
    .trim()
    .max(200, '驳回原因不能超过200个字符')
    .refine((v) => !hasControlCharacters(v), '驳回原因包含非法字符')
    .optional(),
};
const reasonWhenRejecting: [
  (d: { approve: boolean; reason?: string }) => boolean,
  { message: string; path: string[] },
] = [
  (d) => d.approve || (d.reason !== undefined && d.reason.length > 0),
  { message: '请填写驳回原因', path: ['reason'] },
];
export const reviewDecision = z.object(reviewDecisionFields).refine(...reasonWhenRejecting);

/**
 * A chatbot id as a carrier issues it (5G消息接口规范 §6.1 `{chatbotId}`): the service account's
 * SIP URI on that carrier's platform, e.g. sip:106500@botplatform.rcs.domain.cn.
 */
const carrierChatbotId = z
  .string()
  .trim()
  .max(200, 'Chatbot ID不能超过200个字符')
  .regex(/^sip:[^\s@]+@[^\s@]+$/, 'Chatbot ID格式应为 sip:号码@域名');
/** Per carrier, the chatbot id it issued; a carrier left out keeps what it has. */
const carrierChatbotIds = z.partialRecord(z.enum(carrierCodes), carrierChatbotId);

/**
 * The platform review of a service account; with it, the chatbot ids the operator registered for
 * it with carriers connected for real (the built-in stand-in issues its own when it registers it).
 */
export const chatbotReviewDecision = z
  .object({ ...reviewDecisionFields, carrierChatbotIds: carrierChatbotIds.optional() })
  .refine(...reasonWhenRejecting);

/** A template id as 中国移动 issues it when it approves a template. */
const cmccTemplateId = z
  .string()
  .trim()
  .min(1, '请填写中国移动模板ID')
  .max(64, '中国移动模板ID不能超过64个字符')
  .regex(/^[0-9A-Za-z_-]+$/, '中国移动模板ID只能包含字母、数字、下划线和连字符');

/**
 * The platform review of a template; with it, the template id 中国移动 approved for this content
 * when 中国移动 is connected for real (its interface sends approved templates by id).
 */
export const templateReviewDecision = z
  .object({ ...reviewDecisionFields, cmccTemplateId: cmccTemplateId.optional() })
  .refine(...reasonWhenRejecting);

export const manageQueueRequest = pageRequest.extend({
  /** Default: what waits for review. */
  status: z.number().int().min(0).max(10).optional(),
});

export const manageChatbot = chatbot.extend({
  companyName: z.string(),
  /** Minutes since it was submitted (or since its review could start). */
  waitedMinutes: z.number().int().nullable(),
});
export const manageTemplate = templateDetail.extend({
  companyName: z.string(),
  waitedMinutes: z.number().int().nullable(),
});

// ---------------------------------------------------------------------------------------------
// Rules on template content, shared by the service and the editor

const cardsOf = (content: TemplateContent): RcsCard[] =>
  content.kind === 'card' ? [content.card] : content.kind === 'carousel' ? content.cards : [];

/** Every text of a template in reading order: message or cards, then buttons and suggestions. */
function templateTexts(content: TemplateContent): string[] {
  const actionTexts = (actions: RcsAction[]) =>
    actions.flatMap((a) => [
      a.label,
      ...(a.type === 'map'
        ? [a.name]
        : a.type === 'calendar'
          ? [a.title, a.description ?? '']
          : []),
    ]);
  return [
    ...(content.kind === 'text' ? [content.text] : []),
    ...cardsOf(content).flatMap((c) => [c.title, c.description, ...actionTexts(c.buttons)]),
    ...actionTexts(content.suggestions),
    content.fallbackSms,
  ];
}

/** A placeholder filled per recipient: {name}, {姓名}. */
const variablePattern = new RegExp(`\\{(${variableName})\\}`, 'g');

/** The placeholders a template uses, each once, in order of first appearance. */
export function templateVariables(content: TemplateContent): string[] {
  const names = templateTexts(content).flatMap((text) =>
    [...text.matchAll(variablePattern)].map((m) => m[1]!),
  );
  return [...new Set(names)];
}

/** The materials a template shows, each once. */
export function templateMediaIds(content: TemplateContent): string[] {
  return [...new Set(cardsOf(content).flatMap((c) => (c.mediaId ? [c.mediaId] : [])))];
}
