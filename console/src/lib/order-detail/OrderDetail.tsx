import type { Order } from '@p5g/api/contract';
import { Descriptions, Table, type TableColumn } from '@p5g/design-system';
import { StatusTag } from '../ui/StatusTag.tsx';
import { formatMoney } from '@p5g/design-system/format';
import { orderActionLabel, orderSourceLabel } from './order-labels.ts';
import * as styles from './OrderDetail.css.ts';
import { formatTime } from '../format-time.ts';

type Item = Order['items'][number];
type Event = Order['history'][number] & { id: number };

const itemColumns: TableColumn<Item>[] = [
  { id: 'name', header: '商品', cell: (item) => item.name },
  { id: 'price', header: '单价', align: 'end', cell: (item) => formatMoney(item.price) },
  { id: 'repetitions', header: '数量', align: 'end', cell: (item) => item.repetitions },
  {
    id: 'amount',
    header: '小计',
    align: 'end',
    cell: (item) => formatMoney(item.price * item.repetitions),
  },
];

const historyColumns: TableColumn<Event>[] = [
  { id: 'time', header: '时间', width: 170, cell: (event) => formatTime(event.createTime) },
  { id: 'actor', header: '操作人', width: 120, cell: (event) => event.actorName },
  { id: 'action', header: '操作', width: 140, cell: (event) => orderActionLabel(event.action) },
  { id: 'reason', header: '原因', cell: (event) => event.reason ?? '-' },
];

type OrderDetailProps = {
  order: Order;
  /**
   * Whose view: its one status is the customer's order-list status (spec §4), or, for the
   * reviewer, the purchase status the review queue filters by. Default the customer.
   */
  viewer?: 'customer' | 'reviewer';
  headingLevel?: 2 | 3;
};

/** One order as the customer and the reviewer see it (spec §3): fields, products, proof and history. */
export function OrderDetail({ order, viewer = 'customer', headingLevel = 3 }: OrderDetailProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.root}>
      <Descriptions
        columns={2}
        items={[
          { label: '订单号', value: order.orderNo },
          { label: '下单时间', value: formatTime(order.createTime) },
          {
            label: '订单状态',
            value:
              viewer === 'reviewer' ? (
                <StatusTag family="purchaseOrder" value={order.status} />
              ) : (
                <StatusTag family="orderList" value={order.orderStatus} />
              ),
          },
          { label: '订单金额', value: formatMoney(order.fee) },
          { label: '汇款金额', value: formatMoney(order.pay) },
          { label: '交易流水编号', value: order.flowNo },
          { label: '订单来源', value: orderSourceLabel(order.source) },
          { label: '备注', value: order.remark, span: 2 },
          { label: '审核意见', value: order.reviewReason, span: 2 },
        ]}
      />
      <section>
        <Heading className={styles.sectionTitle}>商品明细</Heading>
        <Table aria-label="商品明细" columns={itemColumns} rows={order.items} />
      </section>
      <section>
        <Heading className={styles.sectionTitle}>汇款凭证</Heading>
        <img className={styles.proof} src={order.prove} alt={`订单${order.orderNo}的汇款凭证`} />
      </section>
      <section>
        <Heading className={styles.sectionTitle}>处理记录</Heading>
        <Table
          aria-label="处理记录"
          columns={historyColumns}
          rows={order.history.map((event, id) => ({ ...event, id }))}
        />
      </section>
    </div>
  );
}
