/**
 * What a showcase (album, +媒体 item, business card) is: never published, public, taken down. Plain
 * data without zod, so a page that shows a status loads no schema (schemas/showcases.ts).
 */
export const showcaseStatuses = ['draft', 'published', 'withdrawn'] as const;
export type ShowcaseStatus = (typeof showcaseStatuses)[number];
export const showcaseStatusNames = {
  draft: '草稿',
  published: '已发布',
  withdrawn: '已下架',
} as const satisfies Record<ShowcaseStatus, string>;
