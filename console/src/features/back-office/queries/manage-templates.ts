import useSWR from 'swr';
import type { RequestOf } from '@p5g/api/contract';
import { api } from '../../../lib/api.ts';

/** SWR key of a page of the template review queue (manage/templates). */
export const manageTemplatesKey = (input: RequestOf<'manageTemplates'>) =>
  ['manage/templates', input] as const;

export const fetchManageTemplates = ([, input]: ReturnType<typeof manageTemplatesKey>) =>
  api.call('manageTemplates', input);

/** A page of templates waiting for the platform review; failures go to the app's error handler. */
export const useManageTemplates = (input: RequestOf<'manageTemplates'>) =>
  useSWR(manageTemplatesKey(input), fetchManageTemplates);
