/** The elements of the article pages their script finds (`island.ts`). */
export const articleIds = {
  page: 'article-page',
  share: 'article-share',
  mapNavigation: 'article-map-navigation',
} as const;
