import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { RequestOf, ResponseOf } from '@p5g/api/contract';
import { api } from '../../../lib/api.ts';

/** SWR key of custom-service and support orders of one type (serverTrace/query) for one query. */
export const serviceOrdersKey = (input: RequestOf<'serviceOrders'>) =>
  ['serverTrace/query', input] as const;

export const fetchServiceOrders = ([, input]: ReturnType<typeof serviceOrdersKey>) =>
  api.call('serviceOrders', input);

/** Custom-service and support orders of one type; `null` waits. Failures go to the app's error handler. */
export const useServiceOrders = (input: RequestOf<'serviceOrders'> | null) =>
  useSWR(input && serviceOrdersKey(input), fetchServiceOrders);

/**
 * The orders of one type page after page (the support cards load on scroll): `setSize(size + 1)`
 * asks for the next page, until a page comes back short.
 */
export const useServiceOrderPages = (orderType: number, pageSize: number) =>
  useSWRInfinite(
    (index, previous: ResponseOf<'serviceOrders'> | null) =>
      previous && previous.list.length < pageSize
        ? null
        : serviceOrdersKey({ orderType, page: index + 1, pageSize }),
    fetchServiceOrders,
  );
