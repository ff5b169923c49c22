import { today as todayIn } from '@internationalized/date';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import type { BillCategory, ResponseOf } from '@p5g/api/contract';
import { Button, DateRangePicker, Tabs, message, type TableColumn } from '@p5g/design-system';
import { StatusTag } from '../../lib/ui/StatusTag.tsx';
import { formatBillDay } from '@p5g/design-system/format';
import { billTabs } from '../../lib/bill-tabs.ts';
import {
  billQueryDays,
  billRangeAfterChange,
  defaultBillDays,
  defaultBillRange,
  typedRangeProblem,
  type BillDays,
  type DayRange,
} from './date-ranges.ts';
import { useEndpoint } from '../../lib/endpoint-hooks.ts';
import { PagedTable } from '../../lib/ui/PagedTable.tsx';
import { ExportButton } from '../../lib/ui/ExportButton.tsx';
import * as styles from './AccountPage.css.ts';

type Row = ResponseOf<'bills'>['list'][number];
const pageSize = 10;

/** A ledger shows exact quantities (not the 'w' shorthand of the balance tiles). */
const exact = new Intl.NumberFormat('zh-CN');

const signed = (quantity: number) =>
  quantity > 0 ? `+${exact.format(quantity)}` : exact.format(quantity);

const columns: TableColumn<Row>[] = [
  { id: 'billDay', header: '日期', width: 120, cell: (row) => formatBillDay(row.billDay) },
  {
    id: 'billType',
    header: '类型',
    width: 110,
    // Spec §4: kinds other than 1 and 3–7 have no name to show.
    cell: (row) => <StatusTag family="billKind" value={row.billType} fallback={null} />,
  },
  { id: 'desc', header: '说明', cell: (row) => row.desc },
  {
    id: 'ori',
    header: '变动前',
    width: 110,
    align: 'end',
    cell: (row) => exact.format(row.oriQuantity),
  },
  {
    id: 'change',
    header: '变动',
    width: 110,
    align: 'end',
    cell: (row) => signed(row.billQuantity),
  },
  {
    id: 'balance',
    header: '变动后',
    width: 110,
    align: 'end',
    cell: (row) => exact.format(row.balance),
  },
  {
    id: 'days',
    header: '服务天数',
    width: 100,
    align: 'end',
    cell: (row) => (row.actualQuantity === null ? '-' : `${row.actualQuantity}天`),
  },
];

/**
 * Bill detail (spec §2, §5): one tab per category in the order 2, 3, 4, 5, 1; a date range within
 * one month (both days required, none in the future), refresh, 导出 of what is listed (a
 * download-centre job) and ten rows a page.
 */
export function BillDetail() {
  const [category, setCategory] = useState<BillCategory>(billTabs[0]!.id);
  return (
    <section className={styles.panel} aria-labelledby="bills-title">
      <h2 id="bills-title" className={styles.panelTitle}>
        账单明细
      </h2>
      <Tabs
        aria-label="账单类别"
        items={billTabs}
        selectedKey={category}
        onSelectionChange={(key) => setCategory(Number(key) as BillCategory)}
      >
        {(tab) => tab.id === category && <BillTab category={tab.id} />}
      </Tabs>
    </section>
  );
}

function BillTab({ category }: { category: BillCategory }) {
  const today = todayIn('Asia/Shanghai');
  const [range, setRange] = useState<DayRange>(() => defaultBillRange(today));
  // Null after a refused 查询: the list is emptied rather than left showing another range's rows.
  const [days, setDays] = useState<BillDays | null>(() => defaultBillDays(today));
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isValidating, mutate } = useEndpoint(
    'bills',
    days && { queryType: category, ...days, page, pageSize },
  );
  const problem = typedRangeProblem(range, today);

  function search() {
    const checked = billQueryDays(range, today);
    if (!checked.ok) {
      message.warning(checked.message);
      setDays(null);
      return;
    }
    setDays(checked.days);
    setPage(1);
  }

  return (
    <div className={styles.detailList}>
      <form
        className={styles.filters}
        aria-label="账单筛选"
        // The range is checked by search(), which says why; the browser's own check of the
        // picker's invalid state would block 查询 without a word and leave the old rows.
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          search();
        }}
      >
        <DateRangePicker
          label="账单日期"
          disallowFuture
          description="每次查询一个自然月内的账单"
          isInvalid={problem !== null}
          errorMessage={problem}
          value={range.start && range.end ? { start: range.start, end: range.end } : null}
          onChange={(value) =>
            setRange(
              billRangeAfterChange(
                value ? { start: value.start, end: value.end } : { start: null, end: null },
              ),
            )
          }
        />
        <Button type="submit" variant="primary">
          查询
        </Button>
        <Button
          onPress={() => void mutate()}
          isDisabled={days === null}
          isLoading={isValidating && !isLoading}
          icon={<RefreshCw aria-hidden size={14} />}
        >
          刷新
        </Button>
        <ExportButton
          // The range listed, not one typed since: the file holds the rows shown.
          request={{ kind: 'bills', queryType: category, ...(days ?? defaultBillDays(today)) }}
          isDisabled={days === null}
        />
      </form>
      <PagedTable
        aria-label="账单列表"
        columns={columns}
        data={data}
        isLoading={isLoading}
        error={error}
        onRetry={() => void mutate()}
        failedDescription="账单加载失败"
        emptyDescription={days ? '所选时间内暂无账单' : '请选择正确的账单日期后查询'}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
      />
    </div>
  );
}
