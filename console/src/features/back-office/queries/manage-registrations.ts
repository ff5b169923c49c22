import useSWR from 'swr';
import type { RequestOf } from '@p5g/api/contract';
import { api } from '../../../lib/api.ts';

/** SWR key of a page of registrations awaiting audit (management platform) (manage/registrations) for one query. */
export const manageRegistrationsKey = (input: RequestOf<'manageRegistrations'>) =>
  ['manage/registrations', input] as const;

export const fetchManageRegistrations = ([, input]: ReturnType<typeof manageRegistrationsKey>) =>
  api.call('manageRegistrations', input);

/** A page of registrations awaiting audit (management platform); `null` waits. Failures go to the app's error handler. */
export const useManageRegistrations = (input: RequestOf<'manageRegistrations'> | null) =>
  useSWR(input && manageRegistrationsKey(input), fetchManageRegistrations);
