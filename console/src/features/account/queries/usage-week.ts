import useSWR from 'swr';
import type { RequestOf } from '@p5g/api/contract';
import { api } from '../../../lib/api.ts';

/** SWR key of the seven days of usage up to yesterday (ecBillDtl/queryWeek) for one query. */
export const usageWeekKey = (input: RequestOf<'usageWeek'>) =>
  ['ecBillDtl/queryWeek', input] as const;

export const fetchUsageWeek = ([, input]: ReturnType<typeof usageWeekKey>) =>
  api.call('usageWeek', input);

/** The seven days of usage up to yesterday; `null` waits. Failures go to the app's error handler. */
export const useUsageWeek = (input: RequestOf<'usageWeek'> | null) =>
  useSWR(input && usageWeekKey(input), fetchUsageWeek);
