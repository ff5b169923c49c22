import useSWR, { preload } from 'swr';
import type { RequestOf } from '@p5g/api/contract';
import { api } from '../../../lib/api.ts';

/** SWR key of a page of the customer's orders (orderCharge/ecOrders) for one query. */
export const ordersKey = (input: RequestOf<'orders'>) => ['orderCharge/ecOrders', input] as const;

export const fetchOrders = ([, input]: ReturnType<typeof ordersKey>) => api.call('orders', input);

/** A page of the customer's orders; `null` waits. Failures go to the app's error handler. */
export const useOrders = (input: RequestOf<'orders'> | null) =>
  useSWR(input && ordersKey(input), fetchOrders);

/** Orders a page of the list shows (spec §2). */
export const ordersPageSize = 10;

/**
 * Asks for the list's first page as the account centre opens, while the list's own code is still
 * loading; the list's first `useOrders` takes this answer (or failure, which it reports) instead
 * of asking again.
 */
export function preloadFirstOrders() {
  preload(ordersKey({ page: 1, pageSize: ordersPageSize }), fetchOrders).catch(() => undefined);
}
