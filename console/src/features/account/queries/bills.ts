import useSWR from 'swr';
import type { RequestOf } from '@p5g/api/contract';
import { api } from '../../../lib/api.ts';

/** SWR key of a page of bill entries of one category (ecBillDtl/getList) for one query. */
export const billsKey = (input: RequestOf<'bills'>) => ['ecBillDtl/getList', input] as const;

export const fetchBills = ([, input]: ReturnType<typeof billsKey>) => api.call('bills', input);

/** A page of bill entries of one category; `null` waits. Failures go to the app's error handler. */
export const useBills = (input: RequestOf<'bills'> | null) =>
  useSWR(input && billsKey(input), fetchBills);
