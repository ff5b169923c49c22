import { Check, ChevronDown, ChevronLeft, ChevronRight, Ellipsis } from 'lucide-react';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  Button,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  TextField,
} from 'react-aria-components';
import { getPageAfterSizeChange, getPageCount, getPageItems, parseJumpPage } from './page-range.ts';
import * as styles from './Pagination.css.ts';

const countFormat = new Intl.NumberFormat('zh-CN');

export type PaginationProps = {
  /** 所有页的总行数。 */
  total: number;
  /** 当前页，从1开始（受控）。 */
  page: number;
  /** 每页行数（受控）。默认 `10`（规格 §9）。 */
  pageSize?: number;
  /** 每页条数下拉框的选项。默认 `[10, 20, 50]`。 */
  pageSizeOptions?: number[];
  /** 页码或每页条数变化时，以新页码和每页条数调用。 */
  onChange: (page: number, pageSize: number) => void;
  /** 在页码前显示总数。默认 `true`。 */
  showTotal?: boolean;
  /** 显示每页条数下拉框。默认 `true`。 */
  showSizeChanger?: boolean;
  /** 显示 前往 [n] 页 跳转输入框。默认 `true`。 */
  showQuickJumper?: boolean;
  /** 当前页两侧在省略号前显示的页数。默认 `2`。 */
  siblingCount?: number;
  /** 总数文字。默认 `` total => `共${total}条` ``，带千位分隔符。 */
  formatTotal?: (total: number) => ReactNode;
  /** 导航地标的名称。默认 `分页`。 */
  'aria-label'?: string;
};

/** Page navigation under a list or table: total, pages, page size and a jump field. */
export function Pagination({
  total,
  page,
  pageSize = 10,
  pageSizeOptions = [10, 20, 50],
  onChange,
  showTotal = true,
  showSizeChanger = true,
  showQuickJumper = true,
  siblingCount = 2,
  formatTotal = (count) => `共${countFormat.format(count)}条`,
  'aria-label': ariaLabel = '分页',
}: PaginationProps) {
  const pageCount = getPageCount(total, pageSize);
  const goTo = (target: number) => {
    if (target !== page) onChange(target, pageSize);
  };
  return (
    <nav aria-label={ariaLabel} className={styles.root}>
      {showTotal && <span className={styles.total}>{formatTotal(total)}</span>}
      <ul className={styles.pages}>
        <li>
          <Button
            aria-label="上一页"
            isDisabled={page <= 1}
            onPress={() => goTo(page - 1)}
            className={styles.pageButton}
          >
            <ChevronLeft aria-hidden size={16} />
          </Button>
        </li>
        {getPageItems(page, pageCount, siblingCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button
                aria-label={`第${item}页`}
                aria-current={item === page ? 'page' : undefined}
                onPress={() => goTo(item)}
                className={styles.pageButton}
              >
                {item}
              </Button>
            </li>
          ) : (
            <li key={item} aria-hidden className={styles.ellipsis}>
              <Ellipsis size={16} />
            </li>
          ),
        )}
        <li>
          <Button
            aria-label="下一页"
            isDisabled={page >= pageCount}
            onPress={() => goTo(page + 1)}
            className={styles.pageButton}
          >
            <ChevronRight aria-hidden size={16} />
          </Button>
        </li>
      </ul>
      {showSizeChanger && (
        <PageSizeSelect
          value={pageSize}
          options={pageSizeOptions}
          onChange={(size) => onChange(getPageAfterSizeChange(page, pageSize, size), size)}
        />
      )}
      {showQuickJumper && <QuickJumper pageCount={pageCount} onJump={goTo} />}
    </nav>
  );
}

function PageSizeSelect({
  value,
  options,
  onChange,
}: {
  value: number;
  options: number[];
  onChange: (size: number) => void;
}) {
  return (
    <Select
      aria-label="每页条数"
      value={value}
      onChange={(key) => {
        if (key != null && key !== value) onChange(Number(key));
      }}
    >
      <Button className={styles.selectButton}>
        <SelectValue>{({ selectedText }) => selectedText}</SelectValue>
        <ChevronDown aria-hidden size={14} className={styles.selectIcon} />
      </Button>
      <Popover className={styles.popover} offset={4}>
        <ListBox className={styles.listBox}>
          {options.map((size) => (
            <ListBoxItem key={size} id={size} textValue={`${size}条/页`} className={styles.option}>
              {({ isSelected }) => (
                <>
                  {size}条/页
                  {isSelected && <Check aria-hidden size={14} />}
                </>
              )}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}

function QuickJumper({ pageCount, onJump }: { pageCount: number; onJump: (page: number) => void }) {
  const [value, setValue] = useState('');
  const commit = () => {
    const target = parseJumpPage(value, pageCount);
    setValue('');
    if (target != null) onJump(target);
  };
  return (
    <div className={styles.jumper}>
      <span aria-hidden>前往</span>
      <TextField
        aria-label="前往页码"
        value={value}
        onChange={(text) => setValue(text.replace(/\D/g, ''))}
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key === 'Enter') commit();
        }}
        onBlur={commit}
      >
        <Input inputMode="numeric" className={styles.jumperInput} />
      </TextField>
      <span aria-hidden>页</span>
    </div>
  );
}
