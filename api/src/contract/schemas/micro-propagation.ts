import { z } from 'zod';
import { id } from '../ids.ts';
import {
  articleDocument,
  articlePaidFeatureNames,
  mapPoint,
  publicArticleStates,
  relatedItem,
  tempLinkRules,
  type ArticlePaidFeature,
  type PublicArticleState,
} from '../article-document.ts';
import { mobilePattern } from '../patterns.ts';
import { contentReviewStatusField } from './content-review.ts';
import { pageRequest } from './manage.ts';

/**
 * Micro-propagation (微传播): articles written in the editor (`../article-document.ts`), reviewed
 * on the management platform, read by citizens on public pages. Times are China time,
 * `YYYY-MM-DD HH:mm:ss` as everywhere.
 */

const publicArticleState = z.enum(
  Object.keys(publicArticleStates) as [PublicArticleState, ...PublicArticleState[]],
);
const paidFeature = z.enum(
  Object.keys(articlePaidFeatureNames) as [ArticlePaidFeature, ...ArticlePaidFeature[]],
);

/** The same list serves 我的微传播 (every status) and 微传播草稿箱 (`drafts`: drafts only). */
export const articleListRequest = pageRequest.extend({
  status: contentReviewStatusField.optional(),
  drafts: z.boolean().default(false),
  keyword: z.string().trim().max(50, '关键词不能超过50个字符').default(''),
});

export const articleSummary = z.object({
  id,
  title: z.string(),
  /** The cover's URL, null without one. */
  coverUrl: z.string().nullable(),
  status: contentReviewStatusField,
  /** A version is public (it stays public while an edit is reviewed). */
  live: z.boolean(),
  /** The public page (/articleContent/{id}); null until a version has passed review. */
  publicUrl: z.string().nullable(),
  /** The public page's state (paused, limit reached, …) or null when nothing is public. */
  publicState: publicArticleState.nullable(),
  paidFeatures: z.array(paidFeature),
  /** Page views and unique visitors of today (China time), and all page views and shares. */
  viewsToday: z.number().int(),
  visitorsToday: z.number().int(),
  viewsTotal: z.number().int(),
  sharesTotal: z.number().int(),
  publishTime: z.string().nullable(),
  updateTime: z.string(),
});
export type ArticleSummary = z.infer<typeof articleSummary>;

export const articleDetail = articleSummary.extend({
  /** The version being edited (the draft, or the one in review or passed). */
  document: articleDocument,
  /** Its body as the public page shows it (sanitised HTML), for the previews. */
  html: z.string(),
  /** The version citizens read; null until one has passed. */
  liveDocument: articleDocument.nullable(),
  liveVersion: z.number().int().nullable(),
  rejectReason: z.string().nullable(),
});
export type ArticleDetail = z.infer<typeof articleDetail>;

export const articleIdRequest = z.object({ id });

/**
 * Autosave: creates the article when `id` is absent (a trial account holds one micro-propagation);
 * a passed or rejected article edited becomes a new draft version.
 */
export const articleSaveRequest = z.object({ id: id.optional(), document: articleDocument });

/** A temporary share-preview link for up to ten mobile numbers (spec §5). */
export const articleTempLinkRequest = z.object({
  id,
  mobiles: z
    .array(z.string().trim().regex(mobilePattern, '请输入正确的手机号码'))
    .min(1, '请至少填写一个手机号码')
    .max(tempLinkRules.mobilesMax, `最多填写${tempLinkRules.mobilesMax}个手机号码`)
    .refine((list) => new Set(list).size === list.length, '手机号码不能重复'),
});

export const articleTempLink = z.object({
  url: z.string(),
  mobiles: z.array(z.string()),
  expireTime: z.string(),
});
export type ArticleTempLink = z.infer<typeof articleTempLink>;

/** The management platform's review queue (微传播审核). */
export const manageArticle = z.object({
  id,
  companyName: z.string(),
  title: z.string(),
  status: contentReviewStatusField,
  submitTime: z.string().nullable(),
  /** The version to review, with its body as the public page would show it. */
  document: articleDocument,
  html: z.string(),
  paidFeatures: z.array(paidFeature),
  /** The version public now, to compare with; null for a first review. */
  liveDocument: articleDocument.nullable(),
});
export type ManageArticle = z.infer<typeof manageArticle>;

// ---------------------------------------------------------------------------------------------
// Public reads

/** Share data (spec §3) for the share sheet and WeChat. */
export const shareData = z.object({
  title: z.string(),
  imgUrl: z.string(),
  url: z.string(),
  desc: z.string(),
  source: z.string(),
  reason: z.string(),
  site: z.string(),
});
export type ShareData = z.infer<typeof shareData>;

export const publicArticleRequest = z.object({ id });

/** A public article: its state, and when open the live version to show. */
export const publicArticle = z.object({
  id,
  state: publicArticleState,
  /** What the page says instead of the article when it is not open. */
  message: z.string(),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string().nullable(),
  /** The sanitised body; empty when not open. */
  html: z.string(),
  mapPoint: mapPoint.nullable(),
  related: z.array(relatedItem),
  share: shareData.nullable(),
  publishTime: z.string().nullable(),
  companyName: z.string(),
  viewsTotal: z.number().int(),
});
export type PublicArticle = z.infer<typeof publicArticle>;

/**
 * A material an article shows, at the stable path its stored document and HTML name
 * (`articleMediaPath`); answered with a redirect to the file's signed URL.
 */
export const articleMediaParams = z.object({
  articleId: id,
  file: z.string().regex(/^\d{1,19}(-cover)?$/, '文件不存在'),
});

export const articleLinkRequest = z.object({ id });
export const articleLink = z.object({ url: z.string(), share: shareData });

/** /api/h5/report: a page's visitor (`view`, counted once a day per anonymous visitor) or a share. */
export const articleReportRequest = z.object({
  id,
  event: z.enum(['view', 'share']).default('view'),
});

/** /api/wx/getWxJsConfig (spec §7): businessType 4 by default, 6 on two specific hosts. */
export const wxJsConfigRequest = z.object({
  uri: z.url({ protocol: /^https?$/, error: '链接格式错误' }).max(2000),
  businessType: z.number().int().default(4),
});
/** Null when the WeChat JS-SDK is not configured: the share falls back to copying the link. */
export const wxJsConfig = z
  .object({
    appId: z.string(),
    timestamp: z.number().int(),
    nonceStr: z.string(),
    signature: z.string(),
  })
  .nullable();
export type WxJsConfig = z.infer<typeof wxJsConfig>;
