import { useState } from 'react';
import type { EndpointName, RequestOf, ResponseOf } from '@p5g/api/contract';
import { useEndpoint, type QueryOptions } from './endpoint-hooks.ts';

/** Endpoints that answer one page of a list: `{ total, list }` for a page and page size. */
export type PagedEndpoint = {
  [N in EndpointName]: 'page' | 'pageSize' extends keyof RequestOf<N>
    ? ResponseOf<N> extends { total: number; list: readonly unknown[] }
      ? N
      : never
    : never;
}[EndpointName];

/** What a paged list is filtered by: the endpoint's payload without its page. */
export type ListFilters<N extends PagedEndpoint> = Omit<RequestOf<N>, 'page' | 'pageSize'>;

/**
 * One page of a list endpoint, filtered. The list starts on page 1 with `initialFilters`;
 * `applyFilters` (a filter form's 查询) goes back to page 1. `table` is what `PagedTable` takes.
 */
export function usePagedList<N extends PagedEndpoint>(
  name: N,
  initialFilters: ListFilters<N>,
  { pageSize = 10, ...options }: QueryOptions<N> & { pageSize?: number } = {},
) {
  const [{ page, filters }, setView] = useState({ page: 1, filters: initialFilters });
  const query = useEndpoint(name, { ...filters, page, pageSize } as RequestOf<N>, options);
  return {
    ...query,
    filters,
    applyFilters: (next: ListFilters<N>) => setView({ page: 1, filters: next }),
    table: {
      data: query.data as { total: number; list: ListItem<N>[] } | undefined,
      isLoading: query.isLoading,
      error: query.error,
      onRetry: () => void query.mutate(),
      page,
      pageSize,
      onPageChange: (next: number) => setView((view) => ({ ...view, page: next })),
    },
  };
}

/** One row of a paged endpoint's answer. */
export type ListItem<N extends PagedEndpoint> =
  ResponseOf<N> extends {
    list: readonly (infer T)[];
  }
    ? T
    : never;
