import { z } from 'zod';
import { id } from './ids.ts';
import { hasControlCharacters } from './patterns.ts';
import { basePath } from './web-routes.ts';

/**
 * The micro-propagation (微传播) article as it is stored: article information (title, cover,
 * summary, map point, related items, paid options) and the body, a subset of Tiptap's JSON
 * (paragraph, heading 2–3, bullet and ordered lists, bold, italic, link, image, video, audio,
 * hard break). Parsing keeps only what this schema names, so a stored body holds nothing the
 * renderer (`article-extensions.ts`) and the sanitiser do not expect. No Tiptap code here: the
 * console's lists load this without the editor.
 */

export const articleDocumentVersion = 1;

/** Spec §5 help text. */
export const articleRules = {
  titleMax: 20,
  summaryMax: 120,
  relatedMax: 5,
  relatedTitleMax: 45,
  /** Images, video and audio in the body. */
  mediaMaxBytes: 30 * 1024 * 1024,
  coverMaxBytes: 3 * 1024 * 1024,
  /** Nesting of lists inside lists. */
  listDepthMax: 3,
  blocksMax: 500,
  textMax: 5000,
  linkMax: 2000,
} as const;

export const articleMessages = {
  link: '链接须以http://或https://开头，或为本平台的分享预览链接',
  mediaUrl: '素材地址无效，请重新选择素材',
  relatedMax: `相关资讯最多${articleRules.relatedMax}条`,
  body: '请填写正文',
  bodyTooLong: `正文最多${articleRules.blocksMax}段`,
  listTooDeep: `列表最多嵌套${articleRules.listDepthMax}层`,
} as const;

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

/** The share-preview pages of this platform, the one kind of link that may be site-relative. */
const sharePreviewPaths = [`${basePath}/articlePreview/`, `${basePath}/articleContent/`];

/**
 * A link an article may carry (spec §5): an absolute http(s) URL, or a share-preview link of this
 * platform (`/v2/articlePreview/…`, `/v2/articleContent/…`). No spaces, quotes or angle brackets.
 */
export function isArticleLink(value: string): boolean {
  if (value.length > articleRules.linkMax || /[\s"'<>\\`]/.test(value)) return false;
  if (sharePreviewPaths.some((p) => value.startsWith(p))) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Where a material file is served: an absolute http(s) URL or a path on this site (the signed
 * file URLs of the material library are paths). Never protocol-relative.
 */
function isMediaUrl(value: string): boolean {
  if (value.length > articleRules.linkMax || /[\s"'<>\\`]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  return isArticleLink(value) && !value.startsWith('/');
}

const articleLink = z.string().trim().refine(isArticleLink, articleMessages.link);
const mediaUrl = z.string().refine(isMediaUrl, articleMessages.mediaUrl);

/** A file of the company's material library, by id, with the URL the editor showed it at. */
const materialRef = z.object({ materialId: id, src: mediaUrl });

// ---------------------------------------------------------------------------------------------
// Body: the Tiptap JSON subset

const bold = z.object({ type: z.literal('bold') });
const italic = z.object({ type: z.literal('italic') });
const link = z.object({ type: z.literal('link'), attrs: z.object({ href: articleLink }) });
const mark = z.discriminatedUnion('type', [bold, italic, link]);
export type ArticleMark = z.infer<typeof mark>;

const marks = z
  .array(mark)
  .max(3)
  .refine((list) => new Set(list.map((m) => m.type)).size === list.length, '格式重复')
  .optional();

const text = z.object({
  type: z.literal('text'),
  text: z
    .string()
    .min(1)
    .max(articleRules.textMax, `一段文字不能超过${articleRules.textMax}个字符`)
    .refine((v) => !hasControlCharacters(v), '正文包含非法字符'),
  marks,
});
const hardBreak = z.object({ type: z.literal('hardBreak'), marks });
const inline = z.discriminatedUnion('type', [text, hardBreak]);
export type ArticleInline = z.infer<typeof inline>;

const inlineContent = z.array(inline).max(1000).optional();

const paragraph = z.object({ type: z.literal('paragraph'), content: inlineContent });
const heading = z.object({
  type: z.literal('heading'),
  attrs: z.object({ level: z.union([z.literal(2), z.literal(3)]) }),
  content: inlineContent,
});
/** An image's size in pixels, set by the service from the file (what a client sends is ignored). */
const pixels = z.number().int().min(1).max(100_000).nullable().default(null);
const image = z.object({
  type: z.literal('image'),
  attrs: materialRef.extend({
    alt: optionalText('图片说明', 100),
    width: pixels,
    height: pixels,
  }),
});
const video = z.object({
  type: z.literal('video'),
  attrs: materialRef.extend({ poster: mediaUrl.nullable().default(null) }),
});
const audio = z.object({ type: z.literal('audio'), attrs: materialRef });

type ArticleParagraph = z.infer<typeof paragraph>;
export type ArticleListItem = {
  type: 'listItem';
  /** A paragraph first, as Tiptap's list item requires, then any blocks. */
  content: [ArticleParagraph, ...ArticleBlock[]];
};
export type ArticleBlock =
  | ArticleParagraph
  | z.infer<typeof heading>
  | z.infer<typeof image>
  | z.infer<typeof video>
  | z.infer<typeof audio>
  | { type: 'bulletList'; content: ArticleListItem[] }
  | { type: 'orderedList'; attrs: { start: number }; content: ArticleListItem[] };

const listItem: z.ZodType<ArticleListItem> = z.lazy(() =>
  z.object({
    type: z.literal('listItem'),
    content: z.tuple([paragraph], block).refine((c) => c.length <= 50, '列表项内容过多'),
  }),
);
const listItems = z.lazy(() => z.array(listItem).min(1).max(200, '一个列表最多200项'));

const block: z.ZodType<ArticleBlock> = z.lazy(() =>
  z.discriminatedUnion('type', [
    paragraph,
    heading,
    image,
    video,
    audio,
    z.object({ type: z.literal('bulletList'), content: listItems }),
    z.object({
      type: z.literal('orderedList'),
      attrs: z.object({ start: z.number().int().min(1).max(10_000) }).default({ start: 1 }),
      content: listItems,
    }),
  ]),
);

/** How deep lists nest in these blocks (0: no list). */
export function listDepth(blocks: readonly ArticleBlock[]): number {
  let deepest = 0;
  for (const b of blocks) {
    if (b.type === 'bulletList' || b.type === 'orderedList') {
      const inner = Math.max(0, ...b.content.map((item) => listDepth(item.content)));
      deepest = Math.max(deepest, 1 + inner);
    }
  }
  return deepest;
}

export const articleBody = z
  .object({
    type: z.literal('doc'),
    content: z
      .array(block)
      .min(1, articleMessages.body)
      .max(articleRules.blocksMax, articleMessages.bodyTooLong),
  })
  .refine(
    (doc) => listDepth(doc.content) <= articleRules.listDepthMax,
    articleMessages.listTooDeep,
  );
export type ArticleBody = z.infer<typeof articleBody>;

/** Every block of a body, lists' contents included, in document order. */
export function allBlocks(blocks: readonly ArticleBlock[]): ArticleBlock[] {
  return blocks.flatMap((b) =>
    b.type === 'bulletList' || b.type === 'orderedList'
      ? [b, ...b.content.flatMap((item) => allBlocks(item.content))]
      : [b],
  );
}

/** The material ids a body uses (images, video, audio), each once. */
export function bodyMaterialIds(body: ArticleBody): string[] {
  const ids = allBlocks(body.content).flatMap((b) =>
    b.type === 'image' || b.type === 'video' || b.type === 'audio' ? [b.attrs.materialId] : [],
  );
  return [...new Set(ids)];
}

// ---------------------------------------------------------------------------------------------
// Article information

/** The map point the article's map page shows (spec §3 map options). */
export const mapPoint = z.object({
  title: line('地点名称', 50),
  address: line('详细地址', 100),
  lng: z.number({ error: '请选择地图位置' }).min(-180).max(180),
  lat: z.number({ error: '请选择地图位置' }).min(-90).max(90),
});
export type MapPoint = z.infer<typeof mapPoint>;

export const relatedItem = z.object({
  title: line('相关资讯标题', articleRules.relatedTitleMax),
  url: articleLink,
});
export type RelatedItem = z.infer<typeof relatedItem>;

export const articleDocument = z.object({
  version: z.literal(articleDocumentVersion).default(articleDocumentVersion),
  title: line('标题', articleRules.titleMax),
  cover: materialRef.nullable().default(null),
  summary: optionalText('摘要', articleRules.summaryMax),
  body: articleBody,
  mapPoint: mapPoint.nullable().default(null),
  related: z
    .array(relatedItem)
    .max(articleRules.relatedMax, articleMessages.relatedMax)
    .default([]),
  /** Paid (spec §9 package 13): the public page has no daily visit limit. */
  unlimitedVisits: z.boolean().default(false),
});
export type ArticleDocument = z.infer<typeof articleDocument>;
export type ArticleDocumentInput = z.input<typeof articleDocument>;

// ---------------------------------------------------------------------------------------------
// Paid-exclusive features

/**
 * The paid-exclusive features an article uses (spec §4: the public page is paused when the
 * balance cannot pay them). Each China-time day a page using any of them is opened costs one unit
 * of the micro-propagation balance (`articleDayCharge`).
 */
export const articlePaidFeatureNames = {
  video: '视频',
  unlimitedVisits: '不限访问量',
} as const;
export type ArticlePaidFeature = keyof typeof articlePaidFeatureNames;

export function articlePaidFeatures(doc: ArticleDocument): ArticlePaidFeature[] {
  const used: ArticlePaidFeature[] = [];
  if (allBlocks(doc.body.content).some((b) => b.type === 'video')) used.push('video');
  if (doc.unlimitedVisits) used.push('unlimitedVisits');
  return used;
}

/** Units of the micro-propagation balance one day of a page with paid features costs. */
export const articleDayCharge = 1;

/** Page views a day an article without 不限访问量 serves. */
export const freeDailyViews = 1000;

// ---------------------------------------------------------------------------------------------
// Review status and the public state

/** What a public article page shows instead of the article, or `open`. */
export const publicArticleStates = {
  open: '',
  notFound: '内容不存在或已下线',
  paused: '此内容包含付费专享功能，现已暂停访问',
  limitReached: '今日访问人数已达上限，请明天再来',
} as const;
export type PublicArticleState = keyof typeof publicArticleStates;

/**
 * The public state of a live article: the pause for an unpaid paid feature comes first (spec §4),
 * then the daily visit limit of articles without 不限访问量.
 */
export function publicArticleState(
  doc: ArticleDocument,
  facts: { paidFeaturesPayable: boolean; viewsToday: number },
): PublicArticleState {
  if (articlePaidFeatures(doc).length > 0 && !facts.paidFeaturesPayable) return 'paused';
  if (!doc.unlimitedVisits && facts.viewsToday >= freeDailyViews) return 'limitReached';
  return 'open';
}

/** The temporary share-preview link (spec §5): valid one hour, for at most ten numbers. */
export const tempLinkRules = { validMinutes: 60, mobilesMax: 10 } as const;

export const tempLinkStates = {
  open: '',
  expired: '分享链接已过期，请联系分享人重新获取',
  notWhitelisted: '该号码无权查看此内容',
} as const;
export type TempLinkState = keyof typeof tempLinkStates;
