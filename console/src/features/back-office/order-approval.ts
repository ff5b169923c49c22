import type { Order } from '@p5g/api/contract';
import { formatMoney } from '@p5g/design-system/format';

/** What approving an order credits: each line as its ledger entry names it (name×repetitions). */
export function approvalCredits(order: Pick<Order, 'items'>): string[] {
  return order.items.map((item) => `${item.name}×${item.repetitions}`);
}

/**
 * The warning an operator sees when the remitted amount differs from the order amount, or null
 * when they match.
 */
export function amountMismatch(order: Pick<Order, 'fee' | 'pay'>): string | null {
  if (order.pay === order.fee) return null;
  return `汇款金额${formatMoney(order.pay)}与订单金额${formatMoney(order.fee)}不一致，请核对汇款凭证`;
}

/** An operator's decision on an order in review. */
export type OrderReviewAction = 'approve' | 'reject' | 'return' | 'close';

/** What the toast says once a decision is taken: 审核通过 (not 审核通过成功), 驳回成功, … */
export const orderReviewDone: Record<OrderReviewAction, string> = {
  approve: '审核通过',
  reject: '驳回成功',
  return: '退回修改成功',
  close: '关闭订单成功',
};
