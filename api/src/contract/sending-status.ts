/**
 * The status machines of 5G messages, part II: send tasks and the delivery of each recipient's
 * message. One table each, used by the service (every change goes through them), the console
 * (which actions to offer, how to name a state) and the tests.
 */

/** Send task status (spec §4). */
export const sendTaskStatus = {
  initialising: 0,
  pendingReview: 1,
  ready: 2,
  sending: 3,
  sent: 4,
  failed: 5,
  paused: 6,
  cancelled: 7,
  rejected: 8,
  reviewTimedOut: 9,
} as const;
export type SendTaskStatus = (typeof sendTaskStatus)[keyof typeof sendTaskStatus];

export const sendTaskStatusNames: Record<SendTaskStatus, string> = {
  0: '初始化中',
  1: '待审核',
  2: '待发送',
  3: '发送中',
  4: '已发送',
  5: '发送失败',
  6: '已暂停',
  7: '已取消',
  8: '审核驳回',
  9: '审核超时',
};

export const sendTaskTransitions = {
  /** The recipients are resolved (typed numbers and address-book groups): review can start. */
  prepare: { from: [0], to: 1 },
  /** The operator approves; sending starts at the scheduled time (or at once). */
  approve: { from: [1], to: 2 },
  /** The operator rejects, with a reason. */
  reject: { from: [1], to: 8 },
  /** Nobody reviewed it within 24 hours (a job). */
  timeOut: { from: [1], to: 9 },
  /** The scheduled time has come (or approval of a send-now task). */
  start: { from: [2], to: 3 },
  /** The customer pauses; dispatch stops between batches. */
  pause: { from: [3], to: 6 },
  resume: { from: [6], to: 3 },
  /** Every recipient was handed to the carriers, or failed before (no balance, invalid). */
  finish: { from: [3], to: 4 },
  /** Nothing could be sent (no balance from the first batch on, the template expired, …). */
  fail: { from: [0, 2, 3], to: 5 },
  /** The customer cancels before or during sending; recipients not yet sent are not sent. */
  cancel: { from: [0, 1, 2, 3, 6], to: 7 },
} as const satisfies Record<string, { from: readonly SendTaskStatus[]; to: SendTaskStatus }>;
export type SendTaskEvent = keyof typeof sendTaskTransitions;

/** A task whose status will not change any more (its receipts may still arrive). */
export const sendTaskEnded = (status: number) => [4, 5, 7, 8, 9].includes(status);

/**
 * One recipient's message. `pending` until its batch is dispatched, then `submitted` to the carrier;
 * the receipts move it on. `failed` and `read` are final; `notSent` marks recipients of a cancelled
 * task or a task that ended before their batch.
 */
export const deliveryStates = [
  'pending',
  'submitted',
  'deliveredSms',
  'delivered5g',
  'read',
  'failed',
  'notSent',
] as const;
export type DeliveryState = (typeof deliveryStates)[number];

export const deliveryStateNames: Record<DeliveryState, string> = {
  pending: '待发送',
  submitted: '已提交',
  deliveredSms: '已送达（短信）',
  delivered5g: '已送达（5G）',
  read: '已读',
  failed: '发送失败',
  notSent: '未发送',
};

/**
 * How far a message has come. Receipts arrive late, twice or out of order: a receipt moves a
 * recipient only to a state of higher rank, so the final state does not depend on their order.
 * A failure after submission is final; `read` implies delivery.
 */
export const deliveryRank: Record<DeliveryState, number> = {
  pending: 0,
  submitted: 1,
  deliveredSms: 2,
  delivered5g: 2,
  read: 3,
  failed: 4,
  notSent: 4,
};

/** The state a receipt leads to, or the current one when the receipt is stale or a duplicate. */
export const afterReceipt = (current: DeliveryState, receipt: DeliveryState): DeliveryState =>
  deliveryRank[receipt] > deliveryRank[current] ? receipt : current;

/**
 * A recipient whose outcome is known: delivered (a read receipt may still follow), failed or not
 * sent. A task's receipts are final when every recipient's outcome is known.
 */
export const deliveryOutcomeKnown = (state: DeliveryState) => deliveryRank[state] >= 2;

/**
 * The causes of a failed message (spec §8's four, then the gateway's own). `refunded` says whether
 * the message is given back: the customer is not charged for faults that are not theirs.
 */
export const failureCauses = {
  terminal: { name: '终端异常', refunded: true },
  vacant: { name: '空号', refunded: false },
  blacklist: { name: '运营商黑名单', refunded: false },
  arrears: { name: '平台账户欠费', refunded: false },
  carrierFault: { name: '运营商故障', refunded: true },
  rejectedContent: { name: '内容被运营商拦截', refunded: false },
  /** A value filled into a placeholder broke a template limit; failed before it was charged. */
  contentLimit: { name: '变量内容超出模板限制', refunded: false },
  /** Taken back from the carrier before it was delivered, as its task was cancelled. */
  revoked: { name: '已撤回', refunded: true },
  /** The carrier suspended the service account (§13.1 暂停): failed before it was charged. */
  chatbotSuspended: { name: '服务号已被运营商暂停', refunded: false },
} as const;
export type FailureCause = keyof typeof failureCauses;
export const failureCauseCodes = Object.keys(failureCauses) as [FailureCause, ...FailureCause[]];

/** A recipient's capability as the gateway reports it before sending. */
export const capabilities = { rcs: '5G消息', sms: '短信回落', unknown: '未知' } as const;
export type Capability = keyof typeof capabilities;
