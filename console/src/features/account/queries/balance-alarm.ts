import useSWR from 'swr';
import { api } from '../../../lib/api.ts';

/** SWR key of the 5G message balance alert threshold (company/queryEcBalanceAlarm). */
export const balanceAlarmKey = () => ['company/queryEcBalanceAlarm'] as const;

export const fetchBalanceAlarm = () => api.call('balanceAlarm');

/** The 5G message balance alert threshold; failures go to the app's error handler. */
export const useBalanceAlarm = () => useSWR(balanceAlarmKey(), fetchBalanceAlarm);
