import useSWR from 'swr';
import { api } from '../../../lib/api.ts';

/** SWR key of every balance of the account (orderCharge/balance). */
export const balanceKey = () => ['orderCharge/balance'] as const;

export const fetchBalance = () => api.call('balance');

/** Every balance of the account; failures go to the app's error handler. */
export const useBalance = () => useSWR(balanceKey(), fetchBalance);
