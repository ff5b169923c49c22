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
  'mpEidtPreiview',
  'mpEidtPreiviewM',
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
