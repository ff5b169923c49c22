import { Headset } from 'lucide-react';
import { Button } from '../Button/Button.tsx';
import { ServiceOrderCard } from '../private/ServiceOrderCard.tsx';
import { getCustomServiceState, type CustomServiceStatus } from './order-expiry.ts';

export type CustomServiceCardProps = {
  /** Order id (spec §3), passed back through `onContact`. Required. */
  id: number | string;
  /** Product name, the card's heading. Required. */
  prodName: string;
  /** Product description. Default none. */
  prodDesc?: string | null;
  /** Order description. Default none. */
  orderDesc?: string | null;
  /** 1 active (contact action), 2 in service (progress), 3 expired (greyed, no action). Required. */
  orderStatus: CustomServiceStatus;
  /** Service progress 1–4 (需求待提交, 处理中, 内容验收, 已完成), shown in service. Default none (step 1). */
  orderServiceStatus?: number | null;
  /**
   * Expiry date, Beijing time ('yyyy-MM-dd' or 'yyyy-MM-dd HH:mm:ss'); past it the card shows as
   * expired whatever `orderStatus` says. Default none: never expires.
   */
  orderExpireDate?: string | null;
  /** The moment expiry is judged at; fix it in tests and stories. Default: the current time. */
  now?: Date;
  /** Called with `id` when the user asks to be contacted. Default none. */
  onContact?: (id: number | string) => void;
  /** Label of the contact action. Default `联系客服`. */
  contactLabel?: string;
  /** Heading level of the product name, to fit the page outline. Default `3`. */
  headingLevel?: 2 | 3 | 4;
};

/**
 * A custom-service order in the shop's custom services list (spec §2, §4): its expiry, a contact
 * action and the four-step progress. Expired orders are greyed, labelled 已过期 and not actionable.
 */
export function CustomServiceCard({
  id,
  orderStatus,
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
      statusFamily="customService"
      status={state}
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
