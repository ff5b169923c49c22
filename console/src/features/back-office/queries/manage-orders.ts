import useSWR from 'swr';
import type { RequestOf } from '@p5g/api/contract';
import { api } from '../../../lib/api.ts';

/** SWR key of a page of orders for review (management platform) (manage/orders) for one query. */
export const manageOrdersKey = (input: RequestOf<'manageOrders'>) =>
  ['manage/orders', input] as const;

export const fetchManageOrders = ([, input]: ReturnType<typeof manageOrdersKey>) =>
  api.call('manageOrders', input);

/** A page of orders for review (management platform); `null` waits. Failures go to the app's error handler. */
export const useManageOrders = (input: RequestOf<'manageOrders'> | null) =>
  useSWR(input && manageOrdersKey(input), fetchManageOrders);
