import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { helpArticles } from './tables.ts';

/** The help centre's table of contents, in its order. */
export const helpContents = (db: Db) =>
  db
    .select({ id: helpArticles.id, menu: helpArticles.menu, title: helpArticles.title })
    .from(helpArticles)
    .orderBy(asc(helpArticles.sort));

export async function helpArticleOf(db: Db, id: number) {
  const [article] = await db.select().from(helpArticles).where(eq(helpArticles.id, id));
  return article;
}
