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
