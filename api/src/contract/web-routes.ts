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
