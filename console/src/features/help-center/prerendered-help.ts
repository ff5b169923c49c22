import { unstable_serialize } from 'swr';
import type { HelpArticle } from '@p5g/api/contract';
import { helpArticleKey, helpListKey } from './queries/help.ts';

/**
 * The answers the build pre-renders the help centre with, as SWR's fallback: the table of contents
 * and the first article, which /help_center opens on.
 */
export function helpCentreAnswers(articles: readonly HelpArticle[]): Record<string, unknown> {
  const [first] = articles;
  return {
    [unstable_serialize(helpListKey())]: articles.map(({ id, menu, title }) => ({
      id,
      menu,
      title,
    })),
    ...(first && { [unstable_serialize(helpArticleKey(first.id))]: first }),
  };
}
