import { Headset } from 'lucide-react';
import { Button } from '../Button/Button.tsx';
import { ServiceOrderCard } from '../private/ServiceOrderCard.tsx';
import type { StatusTagProps } from '../StatusTag/StatusTag.tsx';
import { getCustomServiceState, type CustomServiceStatus } from './order-expiry.ts';

export type CustomServiceCardProps = {
  /** 订单ID（规格 §3），通过 `onContact` 回传。必填。 */
  id: number | string;
  /** 产品名称，即卡片标题。必填。 */
  prodName: string;
  /** 产品描述。默认无。 */
  prodDesc?: string | null;
  /** 订单描述。默认无。 */
  orderDesc?: string | null;
  /** 1生效（联系客服操作），2服务中（显示进度），3已过期（置灰，无操作）。必填。 */
  orderStatus: CustomServiceStatus;
  /** 各状态（1生效、2服务中、3已过期）的文字与色调，由应用按契约的状态表给出。必填。 */
  statuses: Readonly<Record<CustomServiceStatus, StatusTagProps>>;
  /** 服务进度1–4（需求待提交、处理中、内容验收、已完成），服务中时显示。默认无（第1步）。 */
  orderServiceStatus?: number | null;
  /**
   * 到期日，北京时间（'yyyy-MM-dd' 或 'yyyy-MM-dd HH:mm:ss'）；过期后无论 `orderStatus` 如何，卡片
   * 都显示为已过期。默认无：永不过期。
   */
  orderExpireDate?: string | null;
  /** 判断是否过期的时刻；在测试和故事中固定它。默认：当前时间。 */
  now?: Date;
  /** 用户请求联系时以 `id` 调用。默认无。 */
  onContact?: (id: number | string) => void;
  /** 联系操作的文字。默认 `联系客服`。 */
  contactLabel?: string;
  /** 产品名称的标题级别，与页面大纲一致。默认 `3`。 */
  headingLevel?: 2 | 3 | 4;
};

/**
 * A custom-service order in the shop's custom services list (spec §2, §4): its expiry, a contact
 * action and the four-step progress. Expired orders are greyed, labelled 已过期 and not actionable.
 */
export function CustomServiceCard({
  id,
  orderStatus,
  statuses,
  now = new Date(),
  onContact,
  contactLabel = '联系客服',
  headingLevel = 3,
  ...order
}: CustomServiceCardProps) {
  const state = getCustomServiceState(orderStatus, order.orderExpireDate, now);
  const isExpired = state === 3;
  return (
    <ServiceOrderCard
      {...order}
      status={statuses[state]}
      showProgress={state === 2}
      headingLevel={headingLevel}
      isHoverable={!isExpired}
      isDisabled={isExpired}
      footer={
        isExpired ? undefined : (
          <Button
            variant={state === 1 ? 'primary' : 'secondary'}
            size="small"
            onPress={() => onContact?.(id)}
          >
            <Headset aria-hidden size={14} />
            {contactLabel}
          </Button>
        )
      }
    />
  );
}
