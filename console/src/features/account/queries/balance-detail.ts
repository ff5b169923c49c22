import useSWR from 'swr';
import type { RequestOf } from '@p5g/api/contract';
import { api } from '../../../lib/api.ts';

/** SWR key of the lots behind one balance category (orderCharge/itemBalance) for one query. */
export const balanceDetailKey = (input: RequestOf<'balanceDetail'>) =>
  ['orderCharge/itemBalance', input] as const;

export const fetchBalanceDetail = ([, input]: ReturnType<typeof balanceDetailKey>) =>
  api.call('balanceDetail', input);

/** The lots behind one balance category; `null` waits. Failures go to the app's error handler. */
export const useBalanceDetail = (input: RequestOf<'balanceDetail'> | null) =>
  useSWR(input && balanceDetailKey(input), fetchBalanceDetail);
