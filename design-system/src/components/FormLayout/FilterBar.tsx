import { Children, type FormEvent, type ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import * as styles from './FormLayout.css.ts';

export type FilterBarProps = {
  /** 搜索地标的名称，如 `订单筛选`。必填。 */
  'aria-label': string;
  /** 筛选字段（日期范围、订单号、状态等），各自带标签。 */
  children: ReactNode;
  /** 按当前筛选条件查询（查询 按钮或在字段中按Enter）。 */
  onSearch: () => void;
  /** 清空筛选条件；不提供则没有 重置 按钮。默认无。 */
  onReset?: () => void;
  /** 列表加载时 查询 按钮显示为忙碌。默认 `false`。 */
  isSearching?: boolean;
  /** 按钮文字。默认 `查询` / `重置`。 */
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
