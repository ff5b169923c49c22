import useSWR from 'swr';
import { api } from '../../../lib/api.ts';

/** SWR key of the customer's level, yearly spend and rights (ecLevel/getUserLevelInfo). */
export const levelInfoKey = () => ['ecLevel/getUserLevelInfo'] as const;

export const fetchLevelInfo = () => api.call('levelInfo');

/** The customer's level, yearly spend and rights; failures go to the app's error handler. */
export const useLevelInfo = () => useSWR(levelInfoKey(), fetchLevelInfo);
