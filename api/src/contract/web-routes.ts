/** The web apps share the base path /v2/ (spec §2). */
export const basePath = '/v2';

/** Where the API's endpoints live (endpoints.ts gives each its path below it). */
export const apiPrefix = '/api/platform/';

/**
 * First path segments (after /v2/) that the public landing app owns; every other page under /v2/
 * belongs to the console. The server uses this to pick the right index.html, the console to turn
 * links to these pages into full-page navigations.
 */
export const landingRouteSegments = [
  'index',
  'articleContent',
  'articlePreview',
  'micPreview',
  'article_temp',
  'ebook',
  'ebookTemp',
  'user-home',
] as const;

/** Which app serves a path below /v2/, e.g. '/v2/index' → 'landing', '/v2/login' → 'console'. */
export function webAppFor(pathname: string): 'landing' | 'console' {
  const segment = pathname.slice(basePath.length).split('/')[1] ?? '';
  return (landingRouteSegments as readonly string[]).includes(segment) ? 'landing' : 'console';
}

/**
 * The public fill-in page of a form (outside /v2/: the short link its QR code carries). Its form
 * posts back to the same path, so that it works without scripts.
 */
export const publicFormPath = (code: string) => `/f/${encodeURIComponent(code)}`;

/**
 * The names the fill-in page's fields post under: a question's answer (repeated for a multiple
 * choice) and the text of its chosen "other" option. Prefixed, as question ids may be any word
 * (`version`, `mobile`) the page posts of its own.
 */
export const publicFormFieldNames = {
  answer: (questionId: string) => `a.${questionId}`,
  otherText: (questionId: string) => `o.${questionId}`,
} as const;

/** The public page of a passed micro-propagation article (spec §2; grey background). */
export const articleContentPath = (id: string) =>
  `${basePath}/articleContent/${encodeURIComponent(id)}`;

/** A micro-propagation article's preview page (spec §2 /articlePreview/{id}). */
export const articlePreviewPath = (id: string) =>
  `${basePath}/articlePreview/${encodeURIComponent(id)}`;

/** A temporary share-preview link (spec §2 /article_temp): the link's key travels in the query. */
export const articleTempPath = (token: string) =>
  `${basePath}/article_temp?key=${encodeURIComponent(token)}`;

/**
 * Where an article shows a material of its company (image, video, audio, or with `cover` a
 * video's cover): a stable path, stored in the document and its HTML, that redirects to the
 * file's signed URL (those expire within the hour).
 */
export const articleMediaPath = (articleId: string, materialId: string, cover = false) =>
  `/api/h5/article/media/${articleId}/${materialId}${cover ? '-cover' : ''}`;

/** A published e-album's public page (spec §2 /ebook/{id}). */
export const ebookPath = (id: string) => `${basePath}/ebook/${encodeURIComponent(id)}`;

/** An e-album's preview link (spec §2 /ebookTemp/{id}): `key` is the link's, valid one hour. */
export const ebookTempPath = (key: string) => `${basePath}/ebookTemp/${encodeURIComponent(key)}`;

/**
 * A company home (spec §2 /user-home/{id}), phone-first, or with `pc` its desktop layout
 * (/user-home/pc/{id}); `id` is the home's opaque public id.
 */
export const userHomePath = (id: string, layout: 'phone' | 'pc' = 'phone') =>
  `${basePath}/user-home/${layout === 'pc' ? 'pc/' : ''}${encodeURIComponent(id)}`;

/**
 * Where a public showcase page shows an image of its company at one of the served widths:
 * `owner` names the page (`album-{id}`, `temp-{key}`, `home-{id}`), which must show the image.
 */
export const showcaseImagePath = (owner: string, materialId: string, width: number) =>
  `/api/h5/showcase/image/${owner}/${materialId}/${width}`;

/** A published +媒体 item's video or audio: a stable path that redirects to the signed URL. */
export const showcaseMediaPath = (itemId: string) => `/api/h5/showcase/media/${itemId}`;
