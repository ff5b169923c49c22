import type { Order } from '@p5g/api/contract';

/** What each step of an order's history is called (the `action` of its events). */
const orderActionLabels: Record<string, string> = {
  submit: '提交订单',
  resubmit: '修改后重新提交',
  approve: '审核通过',
  reject: '审核不通过',
  return: '退回修改',
  close: '关闭订单',
  refund: '退款',
  adjust: '人工调整',
  postpone: '延期',
};

/** The label of a history step; an action this console does not know is shown as sent. */
export function orderActionLabel(action: string): string {
  return Object.hasOwn(orderActionLabels, action) ? orderActionLabels[action]! : action;
}

/** Where an order was placed (spec §3): 1 front desk, 2 back office, 3 service provider. */
export function orderSourceLabel(source: number): string {
  return { 1: '前台下单', 2: '后台录入', 3: '服务商下单' }[source] ?? '-';
}

/** Spec §4: an order whose processing failed (rejected or returned in review) can be edited and resubmitted. */
export const isOrderEditable = (order: Pick<Order, 'orderStatus'>) => order.orderStatus === 3;

/**
 * Whether the order list marks an order 新提交: the one just submitted, while it waits for review
 * (order-list status 0); once decided it is an order like the others.
 */
export const isJustSubmitted = (order: Pick<Order, 'orderNo' | 'orderStatus'>, newOrder?: string) =>
  order.orderNo === newOrder && order.orderStatus === 0;

/** The products of an order in one line: 5G消息套餐（1万条）×2、微应用套餐（50个）×1. */
export function orderItemsText(items: Order['items']): string {
  return items.map((item) => `${item.name}×${item.repetitions}`).join('、');
}
