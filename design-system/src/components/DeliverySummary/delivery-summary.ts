/**
 * A send task's recipients by outcome. The parts do not overlap: a read message counts in `read`
 * only, so `total` is the sum of the others.
 */
export type DeliveryCounts = {
  total: number;
  /** Delivered as a 5G message and not (yet) read. */
  delivered5g: number;
  /** Delivered as an SMS (fallback). */
  deliveredSms: number;
  /** Delivered as a 5G message and opened. */
  read: number;
  failed: number;
  /** Never sent: the task was cancelled or ended before their batch. */
  notSent: number;
  /** Waiting to be sent or for the carrier's receipt. */
  pending: number;
};

export const deliveryParts = [
  'read',
  'delivered5g',
  'deliveredSms',
  'failed',
  'notSent',
  'pending',
] as const;
export type DeliveryPart = (typeof deliveryParts)[number];

/** What the legend says for each part (spec wording of the delivery states). */
export const deliveryPartLabels: Record<DeliveryPart, string> = {
  read: '已读',
  delivered5g: '已送达（5G）',
  deliveredSms: '已送达（短信）',
  failed: '发送失败',
  notSent: '未发送',
  pending: '处理中',
};

/** A part's share of the total as shown: one decimal, no trailing .0 (`12.5%`, `40%`, `0%`). */
export function shareText(count: number, total: number): string {
  if (total <= 0) return '0%';
  return `${Math.round((count / total) * 1000) / 10}%`;
}

/**
 * The legend's lines: 已送达（5G） counts read messages too (they were delivered as 5G first),
 * 已读 follows it; 未发送 only when there is any.
 */
export function legendOf(counts: DeliveryCounts) {
  const lines: { part: DeliveryPart; count: number }[] = [
    { part: 'delivered5g', count: counts.delivered5g + counts.read },
    { part: 'read', count: counts.read },
    { part: 'deliveredSms', count: counts.deliveredSms },
    { part: 'failed', count: counts.failed },
    { part: 'notSent', count: counts.notSent },
    { part: 'pending', count: counts.pending },
  ];
  return lines.filter((line) => line.part !== 'notSent' || line.count > 0);
}

/** Share of recipients whose outcome is known (everything but `pending`). */
export const settledShare = (counts: DeliveryCounts) =>
  shareText(counts.total - counts.pending, counts.total);
