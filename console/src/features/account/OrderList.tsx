import { today as todayIn } from '@internationalized/date';
import { lazy, memo, Suspense, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Order, RequestOf } from '@p5g/api/contract';
import {
  Button,
  DateRangePicker,
  Dialog,
  Skeleton,
  TextField,
  message,
  type TableColumn,
} from '@p5g/design-system';
import { StatusTag } from '../../lib/ui/StatusTag.tsx';
import { formatMoney } from '@p5g/design-system/format';
import { orderQueryTimes, type DayRange } from './date-ranges.ts';
import { isJustSubmitted, isOrderEditable, orderItemsText } from './orders.ts';
import { ordersPageSize as pageSize } from './first-orders.ts';
import { useEndpoint, useEndpointCache } from '../../lib/endpoint-hooks.ts';
import { PagedTable } from '../../lib/ui/PagedTable.tsx';
import * as styles from './AccountPage.css.ts';
import { formatTime } from '../../lib/format-time.ts';

// Opened from a row: each loads as its own chunk when first wanted (settlement brings the upload).
const OrderDetail = lazy(() =>
  import('../../lib/order-detail/OrderDetail.tsx').then((module) => ({
    default: module.OrderDetail,
  })),
);
const SettlementDialog = lazy(() =>
  import('../../lib/settlement/SettlementDialog.tsx').then((module) => ({
    default: module.SettlementDialog,
  })),
);
const noRange: DayRange = { start: null, end: null };

type OrderFilter = Omit<RequestOf<'orders'>, 'page' | 'pageSize'>;

const orderRowId = (order: Order) => order.orderNo;

/**
 * The table and the filter form skip re-rendering when only the list's other state changes (the
 * app's spinner or SWR settings re-render every data hook's component): the table is the page's
 * costliest part.
 */
const OrdersTable = memo(PagedTable) as typeof PagedTable;

/** Scrolls the order just submitted from the shop into view, once, when its row appears. */
const bringIntoView = (element: HTMLElement | null) =>
  element?.scrollIntoView({ block: 'center', inline: 'nearest' });

/**
 * The order list (spec §2, §5): filtered by a date range (never in the future; the end day runs to
 * 23:59:59) and the order number, ten a page, with the detail modal; a failed order (orderStatus 3)
 * is edited and resubmitted through the settlement modal. The order just submitted from the shop
 * (the navigation's `newOrder`) is brought into view and marked while it waits for review.
 */
export function OrderList() {
  const newOrder = (useLocation().state as { newOrder?: string } | null)?.newOrder;
  const { refresh } = useEndpointCache();
  const [filter, setFilter] = useState<OrderFilter>({});
  const [page, setPage] = useState(1);
  const {
    data,
    error,
    isLoading,
    mutate: reload,
  } = useEndpoint('orders', { page, pageSize, ...filter });
  const [shown, setShown] = useState<Order | null>(null);
  const [editing, setEditing] = useState<Order | null>(null);
  const search = useCallback((next: OrderFilter) => {
    setFilter(next);
    setPage(1);
  }, []);
  const retry = useCallback(() => void reload(), [reload]);
  // An answer renders into the table in the background, in slices, not in the task it arrives in.
  const answer = useMemo(() => ({ data, error, isLoading }), [data, error, isLoading]);
  const listed = useDeferredValue(answer);

  const columns = useMemo<TableColumn<Order>[]>(
    () => [
      {
        id: 'orderNo',
        header: '订单号',
        width: 190,
        cell: (order) =>
          isJustSubmitted(order, newOrder) ? (
            <span ref={bringIntoView} className={styles.newOrder}>
              {order.orderNo}
            </span>
          ) : (
            order.orderNo
          ),
      },
      {
        id: 'createTime',
        header: '下单时间',
        width: 170,
        cell: (order) => formatTime(order.createTime),
      },
      { id: 'items', header: '商品', cell: (order) => orderItemsText(order.items) },
      {
        id: 'fee',
        header: '订单金额',
        width: 130,
        align: 'end',
        cell: (order) => formatMoney(order.fee),
      },
      {
        id: 'status',
        header: '状态',
        width: 130,
        cell: (order) => (
          <span className={styles.status}>
            <StatusTag family="orderList" value={order.orderStatus} />
            {isJustSubmitted(order, newOrder) && <span className={styles.newOrderTag}>新提交</span>}
          </span>
        ),
      },
      {
        id: 'actions',
        header: '操作',
        width: 130,
        cell: (order) => (
          <>
            <Button variant="text" size="small" onPress={() => setShown(order)}>
              详情
            </Button>
            {isOrderEditable(order) && (
              <Button variant="text" size="small" onPress={() => setEditing(order)}>
                修改
              </Button>
            )}
          </>
        ),
      },
    ],
    [newOrder],
  );

  return (
    <section className={styles.panel} aria-labelledby="orders-title">
      <h2 id="orders-title" className={styles.panelTitle}>
        订单列表
      </h2>
      <OrderFilters onSearch={search} />
      <OrdersTable
        aria-label="订单列表"
        columns={columns}
        getRowId={orderRowId}
        data={listed.data}
        isLoading={listed.isLoading}
        error={listed.error}
        onRetry={retry}
        failedDescription="订单加载失败"
        emptyDescription="暂无订单"
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
      />
      <Dialog
        title="订单详情"
        size="large"
        isOpen={shown !== null}
        onOpenChange={(isOpen) => !isOpen && setShown(null)}
      >
        {shown && (
          <Suspense fallback={<Skeleton lines={6} label="订单详情加载中" />}>
            <OrderDetail order={shown} />
          </Suspense>
        )}
      </Dialog>
      {editing && (
        <Suspense fallback={null}>
          <SettlementDialog
            mode="edit"
            order={editing}
            isOpen
            onOpenChange={(isOpen) => !isOpen && setEditing(null)}
            onDone={() => {
              setEditing(null);
              void refresh('orders');
            }}
          />
        </Suspense>
      )}
    </section>
  );
}

/** The order list's filters: a date range (checked on 查询, saying why) and the order number. */
const OrderFilters = memo(function OrderFilters({
  onSearch,
}: {
  onSearch: (filter: OrderFilter) => void;
}) {
  const [range, setRange] = useState<DayRange>(noRange);
  const [orderNo, setOrderNo] = useState('');

  function search() {
    const checked = orderQueryTimes(range, todayIn('Asia/Shanghai'));
    if (!checked.ok) {
      message.warning(checked.message);
      return;
    }
    const number = orderNo.trim();
    onSearch({ ...checked.times, ...(number && { orderNo: number }) });
  }

  return (
    <form
      className={styles.filters}
      aria-label="订单筛选"
      // search() checks the range and says why; the browser's own check of the picker's
      // invalid state would block 查询 without a word.
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        search();
      }}
    >
      <DateRangePicker
        label="下单日期"
        disallowFuture
        value={range.start && range.end ? { start: range.start, end: range.end } : null}
        onChange={(value) => setRange(value ? { start: value.start, end: value.end } : noRange)}
      />
      <TextField label="订单号" width={220} maxLength={24} value={orderNo} onChange={setOrderNo} />
      <Button type="submit" variant="primary">
        查询
      </Button>
    </form>
  );
});
