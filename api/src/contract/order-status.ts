/** The purchase-order status machine (spec §4): one table, used by the shop and the back office. */

/** Purchase status: 1 in review, 2 succeeded, 3 review failed, 4 closed, 5 returned for re-editing. */
export type OrderStatus = 1 | 2 | 3 | 4 | 5;

export const orderStatusNames: Record<OrderStatus, string> = {
  1: '审核中',
  2: '购买成功',
  3: '审核不通过',
  4: '已关闭',
  5: '已退回修改',
};

/** Order-list status (订单列表): 0 awaiting, 1 refused, 2 confirmed, 3 failed (editable), 4 done. */
export type OrderListStatus = 0 | 1 | 2 | 3 | 4;

export const orderListStatusNames: Record<OrderListStatus, string> = {
  0: '待确认',
  1: '已拒绝',
  2: '已确认待处理',
  3: '处理失败',
  4: '处理成功',
};

export const orderTransitions = {
  /** The customer edits a refused or returned order (the amount stays) and sends it back. */
  resubmit: { from: [3, 5], to: 1 },
  /** The back office approves: every item is credited in the same transaction. */
  approve: { from: [1], to: 2 },
  reject: { from: [1], to: 3 },
  close: { from: [1], to: 4 },
  /** Returned to the customer for re-editing. */
  return: { from: [1], to: 5 },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus }>;
export type OrderEvent = keyof typeof orderTransitions;
