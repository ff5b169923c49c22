import useSWR from 'swr';
import type { RequestOf } from '@p5g/api/contract';
import { api } from '../../../lib/api.ts';

/** SWR key of a page of opening applications (management platform) (manage/openingApplications) for one query. */
export const manageOpeningApplicationsKey = (input: RequestOf<'manageOpeningApplications'>) =>
  ['manage/openingApplications', input] as const;

export const fetchManageOpeningApplications = ([, input]: ReturnType<
  typeof manageOpeningApplicationsKey
>) => api.call('manageOpeningApplications', input);

/** A page of opening applications (management platform); `null` waits. Failures go to the app's error handler. */
export const useManageOpeningApplications = (
  input: RequestOf<'manageOpeningApplications'> | null,
) => useSWR(input && manageOpeningApplicationsKey(input), fetchManageOpeningApplications);
