import { Empty, Pagination, Table, type TableProps } from '@p5g/design-system';
import { LoadFailed } from './LoadFailed.tsx';

export type PagedTableProps<T extends object> = {
  'aria-label': string;
  columns: TableProps<T>['columns'];
  /** The current page as the API answers it; undefined while the first answer is awaited. */
  data: { total: number; list: T[] } | undefined;
  isLoading: boolean;
  /** The request failed: shows `failedDescription` with a retry instead of the table. */
  error: unknown;
  onRetry: () => void;
  failedDescription: string;
  emptyDescription: string;
  getRowId?: TableProps<T>['getRowId'];
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
};

/** A list view of one paged endpoint: skeleton rows while loading, empty and failed states, pages. */
export function PagedTable<T extends object>({
  data,
  error,
  onRetry,
  failedDescription,
  emptyDescription,
  page,
  pageSize,
  onPageChange,
  ...table
}: PagedTableProps<T>) {
  if (error) return <LoadFailed description={failedDescription} onRetry={onRetry} />;
  return (
    <>
      <Table
        {...table}
        rows={data?.list ?? []}
        emptyState={<Empty size="small" description={emptyDescription} />}
      />
      {data && data.total > 0 && (
        <Pagination
          total={data.total}
          page={page}
          pageSize={pageSize}
          showSizeChanger={false}
          onChange={onPageChange}
        />
      )}
    </>
  );
}
