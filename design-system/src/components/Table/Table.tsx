import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
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
  /** 列的键；`sortDescriptor.column` 引用它。 */
  id: string;
  /** 表头文字。 */
  header: ReactNode;
  /** 渲染一行中该列的单元格：文字、格式化的金额或行操作（链接、按钮）。 */
  cell: (row: T) => ReactNode;
  /** CSS宽度，如 `160` 或 `'20%'`。默认：由浏览器分配。 */
  width?: number | string;
  /** 水平对齐；金额和数量用 `end`。默认 `start`。 */
  align?: (typeof tableAligns)[number];
  /** 表头作为排序控件；表格通过 `onSortChange` 报告点击。默认 `false`。 */
  allowsSorting?: boolean;
  /** 该列单元格为读屏软件命名所在行。默认：仅第一列。 */
  isRowHeader?: boolean;
  /**
   * 单元格保持一行，列宽等于最宽的值：日期时间、带单位的金额、订单号、状态标签。默认 `false`（文字
   * 换行）。
   */
  noWrap?: boolean;
  /**
   * 手机宽度下隐藏该列，让窄屏放得下关键列（名称、状态、失败原因、操作）而不必横向滚动。有列隐藏的表格
   * 在手机上占满容器宽度，文字换行，列宽由浏览器分配。默认 `false`。
   */
  hideOnPhone?: boolean;
};

export type TableProps<T extends object> = {
  /** 表格名称；除非提供 `aria-labelledby`，否则必填。 */
  'aria-label'?: string;
  /** 命名表格的可见标题的id。默认无。 */
  'aria-labelledby'?: string;
  /** 列定义，按显示顺序。 */
  columns: TableColumn<T>[];
  /** 当前页的行。 */
  rows: T[];
  /** 行的稳定键。默认：行的 `id` 属性。 */
  getRowId?: (row: T) => Key;
  /** 排序的列和方向（受控）。默认无。 */
  sortDescriptor?: SortDescriptor;
  /** 点击可排序表头时调用；对行排序（或重新请求）并传回新的排序描述。 */
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** 以骨架行代替数据，并将表格标记为忙碌。默认 `false`。 */
  isLoading?: boolean;
  /** 加载时骨架行的数量。默认 `5`。 */
  loadingRowCount?: number;
  /** 每个骨架行的读屏名称。默认 `加载中`。 */
  loadingLabel?: string;
  /** `rows` 为空时显示。默认：`<Empty size="small" />`（暂无数据）。 */
  emptyState?: ReactNode;
  /** 行滚动时保持表头可见；与 `maxHeight` 一起使用。默认 `false`。 */
  stickyHeader?: boolean;
  /** CSS最大高度，超出后行在表格内滚动。默认无：页面滚动。 */
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
      data-fits-phone={columns.some((column) => column.hideOnPhone) || undefined}
    >
      <AriaTable {...props} className={styles.table}>
        <TableHeader columns={columns}>
          {(column) => (
            <Column
              id={column.id}
              allowsSorting={column.allowsSorting}
              isRowHeader={columns.indexOf(column) === headerIndex}
              className={clsx(
                styles.column,
                styles.align[column.align ?? 'start'],
                column.hideOnPhone && styles.hiddenOnPhone,
              )}
              style={widthStyle(column.width)}
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
          // Its own key: the loading rows' ids (0…4) share React keys with real rows whose ids are
          // "0"…"4", and React Aria refuses a row that changes its id in place.
          <TableBody key="loading" items={skeletonRows} dependencies={[columns]}>
            {(skeleton) => (
              <Row id={skeleton.id} columns={columns} className={styles.row}>
                {(column) => (
                  <Cell
                    className={clsx(
                      styles.cell,
                      styles.align[column.align ?? 'start'],
                      column.hideOnPhone && styles.hiddenOnPhone,
                    )}
                  >
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
            key="rows"
            items={rows}
            dependencies={[columns]}
            className={styles.body}
            renderEmptyState={() => <div className={styles.emptyState}>{emptyState}</div>}
          >
            {(row) => (
              <Row id={getRowId(row)} columns={columns} className={styles.row}>
                {(column) => (
                  <Cell
                    className={clsx(
                      styles.cell,
                      styles.align[column.align ?? 'start'],
                      column.noWrap && noBreak,
                      column.hideOnPhone && styles.hiddenOnPhone,
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

/** A column's width, through a custom property a table that fits a phone ignores there. */
function widthStyle(width: number | string | undefined) {
  if (width === undefined) return undefined;
  return {
    [styles.columnWidthProperty]: typeof width === 'number' ? `${width}px` : width,
  } as CSSProperties;
}

function SortIcon({ direction }: { direction: SortDescriptor['direction'] | undefined }) {
  const Icon =
    direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ChevronsUpDown;
  return <Icon aria-hidden size={14} className={styles.sortIcon} />;
}
