import useSWR from 'swr';
import type { RequestOf } from '@p5g/api/contract';
import { api } from '../../../lib/api.ts';

/** SWR key of a page of customer companies with balances (management platform) (manage/companies) for one query. */
export const manageCompaniesKey = (input: RequestOf<'manageCompanies'>) =>
  ['manage/companies', input] as const;

export const fetchManageCompanies = ([, input]: ReturnType<typeof manageCompaniesKey>) =>
  api.call('manageCompanies', input);

/** A page of customer companies with balances (management platform); `null` waits. Failures go to the app's error handler. */
export const useManageCompanies = (input: RequestOf<'manageCompanies'> | null) =>
  useSWR(input && manageCompaniesKey(input), fetchManageCompanies);
