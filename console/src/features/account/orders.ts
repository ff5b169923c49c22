import type { Order } from '@p5g/api/contract';

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
