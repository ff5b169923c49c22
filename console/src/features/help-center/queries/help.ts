import useSWR from 'swr';
import { api } from '../../../lib/api.ts';

/** SWR key of the help centre's table of contents (help/getList). */
export const helpListKey = () => ['help/getList'] as const;

/** SWR key of one help article (help/getOne). */
export const helpArticleKey = (id: number) => ['help/getOne', id] as const;

export const useHelpList = () => useSWR(helpListKey(), () => api.call('helpList'));

/** One article; no request until an id is known. */
export const useHelpArticle = (id: number | null) =>
  useSWR(id === null ? null : helpArticleKey(id), () => api.call('helpArticle', { id: id! }));
