import useSWR from 'swr';
import type { RequestOf } from '@p5g/api/contract';
import { api } from '../../../lib/api.ts';

/** SWR key of the products of one shop tab (orderCharge/productList) for one query. */
export const productListKey = (input: RequestOf<'productList'>) =>
  ['orderCharge/productList', input] as const;

export const fetchProductList = ([, input]: ReturnType<typeof productListKey>) =>
  api.call('productList', input);

/** The products of one shop tab; `null` waits. Failures go to the app's error handler. */
export const useProductList = (input: RequestOf<'productList'> | null) =>
  useSWR(input && productListKey(input), fetchProductList);
