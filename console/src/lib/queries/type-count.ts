import useSWR from 'swr';
import { api } from '../api.ts';

/** SWR key of the counts of development and operations support orders (company/queryTypeCount). */
export const typeCountKey = () => ['company/queryTypeCount'] as const;

export const fetchTypeCount = () => api.call('typeCount');

/** The counts of development and operations support orders; failures go to the app's error handler. */
export const useTypeCount = () => useSWR(typeCountKey(), fetchTypeCount);
