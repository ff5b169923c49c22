import { seededHelpArticles } from '../contract/help-content.ts';
import type { helpArticles } from '../db/schema.ts';

/** The help centre's articles (contract/help-content.ts), sorted as listed. */
export const helpSeeds: (typeof helpArticles.$inferInsert)[] = seededHelpArticles.map(
  (article, index) => ({ ...article, sort: index + 1 }),
);
