export const statusTones = ['success', 'processing', 'warning', 'danger', 'neutral'] as const;

export type StatusTone = (typeof statusTones)[number];

/** Icons for states that share a tone but must not look alike (待发送 and 发送中 are both processing). */
export type StatusIconName = 'scheduled' | 'sending';

/** A status: its label, its tone, and an icon of its own where the tone's icon would be ambiguous. */
export type StatusEntry = { label: string; tone: StatusTone; icon?: StatusIconName };

/**
 * Every status family of spec §4 in one table: the label shown and the tone it takes. Keys are the
 * values the server sends (numbers as strings; the review family uses names).
 */
export const statusFamilies = {
  /** 5G message send task (发送记录). */
  sendTask: {
    0: { label: '初始化中', tone: 'neutral' },
    1: { label: '待审核', tone: 'warning' },
    2: { label: '待发送', tone: 'processing', icon: 'scheduled' },
    3: { label: '发送中', tone: 'processing', icon: 'sending' },
    4: { label: '已发送', tone: 'success' },
    5: { label: '发送失败', tone: 'danger' },
    6: { label: '已暂停', tone: 'warning' },
    7: { label: '已取消', tone: 'neutral' },
    8: { label: '审核驳回', tone: 'danger' },
    9: { label: '审核超时', tone: 'danger' },
  },
  /**
   * Bill entry kind (账单明细); the spec shows no name for other kinds. A refund is an ordinary
   * ledger movement, not a failure, so it is neutral.
   */
  billKind: {
    1: { label: '订购', tone: 'success' },
    3: { label: '调整', tone: 'processing' },
    4: { label: '消费', tone: 'neutral' },
    5: { label: '过期', tone: 'warning' },
    6: { label: '退款', tone: 'neutral' },
    7: { label: '延期', tone: 'processing' },
  },
  /** Purchase order (订单). */
  purchaseOrder: {
    1: { label: '审核中', tone: 'warning' },
    2: { label: '购买成功', tone: 'success' },
    3: { label: '审核不通过', tone: 'danger' },
    4: { label: '已关闭', tone: 'neutral' },
    5: { label: '已退回修改', tone: 'warning' },
  },
  /** Order list (订单列表); 3 can be edited and resubmitted. */
  orderList: {
    0: { label: '待确认', tone: 'warning' },
    1: { label: '已拒绝', tone: 'danger' },
    2: { label: '已确认待处理', tone: 'processing' },
    3: { label: '处理失败', tone: 'danger' },
    4: { label: '处理成功', tone: 'success' },
  },
  /**
   * 5G message template (消息模板). A template passes the platform's review (2, or 4 when rejected)
   * and then the carriers' (6, or 7), so the customer sees which one it waits for or failed. 8 and 9
   * are unused.
   */
  message: {
    0: { label: '已失效', tone: 'neutral' },
    1: { label: '草稿', tone: 'neutral' },
    2: { label: '平台审核中', tone: 'warning' },
    3: { label: '审核通过', tone: 'success' },
    4: { label: '平台驳回', tone: 'danger' },
    5: { label: '已发送', tone: 'success' },
    6: { label: '运营商审核中', tone: 'warning' },
    7: { label: '运营商驳回', tone: 'danger' },
    10: { label: '已过期', tone: 'neutral' },
  },
  /** Micro-app, micro-spread and template review. */
  review: {
    reviewing: { label: '审核中', tone: 'warning' },
    rejected: { label: '已驳回', tone: 'danger' },
    passed: { label: '已通过', tone: 'success' },
    invalid: { label: '已失效', tone: 'neutral' },
  },
  /** Support rights card (运营/开发支持) orderStatus. */
  supportRight: {
    1: { label: '未激活', tone: 'warning' },
    2: { label: '已激活', tone: 'success' },
    3: { label: '已失效', tone: 'neutral' },
  },
  /** Custom service order (定制服务, shop view) orderStatus; past its expiry date it is 3. */
  customService: {
    1: { label: '待服务', tone: 'warning' },
    2: { label: '服务中', tone: 'processing' },
    3: { label: '已过期', tone: 'neutral' },
  },
} as const satisfies Record<string, Record<string | number, StatusEntry>>;

export type StatusFamily = keyof typeof statusFamilies;

export const statusFamilyNames = Object.keys(statusFamilies) as StatusFamily[];

/** The values a family knows, as the server sends them (numbers, or names for `review`). */
export type StatusValue<F extends StatusFamily> = keyof (typeof statusFamilies)[F];

/**
 * Label and tone of `value` in `family`, or null for a value the spec does not name. Numbers and
 * numeric strings are the same value ('3' is 3).
 */
export function getStatus(
  family: StatusFamily,
  value: string | number | null | undefined,
): StatusEntry | null {
  if (value == null) return null;
  const table: Record<string, StatusEntry> = statusFamilies[family];
  const key = String(value);
  return Object.hasOwn(table, key) ? table[key]! : null;
}
