import { unstable_serialize } from 'swr';
import type { HelpArticle } from '@p5g/api/contract';
import { endpointKey } from '../../lib/endpoint-hooks.ts';

/**
 * The answers the build pre-renders the help centre with, as SWR's fallback: the table of contents
 * and the first article, which /help_center opens on.
 */
export function helpCentreAnswers(articles: readonly HelpArticle[]): Record<string, unknown> {
  const [first] = articles;
  return {
    [unstable_serialize(endpointKey('helpList'))]: articles.map(({ id, menu, title }) => ({
      id,
      menu,
      title,
    })),
    ...(first && { [unstable_serialize(endpointKey('helpArticle', { id: first.id }))]: first }),
  };
}
