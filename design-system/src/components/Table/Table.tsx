import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Cell,
  Column,
  Row,
  Table as AriaTable,
  TableBody,
  TableHeader,
  type Key,
  type SortDescriptor,
} from 'react-aria-components';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import { Empty } from '../Empty/Empty.tsx';
import * as styles from './Table.css.ts';
import { noBreak } from '../../styles/cjk-text.css.ts';

export const tableAligns = ['start', 'center', 'end'] as const;

export type TableColumn<T> = {
  /** Column key; `sortDescriptor.column` refers to it. */
  id: string;
  /** Header text. */
  header: ReactNode;
  /** Renders the cell of a row: text, formatted money, or row actions (links, buttons). */
  cell: (row: T) => ReactNode;
  /** CSS width, e.g. `160` or `'20%'`. Default: shared out by the browser. */
  width?: number | string;
  /** Horizontal alignment; `end` for money and counts. Default `start`. */
  align?: (typeof tableAligns)[number];
  /** Makes the header a sort control; the table reports presses through `onSortChange`. Default `false`. */
  allowsSorting?: boolean;
  /** Cells of this column name their row for screen readers. Default: the first column only. */
  isRowHeader?: boolean;
  /**
   * Keeps each cell on one line, so the column is as wide as its widest value: dates and times,
   * amounts with their unit, order numbers, status tags. Default `false` (text wraps).
   */
  noWrap?: boolean;
};

export type TableProps<T extends object> = {
  /** Names the table; required unless `aria-labelledby` is given. */
  'aria-label'?: string;
  /** Id of a visible heading naming the table. Default none. */
  'aria-labelledby'?: string;
  /** Column definitions, in display order. */
  columns: TableColumn<T>[];
  /** The rows of the current page. */
  rows: T[];
  /** Stable key of a row. Default: its `id` property. */
  getRowId?: (row: T) => Key;
  /** The sorted column and direction (controlled). Default none. */
  sortDescriptor?: SortDescriptor;
  /** Called when a sortable header is pressed; sort the rows (or refetch) and pass the new descriptor back. */
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** Shows skeleton rows in place of the data and marks the table busy. Default `false`. */
  isLoading?: boolean;
  /** Number of skeleton rows while loading. Default `5`. */
  loadingRowCount?: number;
  /** Names each skeleton row for screen readers. Default `加载中`. */
  loadingLabel?: string;
  /** Shown when `rows` is empty. Default: `<Empty size="small" />` (暂无数据). */
  emptyState?: ReactNode;
  /** Keeps the header visible while the rows scroll; pair with `maxHeight`. Default `false`. */
  stickyHeader?: boolean;
  /** CSS max height after which the rows scroll inside the table. Default none: the page scrolls. */
  maxHeight?: number | string;
};

const defaultGetRowId = (row: object): Key => (row as { id: Key }).id;

function rowHeaderIndex<T>(columns: TableColumn<T>[]): number {
  const marked = columns.findIndex((column) => column.isRowHeader);
  return marked === -1 ? 0 : marked;
}

/** A data table (order list, bill detail) with sortable headers, empty and loading states. */
export function Table<T extends object>({
  columns,
  rows,
  getRowId = defaultGetRowId,
  isLoading = false,
  loadingRowCount = 5,
  loadingLabel = '加载中',
  emptyState = <Empty size="small" />,
  stickyHeader = false,
  maxHeight,
  ...props
}: TableProps<T>) {
  const headerIndex = rowHeaderIndex(columns);
  const skeletonRows = Array.from({ length: loadingRowCount }, (_, index) => ({ id: index }));
  return (
    <div
      className={styles.container}
      style={{ maxHeight }}
      aria-busy={isLoading || undefined}
      data-sticky-header={stickyHeader || undefined}
    >
      <AriaTable {...props} className={styles.table}>
        <TableHeader columns={columns}>
          {(column) => (
            <Column
              id={column.id}
              allowsSorting={column.allowsSorting}
              isRowHeader={columns.indexOf(column) === headerIndex}
              className={clsx(styles.column, styles.align[column.align ?? 'start'])}
              style={{ width: column.width }}
            >
              {({ allowsSorting, sortDirection }) => (
                <span className={styles.columnContent}>
                  {column.header}
                  {allowsSorting && <SortIcon direction={sortDirection} />}
                </span>
              )}
            </Column>
          )}
        </TableHeader>
        {isLoading ? (
          <TableBody items={skeletonRows} dependencies={[columns]}>
            {(skeleton) => (
              <Row id={skeleton.id} columns={columns} className={styles.row}>
                {(column) => (
                  <Cell className={clsx(styles.cell, styles.align[column.align ?? 'start'])}>
                    {columns.indexOf(column) === headerIndex && (
                      <span className={visuallyHidden}>{loadingLabel}</span>
                    )}
                    <span aria-hidden className={styles.skeleton} />
                  </Cell>
                )}
              </Row>
            )}
          </TableBody>
        ) : (
          <TableBody
            items={rows}
            dependencies={[columns]}
            className={styles.body}
            renderEmptyState={() => emptyState}
          >
            {(row) => (
              <Row id={getRowId(row)} columns={columns} className={styles.row}>
                {(column) => (
                  <Cell
                    className={clsx(
                      styles.cell,
                      styles.align[column.align ?? 'start'],
                      column.noWrap && noBreak,
                    )}
                  >
                    {column.cell(row)}
                  </Cell>
                )}
              </Row>
            )}
          </TableBody>
        )}
      </AriaTable>
    </div>
  );
}

function SortIcon({ direction }: { direction: SortDescriptor['direction'] | undefined }) {
  const Icon =
    direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ChevronsUpDown;
  return <Icon aria-hidden size={14} className={styles.sortIcon} />;
}
