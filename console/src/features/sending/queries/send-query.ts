import useSWR from 'swr';
import type { RequestOf } from '@p5g/api/contract';
import { api } from '../../../lib/api.ts';

/** Every message sent to one number (task/query); null waits until a number is asked for. */
export const useSendQuery = (input: RequestOf<'taskQuery'> | null) =>
  useSWR(input && (['task/query', input] as const), ([, body]) => api.call('taskQuery', body));
