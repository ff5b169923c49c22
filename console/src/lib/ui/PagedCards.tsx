import type { ReactNode } from 'react';
import { Pagination, Skeleton } from '@p5g/design-system';
import { LoadFailed } from './LoadFailed.tsx';

export type PagedCardsProps<T extends { id: string }> = {
  /** The list's name, e.g. `我的模板`. */
  'aria-label': string;
  /** What the cards show, in the loading and failed messages, e.g. `模板`. */
  what: string;
  /** The paged endpoint's answer as `useEndpoint` gives it; `mutate` asks again after a failure. */
  list: {
    data: { total: number; list: T[] } | undefined;
    error: unknown;
    isLoading: boolean;
    mutate: () => unknown;
  };
  /** The page shown and how to turn it (`useListFilters` holds both). */
  pages: { page: number; setPage: (page: number) => void };
  pageSize: number;
  /** Shown when the page has no cards: what to do first, or that the filters match none. */
  empty: ReactNode;
  /** The list's grid (the feature's own). */
  className: string;
  /** One item's card. */
  children: (item: T) => ReactNode;
};

/**
 * A card view of one paged endpoint: skeleton cards while loading, failed and empty states, the
 * cards in a list, and pages once there is more than one.
 */
export function PagedCards<T extends { id: string }>({
  'aria-label': label,
  what,
  list: { data, error, isLoading, mutate },
  pages,
  pageSize,
  empty,
  className,
  children,
}: PagedCardsProps<T>) {
  if (isLoading) return <Skeleton shape="cards" count={6} columns={3} label={`${what}加载中`} />;
  if (error) return <LoadFailed description={`${what}加载失败`} onRetry={() => void mutate()} />;
  if (!data || data.list.length === 0) return empty;
  return (
    <>
      <ul className={className} aria-label={label}>
        {data.list.map((item) => (
          <li key={item.id}>{children(item)}</li>
        ))}
      </ul>
      {data.total > pageSize && (
        <Pagination
          page={pages.page}
          pageSize={pageSize}
          total={data.total}
          onChange={pages.setPage}
        />
      )}
    </>
  );
}
