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
