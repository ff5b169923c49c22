import useSWR from 'swr';
import type { RequestOf, ResponseOf } from '@p5g/api/contract';
import { api } from '../../../lib/api.ts';
import { awaitsTemplateReview } from '../template-rules.ts';

/** SWR key of a page of the public template library (template/library). */
export const templateLibraryKey = (input: RequestOf<'templateLibrary'>) =>
  ['template/library', input] as const;

export const fetchTemplateLibrary = ([, input]: ReturnType<typeof templateLibraryKey>) =>
  api.call('templateLibrary', input);

/** A page of library templates filtered by industry and kind. */
export const useTemplateLibrary = (input: RequestOf<'templateLibrary'>) =>
  useSWR(templateLibraryKey(input), fetchTemplateLibrary);

/** SWR key of a page of my templates (template/list). */
export const templateListKey = (input: RequestOf<'templateList'>) =>
  ['template/list', input] as const;

export const fetchTemplateList = ([, input]: ReturnType<typeof templateListKey>) =>
  api.call('templateList', input);

/** A page of the company's templates, by status and name; asked again every 5 s while one is in review. */
export const useTemplateList = (input: RequestOf<'templateList'>) =>
  useSWR(templateListKey(input), fetchTemplateList, {
    refreshInterval: (latest?: ResponseOf<'templateList'>) =>
      latest?.list.some((t) => awaitsTemplateReview(t.status)) ? 5_000 : 0,
  });

/** SWR key of one template (template/get). */
export const templateKey = (id: string) => ['template/get', id] as const;

export const fetchTemplate = ([, id]: ReturnType<typeof templateKey>) =>
  api.call('templateGet', { id });

/** One template with its files; `null` waits (a new draft has none). */
export const useTemplate = (id: string | null) => useSWR(id && templateKey(id), fetchTemplate);
