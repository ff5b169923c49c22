import {
  billKindNames,
  contentReviewStatusNames,
  customServiceStatusNames,
  materialReviewStatusNames,
  orderListStatusNames,
  orderStatusNames,
  sendTaskStatusNames,
  showcaseStatusNames,
  supportRightStatusNames,
  templateStatusNames,
} from '@p5g/api/contract';
import type { StatusIconName, StatusTagProps, StatusTone } from '@p5g/design-system';

/** A family's tags: the contract's label of each state with the tone (and icon) it is shown in. */
function tagsOf<Value extends string | number>(
  labels: Record<Value, string>,
  tones: Record<Value, StatusTone>,
  icons: Partial<Record<Value, StatusIconName>> = {},
): Record<Value, StatusTagProps> {
  const entries = (Object.keys(labels) as Value[]).map((value) => {
    const icon = icons[value];
    return [value, { label: labels[value], tone: tones[value], ...(icon && { icon }) }];
  });
  return Object.fromEntries(entries) as Record<Value, StatusTagProps>;
}

/** Every status family the console shows (spec §4). Keys are the values the server sends. */
export const statusTags = {
  /** 发送记录. 待发送 and 发送中 share a tone, so each has an icon of its own. */
  sendTask: tagsOf(
    sendTaskStatusNames,
    {
      0: 'neutral',
      1: 'warning',
      2: 'processing',
      3: 'processing',
      4: 'success',
      5: 'danger',
      6: 'warning',
      7: 'neutral',
      8: 'danger',
      9: 'danger',
    },
    { 2: 'scheduled', 3: 'sending' },
  ),
  /** 账单明细. A refund is an ordinary ledger movement, not a failure, so it is neutral. */
  billKind: tagsOf(billKindNames, {
    1: 'success',
    3: 'processing',
    4: 'neutral',
    5: 'warning',
    6: 'neutral',
    7: 'processing',
  }),
  /** A purchase order's review. */
  purchaseOrder: tagsOf(orderStatusNames, {
    1: 'warning',
    2: 'success',
    3: 'danger',
    4: 'neutral',
    5: 'warning',
  }),
  /** 订单列表. */
  orderList: tagsOf(orderListStatusNames, {
    0: 'warning',
    1: 'danger',
    2: 'processing',
    3: 'danger',
    4: 'success',
  }),
  /** 消息模板: the platform's and the carriers' review share their tones, not their words. */
  message: tagsOf(templateStatusNames, {
    0: 'neutral',
    1: 'neutral',
    2: 'warning',
    3: 'success',
    4: 'danger',
    5: 'success',
    6: 'warning',
    7: 'danger',
    10: 'neutral',
  }),
  /** A material's review. */
  review: tagsOf(materialReviewStatusNames, {
    reviewing: 'warning',
    rejected: 'danger',
    passed: 'success',
    invalid: 'neutral',
  }),
  /** 运营/开发支持 orderStatus. */
  supportRight: tagsOf(supportRightStatusNames, { 1: 'warning', 2: 'success', 3: 'neutral' }),
  /** 定制服务 orderStatus as the shop shows it. */
  customService: tagsOf(customServiceStatusNames, { 1: 'warning', 2: 'processing', 3: 'neutral' }),
  /** 微应用 and 微传播: a draft is still the customer's own work, so it is neutral like an invalid one. */
  contentReview: tagsOf(contentReviewStatusNames, {
    0: 'neutral',
    1: 'neutral',
    2: 'warning',
    3: 'success',
    4: 'danger',
  }),
  /** 电子画册, +媒体 and 商务名片: public or not (no review). */
  showcase: tagsOf(showcaseStatusNames, {
    draft: 'neutral',
    published: 'success',
    withdrawn: 'neutral',
  }),
};

export type StatusFamily = keyof typeof statusTags;

/**
 * The tag of `value` in `family`, or null for a value the spec does not name. Numbers and numeric
 * strings are the same value ('3' is 3).
 */
export function statusTagOf(
  family: StatusFamily,
  value: string | number | null | undefined,
): StatusTagProps | null {
  if (value == null) return null;
  const tags: Record<string, StatusTagProps> = statusTags[family];
  const key = String(value);
  return Object.hasOwn(tags, key) ? tags[key]! : null;
}
