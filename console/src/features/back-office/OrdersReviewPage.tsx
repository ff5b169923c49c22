import { orderStatusNames } from '@p5g/api/contract';
import { useState } from 'react';
import {
  Button,
  Dialog,
  InlineNotice,
  ReasonForm,
  Select,
  SelectItem,
  TextField,
  message,
  type TableColumn,
} from '@p5g/design-system';
import { StatusTag } from '../../lib/ui/StatusTag.tsx';
import { formatMoney } from '@p5g/design-system/format';
import { useAction, useEndpointCache } from '../../lib/endpoint-hooks.ts';
import { usePagedList, type ListItem } from '../../lib/use-paged-list.ts';
import { PagedTable } from '../../lib/ui/PagedTable.tsx';
import { OrderDetail } from '../../lib/order-detail/OrderDetail.tsx';
import { BackOfficeFrame } from './BackOfficeFrame.tsx';
import {
  amountMismatch,
  approvalCredits,
  orderReviewDone,
  type OrderReviewAction as Action,
} from './order-approval.ts';
import * as styles from './BackOffice.css.ts';
import { formatTime } from '../../lib/format-time.ts';

type ReviewOrder = ListItem<'manageOrders'>;

const statusChoices = [
  ...([1, 5, 3, 2, 4] as const).map((id) => ({ id, name: orderStatusNames[id] })),
  { id: 0, name: '全部' },
];

const actionTitles: Record<Action, string> = {
  approve: '审核通过',
  reject: '驳回',
  return: '退回修改',
  close: '关闭订单',
};

/** Orders paid by transfer, reviewed against their proof: approve, reject, return or close. */
export function Component() {
  const [status, setStatus] = useState(1);
  const [orderNo, setOrderNo] = useState('');
  const list = usePagedList('manageOrders', { status: 1 });
  const [shown, setShown] = useState<ReviewOrder | null>(null);

  const columns: TableColumn<ReviewOrder>[] = [
    { id: 'orderNo', header: '订单号', width: 190, cell: (order) => order.orderNo },
    {
      id: 'company',
      header: '客户单位',
      cell: (order) => `${order.companyName}（${order.account}）`,
    },
    {
      id: 'time',
      header: '下单时间',
      width: 170,
      cell: (order) => formatTime(order.createTime),
    },
    {
      id: 'fee',
      header: '订单金额',
      width: 130,
      align: 'end',
      cell: (order) => formatMoney(order.fee),
    },
    {
      id: 'pay',
      header: '汇款金额',
      width: 130,
      align: 'end',
      cell: (order) => formatMoney(order.pay),
    },
    {
      id: 'status',
      header: '审核状态',
      width: 130,
      cell: (order) => <StatusTag family="purchaseOrder" value={order.status} />,
    },
    {
      id: 'actions',
      header: '操作',
      width: 90,
      cell: (order) => (
        <Button variant="text" size="small" onPress={() => setShown(order)}>
          {order.status === 1 ? '审核' : '详情'}
        </Button>
      ),
    },
  ];

  return (
    <BackOfficeFrame title="订单审核">
      <section className={styles.panel} aria-label="订单列表">
        <form
          className={styles.filters}
          aria-label="订单筛选"
          onSubmit={(event) => {
            event.preventDefault();
            const applied = orderNo.trim();
            list.applyFilters({
              status: status === 0 ? '' : status,
              ...(applied && { orderNo: applied }),
            });
          }}
        >
          <Select
            label="审核状态"
            items={statusChoices}
            selectedKey={status}
            onSelectionChange={(key) => setStatus(Number(key))}
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
          <TextField
            label="订单号"
            width={220}
            maxLength={24}
            value={orderNo}
            onChange={setOrderNo}
          />
          <Button type="submit" variant="primary">
            查询
          </Button>
        </form>
        <PagedTable
          aria-label="待审核订单"
          columns={columns}
          getRowId={(order) => order.orderNo}
          {...list.table}
          failedDescription="订单加载失败"
          emptyDescription="暂无订单"
        />
      </section>
      <Dialog
        title={shown?.status === 1 ? '审核订单' : '订单详情'}
        size="large"
        isOpen={shown !== null}
        onOpenChange={(isOpen) => !isOpen && setShown(null)}
      >
        {shown && (
          <div className={styles.form}>
            <OrderDetail order={shown} viewer="reviewer" />
            {shown.status === 1 && <ReviewActions order={shown} onDone={() => setShown(null)} />}
          </div>
        )}
      </Dialog>
    </BackOfficeFrame>
  );
}

function ReviewActions({ order, onDone }: { order: ReviewOrder; onDone: () => void }) {
  const { orderNo } = order;
  const mismatch = amountMismatch(order);
  const { refresh } = useEndpointCache();
  const [action, setAction] = useState<Action | null>(null);
  const [reason, setReason] = useState('');
  const review = useAction('manageReviewOrder', {
    onSuccess: async (_, { action: chosen }) => {
      message.success(orderReviewDone[chosen]);
      await refresh('manageOrders');
      onDone();
    },
  });
  const pending = review.isPending;

  const warning = mismatch && (
    <InlineNotice type="warning" title="金额不一致">
      {mismatch}
    </InlineNotice>
  );
  if (action === null) {
    return (
      <>
        {warning}
        <div className={styles.actions}>
          {(['close', 'return', 'reject', 'approve'] as const).map((choice) => (
            <Button
              key={choice}
              variant={choice === 'approve' ? 'primary' : 'secondary'}
              onPress={() => setAction(choice)}
            >
              {actionTitles[choice]}
            </Button>
          ))}
        </div>
      </>
    );
  }
  if (action === 'approve') {
    // Approving credits the customer at once: it is confirmed, showing what will be credited.
    return (
      <section className={styles.form} aria-label="确认审核通过">
        {warning}
        <p>审核通过后将立即为客户入账：</p>
        <ul aria-label="将入账的内容">
          {approvalCredits(order).map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
        <p>
          订单金额 {formatMoney(order.fee)}，汇款金额 {formatMoney(order.pay)}
        </p>
        <div className={styles.actions}>
          <Button onPress={() => setAction(null)} isDisabled={pending}>
            返回
          </Button>
          <Button
            variant="primary"
            isLoading={pending}
            onPress={() => void review.run({ orderNo, action: 'approve' })}
          >
            确认{actionTitles.approve}
          </Button>
        </div>
      </section>
    );
  }
  return (
    <ReasonForm
      aria-label={actionTitles[action]}
      label={`${actionTitles[action]}原因`}
      requiredMessage="请填写原因"
      value={reason}
      onChange={setReason}
      submitLabel={`确认${actionTitles[action]}`}
      isPending={pending}
      onSubmit={(text) => void review.run({ orderNo, action, reason: text })}
      actionsBefore={
        <Button onPress={() => setAction(null)} isDisabled={pending}>
          返回
        </Button>
      }
    />
  );
}
