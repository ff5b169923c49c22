import useSWR from 'swr';
import type { RequestOf } from '@p5g/api/contract';
import { api } from '../../../lib/api.ts';

/** SWR key of a page of the customer's orders (orderCharge/ecOrders) for one query. */
export const ordersKey = (input: RequestOf<'orders'>) => ['orderCharge/ecOrders', input] as const;

export const fetchOrders = ([, input]: ReturnType<typeof ordersKey>) => api.call('orders', input);

/** A page of the customer's orders; `null` waits. Failures go to the app's error handler. */
export const useOrders = (input: RequestOf<'orders'> | null) =>
  useSWR(input && ordersKey(input), fetchOrders);
