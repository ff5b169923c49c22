import { preload } from 'swr';
import { endpointKey, fetchEndpoint } from '../../lib/endpoint-hooks.ts';

/** Orders a page of the list shows (spec §2). */
export const ordersPageSize = 10;

/**
 * Asks for the list's first page as the account centre opens, while the list's own code is still
 * loading; the list's first query takes this answer (or failure, which it reports) instead of
 * asking again.
 */
export function preloadFirstOrders() {
  preload(endpointKey('orders', { page: 1, pageSize: ordersPageSize }), fetchEndpoint).catch(
    () => undefined,
  );
}
