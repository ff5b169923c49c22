import { z } from 'zod';
import { id } from '../ids.ts';
import { emailPattern, hasControlCharacters, mobilePattern } from '../patterns.ts';
import { pageRequest } from './manage.ts';
import { showcaseStatuses } from '../showcase-status.ts';
import { shareData } from './micro-propagation.ts';

// The statuses live apart from the schemas, so a page that shows one loads no schema (and no zod).
export type { ShowcaseStatus } from '../showcase-status.ts';

/**
 * Showcases: e-albums (电子画册), the business card (商务名片) that heads the company home
 * (/user-home/{id}), and +媒体 items. Publishing an album takes one e-album from the balance,
 * publishing a +媒体 item one +媒体, once each; the card and the company home are public while
 * the business-showcase period lasts (spec §9). Times are China time, `YYYY-MM-DD HH:mm:ss`.
 */

export const showcaseRules = {
  albumTitleMax: 20,
  albumDescriptionMax: 200,
  albumPagesMax: 60,
  captionMax: 60,
  mediaTitleMax: 30,
  mediaDescriptionMax: 200,
  cardNameMax: 30,
  contactsMax: 5,
  contactNameMax: 20,
  contactTitleMax: 20,
  addressDetailMax: 100,
  introductionMax: 500,
  cardLinksMax: 12,
  /** An album's preview link (book/getTempLink) is valid this long. */
  tempLinkMinutes: 60,
} as const;

/** The widths the showcase image path serves (re-encoded from the material), for `srcset`. */
export const showcaseImageWidths = [320, 640, 960, 1280] as const;
export type ShowcaseImageWidth = (typeof showcaseImageWidths)[number];

export const showcaseMessages = {
  albumBalance: '电子画册余额不足，请先订购',
  mediaBalance: '+媒体余额不足，请先订购',
  showcaseNotActive: '商务展示未订购或已到期，请先订购',
  albumNoPages: '请至少添加一张图片',
  materialMissing: '素材不存在或已删除，请重新选择',
  materialKind: '素材类型不符，请重新选择',
  linkMissing: '关联的内容不存在或未发布，请重新选择',
  regionMissing: '所在地区不存在，请重新选择',
  stateChanged: '状态已变化，请刷新后重试',
  /** The public pages' messages when nothing is shown. */
  albumNotFound: '该画册不存在或已下架',
  tempLinkExpired: '预览链接已过期',
  homeNotFound: '该商务展示不存在或未发布',
  homeExpired: '该商务展示已到期',
} as const;

const showcaseStatus = z.enum(showcaseStatuses);

/** What a public showcase page shows: the showcase, nothing (404), or that it ended (410). */
export const publicShowcaseStates = ['open', 'notFound', 'expired'] as const;
export type PublicShowcaseState = (typeof publicShowcaseStates)[number];
const publicShowcaseState = z.enum(publicShowcaseStates);

/** A company home's opaque public id (/user-home/{id}) or an album preview link's key. */
export const publicKeyPattern = /^[A-Za-z0-9_-]{16,32}$/;

const text = (label: string, max: number, { min = 0, multiline = false } = {}) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(min, `请填写${label}`)
    .max(max, `${label}不能超过${max}个字符`)
    .refine((v) => !hasControlCharacters(v, multiline), `${label}包含非法字符`);

/**
 * An image as the public pages show it: `src` at the middle width, `srcset` at each of
 * `showcaseImageWidths` no wider than the original, and the original's size so nothing shifts.
 */
const showcaseImage = z.object({
  src: z.string(),
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ShowcaseImage = z.infer<typeof showcaseImage>;

// ---------------------------------------------------------------------------------------------
// E-albums

export const albumListRequest = pageRequest.extend({ status: showcaseStatus.optional() });

export const albumSummary = z.object({
  id,
  title: z.string(),
  description: z.string(),
  /** The cover's signed URL (the first page when no cover was chosen); null without pages. */
  coverUrl: z.string().nullable(),
  pageCount: z.number().int(),
  status: showcaseStatus,
  /** Publishing has taken its e-album: publishing again (after 下架) costs nothing. */
  charged: z.boolean(),
  /** /ebook/{id} while published, else null. */
  publicUrl: z.string().nullable(),
  publishTime: z.string().nullable(),
  updateTime: z.string(),
});
export type AlbumSummary = z.infer<typeof albumSummary>;

const albumPage = z.object({
  materialId: id,
  caption: z.string(),
  /** The material's signed URL, for the editor. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type AlbumPage = z.infer<typeof albumPage>;

/** book/getOne: an album as the editor opens it. */
export const albumDetail = albumSummary.extend({
  /** The chosen cover image; null: the first page. */
  coverMaterialId: id.nullable(),
  pages: z.array(albumPage),
});
export type AlbumDetail = z.infer<typeof albumDetail>;

export const albumIdRequest = z.object({ id });

/**
 * Creates the album without `id`, else saves it; a published album's saved pages are public at
 * once (albums need no review: the balance is the gate). A published album keeps one page.
 */
export const albumSaveRequest = z.object({
  id: id.optional(),
  title: text('画册标题', showcaseRules.albumTitleMax, { min: 1 }),
  description: text('画册简介', showcaseRules.albumDescriptionMax, { multiline: true }).default(''),
  coverMaterialId: id.nullable().default(null),
  pages: z
    .array(
      z.object({
        materialId: id,
        caption: text('图片说明', showcaseRules.captionMax).default(''),
      }),
    )
    .max(showcaseRules.albumPagesMax, `画册最多${showcaseRules.albumPagesMax}页`)
    .default([]),
});
export type AlbumSaveRequest = z.input<typeof albumSaveRequest>;

/** book/getTempLink: a preview of the album as saved, open to anyone with the link for an hour. */
export const albumTempLink = z.object({ url: z.string(), expireTime: z.string() });
export type AlbumTempLink = z.infer<typeof albumTempLink>;

// ---------------------------------------------------------------------------------------------
// +媒体

export const mediaKinds = ['video', 'audio'] as const;
export type MediaKind = (typeof mediaKinds)[number];
export const mediaKindNames = { video: '视频', audio: '音频' } as const satisfies Record<
  MediaKind,
  string
>;

export const mediaListRequest = pageRequest.extend({ status: showcaseStatus.optional() });

export const mediaItem = z.object({
  id,
  kind: z.enum(mediaKinds),
  title: z.string(),
  description: z.string(),
  materialId: id,
  /** The cover: an image material. */
  coverMaterialId: id,
  /** Signed URLs, for the console's list and preview. */
  url: z.string(),
  coverUrl: z.string(),
  durationSeconds: z.number().int().nullable(),
  status: showcaseStatus,
  charged: z.boolean(),
  publishTime: z.string().nullable(),
  updateTime: z.string(),
});
export type MediaItem = z.infer<typeof mediaItem>;

export const mediaIdRequest = z.object({ id });

/** Creates the item without `id`, else saves it; a published item's edits are public at once. */
export const mediaSaveRequest = z.object({
  id: id.optional(),
  materialId: id,
  coverMaterialId: id,
  title: text('标题', showcaseRules.mediaTitleMax, { min: 1 }),
  description: text('简介', showcaseRules.mediaDescriptionMax, { multiline: true }).default(''),
});
export type MediaSaveRequest = z.input<typeof mediaSaveRequest>;

// ---------------------------------------------------------------------------------------------
// Business card and company home

export const cardContact = z
  .object({
    name: text('联系人', showcaseRules.contactNameMax, { min: 1 }),
    title: text('职务', showcaseRules.contactTitleMax).default(''),
    mobile: z
      .string()
      .trim()
      .refine((v) => v === '' || mobilePattern.test(v), '请输入正确的手机号码')
      .default(''),
    phone: z
      .string()
      .trim()
      .refine((v) => v === '' || /^0\d{2,3}-?\d{7,8}$|^400-?\d{3}-?\d{4}$/.test(v), {
        error: '请输入正确的固定电话',
      })
      .default(''),
    email: z
      .string()
      .trim()
      .refine((v) => v === '' || emailPattern.test(v), '请输入正确的邮箱')
      .default(''),
  })
  .refine((c) => c.mobile !== '' || c.phone !== '', {
    error: '请填写手机号码或固定电话',
    path: ['mobile'],
  });
export type CardContact = z.output<typeof cardContact>;

/** Province (2 digits), city (4), district (6) of the shared region tree; street (9) of base/getTravelStreet. */
const cardAddress = z.object({
  provinceCode: z.string().regex(/^\d{2}$/, '请选择省份'),
  cityCode: z.string().regex(/^\d{4}$/, '请选择城市'),
  districtCode: z.string().regex(/^\d{6}$/, '请选择区县'),
  streetCode: z
    .string()
    .regex(/^(\d{9})?$/, '请选择街道')
    .default(''),
  detail: text('详细地址', showcaseRules.addressDetailMax).default(''),
});
export type CardAddress = z.output<typeof cardAddress>;

/** What a card may link: published micro-apps, live articles, published albums and +媒体 items. */
export const cardLinkKinds = ['miniApp', 'article', 'album', 'media'] as const;
export type CardLinkKind = (typeof cardLinkKinds)[number];
export const cardLinkKindNames = {
  miniApp: '微应用',
  article: '微传播',
  album: '电子画册',
  media: '+媒体',
} as const satisfies Record<CardLinkKind, string>;
const cardLinkKind = z.enum(cardLinkKinds);

const cardLinkRequest = z.object({ kind: cardLinkKind, id });

export const cardSaveRequest = z.object({
  name: text('名称', showcaseRules.cardNameMax, { min: 1 }),
  logoMaterialId: id.nullable().default(null),
  contacts: z
    .array(cardContact)
    .max(showcaseRules.contactsMax, `最多填写${showcaseRules.contactsMax}位联系人`)
    .default([]),
  address: cardAddress.nullable().default(null),
  introduction: text('简介', showcaseRules.introductionMax, { multiline: true }).default(''),
  links: z
    .array(cardLinkRequest)
    .max(showcaseRules.cardLinksMax, `最多关联${showcaseRules.cardLinksMax}项内容`)
    .refine(
      (list) => new Set(list.map((l) => `${l.kind}:${l.id}`)).size === list.length,
      '关联内容不能重复',
    )
    .default([]),
});
export type CardSaveRequest = z.input<typeof cardSaveRequest>;

/** A linkable item: its kind, id and title, and whether it is still public (else not shown). */
export const cardLink = z.object({
  kind: cardLinkKind,
  id,
  title: z.string(),
  available: z.boolean(),
});
export type CardLink = z.infer<typeof cardLink>;

/** The address as saved, with the names of its regions. */
const cardAddressView = cardAddress.extend({ text: z.string() });

/** The company's business card as the console edits it; `id` null until first saved. */
export const businessCard = z.object({
  id: id.nullable(),
  name: z.string(),
  logoMaterialId: id.nullable(),
  logoUrl: z.string().nullable(),
  contacts: z.array(cardContact),
  address: cardAddressView.nullable(),
  introduction: z.string(),
  links: z.array(cardLink),
  status: showcaseStatus,
  /** The company home (/user-home/{id}) and its desktop layout; null until first saved. */
  publicUrl: z.string().nullable(),
  pcUrl: z.string().nullable(),
  /** The business-showcase period: its last day (yyyy-mm-dd) or null when not ordered or ended. */
  showcaseUntil: z.string().nullable(),
  /** The company home is public now: published and within the period. */
  live: z.boolean(),
  share: shareData.nullable(),
  publishTime: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type BusinessCard = z.infer<typeof businessCard>;

/** The card of a company that has saved none yet: empty, a draft, within `showcaseUntil`. */
export const blankBusinessCard = (showcaseUntil: string | null): BusinessCard => ({
  id: null,
  name: '',
  logoMaterialId: null,
  logoUrl: null,
  contacts: [],
  address: null,
  introduction: '',
  links: [],
  status: 'draft',
  publicUrl: null,
  pcUrl: null,
  showcaseUntil,
  live: false,
  share: null,
  publishTime: null,
  updateTime: null,
});

/** base/getTravelStreet: the streets (towns, sub-districts) of a district. */
export const streetsRequest = z.object({
  districtCode: z.string().regex(/^\d{6}$/, '请选择区县'),
});
export const street = z.object({ code: z.string(), name: z.string() });
export type Street = z.infer<typeof street>;

// ---------------------------------------------------------------------------------------------
// Public reads

/** book/getOneForH5: a published album (/ebook/{id}) or an album preview link (/ebookTemp/{key}). */
export const publicAlbumRequest = z.object({
  id: z.string().regex(/^(\d{1,19}|[A-Za-z0-9_-]{16,32})$/, '画册不存在'),
  temp: z.boolean().default(false),
});

export const publicAlbum = z.object({
  /** The album's id, or the preview link's key. */
  id: z.string(),
  state: publicShowcaseState,
  /** What the page says instead of the album when it is not open. */
  message: z.string(),
  title: z.string(),
  description: z.string(),
  companyName: z.string(),
  cover: showcaseImage.nullable(),
  pages: z.array(z.object({ image: showcaseImage, caption: z.string() })),
  share: shareData.nullable(),
  publishTime: z.string().nullable(),
});
export type PublicAlbum = z.infer<typeof publicAlbum>;

export const publicUserHomeRequest = z.object({
  id: z.string().regex(publicKeyPattern, '商务展示不存在'),
});

const publicContact = z.object({
  name: z.string(),
  title: z.string(),
  mobile: z.string(),
  phone: z.string(),
  email: z.string(),
});

/** A linked item as the company home lists it, with the page it opens. */
const homeLink = z.object({
  kind: cardLinkKind,
  title: z.string(),
  url: z.string(),
  cover: showcaseImage.nullable(),
});
export type HomeLink = z.infer<typeof homeLink>;

/** A published +媒体 item on the company home; `src` is its stable media path. */
const homeMedia = z.object({
  id,
  kind: z.enum(mediaKinds),
  title: z.string(),
  description: z.string(),
  src: z.string(),
  cover: showcaseImage.nullable(),
  durationSeconds: z.number().int().nullable(),
});
export type HomeMedia = z.infer<typeof homeMedia>;

/**
 * The company home (/user-home/{id}): the card, its linked items, then every published +媒体 item.
 * Not open, only `state`, `message` and (for an ended showcase) `share` are filled.
 */
export const publicUserHome = z.object({
  id: z.string(),
  state: publicShowcaseState,
  message: z.string(),
  name: z.string(),
  logo: showcaseImage.nullable(),
  contacts: z.array(publicContact),
  /** The whole address in one line; empty without one. */
  address: z.string(),
  introduction: z.string(),
  links: z.array(homeLink),
  media: z.array(homeMedia),
  share: shareData.nullable(),
});
export type PublicUserHome = z.infer<typeof publicUserHome>;

/**
 * A showcase image (`showcaseImagePath`): `owner` names what shows it — `album-{id}`,
 * `temp-{key}`, `home-{id}` — and only an image that owner shows publicly is served.
 */
export const showcaseImageParams = z.object({
  owner: z
    .string()
    .regex(/^(album-\d{1,19}|temp-[A-Za-z0-9_-]{16,32}|home-[A-Za-z0-9_-]{16,32})$/, {
      error: '文件不存在',
    }),
  materialId: id,
  width: z.coerce.number().pipe(z.literal(showcaseImageWidths, { error: '文件不存在' })),
});

/** A published +媒体 item's file (`showcaseMediaPath`): a redirect to its signed URL. */
export const showcaseMediaParams = z.object({ itemId: id });
