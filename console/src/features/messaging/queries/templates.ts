import useSWR, { useSWRConfig } from 'swr';
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

const templateListPath = 'template/list';

/** SWR key of a page of my templates (template/list). */
export const templateListKey = (input: RequestOf<'templateList'>) =>
  [templateListPath, input] as const;

export const fetchTemplateList = ([, input]: ReturnType<typeof templateListKey>) =>
  api.call('templateList', input);

/** A page of the company's templates, by status and name; asked again every 5 s while one is in review. */
export const useTemplateList = (input: RequestOf<'templateList'>) =>
  useSWR(templateListKey(input), fetchTemplateList, {
    refreshInterval: (latest?: ResponseOf<'templateList'>) =>
      latest?.list.some((t) => awaitsTemplateReview(t.status)) ? 5_000 : 0,
  });

/**
 * Drops every cached page of my templates once a template changed away from the list (saved,
 * submitted, copied by 重新提交): the list asks the server again when it next shows. Without it,
 * a list opened within 2 s of its last request is given that request's answer (SWR's deduping),
 * from before the change, and the new template stays missing until the next poll.
 */
export function useForgetTemplateLists() {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && key[0] === templateListPath, undefined);
}

/** SWR key of one template (template/get). */
export const templateKey = (id: string) => ['template/get', id] as const;

export const fetchTemplate = ([, id]: ReturnType<typeof templateKey>) =>
  api.call('templateGet', { id });

/** One template with its files; `null` waits (a new draft has none). */
export const useTemplate = (id: string | null) => useSWR(id && templateKey(id), fetchTemplate);
