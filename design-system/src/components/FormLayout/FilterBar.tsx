import { Children, type FormEvent, type ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import * as styles from './FormLayout.css.ts';

export type FilterBarProps = {
  /** Names the search landmark, e.g. `订单筛选`. Required. */
  'aria-label': string;
  /** The filter fields (date range, order number, status…), each with its own label. */
  children: ReactNode;
  /** Runs the query with the current filters (the 查询 button or Enter in a field). */
  onSearch: () => void;
  /** Clears the filters; without it there is no 重置 button. Default none. */
  onReset?: () => void;
  /** Shows the 查询 button as busy while the list loads. Default `false`. */
  isSearching?: boolean;
  /** Button labels. Default `查询` / `重置`. */
  labels?: { search: string; reset: string };
};

const defaultLabels = { search: '查询', reset: '重置' };

/**
 * The filters above a list (订单列表, 账单明细): fields in one row that wraps, then 查询 and 重置.
 * A search landmark holding a form, so Enter in any field runs the query.
 */
export function FilterBar({
  'aria-label': ariaLabel,
  children,
  onSearch,
  onReset,
  isSearching = false,
  labels = defaultLabels,
}: FilterBarProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <form role="search" aria-label={ariaLabel} className={styles.filterBar} onSubmit={submit}>
      {Children.map(
        children,
        (child) => child != null && <div className={styles.filter}>{child}</div>,
      )}
      <div className={styles.filterActions}>
        <Button type="submit" variant="primary" isLoading={isSearching}>
          {labels.search}
        </Button>
        {onReset && <Button onPress={onReset}>{labels.reset}</Button>}
      </div>
    </form>
  );
}
