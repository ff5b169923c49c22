/** The purchase-order status machine (spec §4): one table, used by the shop and the back office. */

/** Purchase status: 1 in review, 2 succeeded, 3 review failed, 4 closed, 5 returned for re-editing. */
export type OrderStatus = 1 | 2 | 3 | 4 | 5;

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
