import type { ReactNode } from 'react';
import { Card } from '../Card/Card.tsx';
import { StatusTag } from '../StatusTag/StatusTag.tsx';
import type { StatusFamily } from '../StatusTag/status-families.ts';
import { Steps } from '../Steps/Steps.tsx';
import { getServiceStepIndex, serviceStepTitles } from '../SupportRightCard/service-steps.ts';
import * as styles from './ServiceOrderCard.css.ts';

const serviceSteps = serviceStepTitles.map((title) => ({ title }));

export type ServiceOrderCardProps = {
  /** Product name, the card's heading. Required. */
  prodName: string;
  /** Product description. Default none. */
  prodDesc?: string | null;
  /** Order description. Default none. */
  orderDesc?: string | null;
  /** Service progress 1–4, shown when `showProgress`. Default none (step 1). */
  orderServiceStatus?: number | null;
  /** Expiry date, shown as is. Default none. */
  orderExpireDate?: string | null;
  /** Status table of the tag beside the heading. Required. */
  statusFamily: StatusFamily;
  /** The status shown in the tag. Required. */
  status: number;
  /** Shows the four-step service progress. Default `false`. */
  showProgress?: boolean;
  /** Heading level of the product name. Required. */
  headingLevel: 2 | 3 | 4;
  /** Passed to `Card`. Default `false`. */
  isHoverable?: boolean;
  /** Greys the card (`Card`). Default `false`. */
  isDisabled?: boolean;
  /** The card's actions. Default none. */
  footer?: ReactNode;
};

/**
 * The body shared by the service-order cards (SupportRightCard, CustomServiceCard): product name
 * with a status tag, descriptions, expiry line and the four-step service progress.
 */
export function ServiceOrderCard({
  prodName,
  prodDesc,
  orderDesc,
  orderServiceStatus,
  orderExpireDate,
  statusFamily,
  status,
  showProgress = false,
  headingLevel,
  isHoverable,
  isDisabled,
  footer,
}: ServiceOrderCardProps) {
  return (
    <Card
      title={prodName}
      headingLevel={headingLevel}
      extra={<StatusTag family={statusFamily} value={status} />}
      isHoverable={isHoverable}
      isDisabled={isDisabled}
      footer={footer}
    >
      <div className={styles.content}>
        {prodDesc && <p className={styles.description}>{prodDesc}</p>}
        {orderDesc && <p className={styles.secondary}>{orderDesc}</p>}
        {orderExpireDate && (
          <p className={styles.secondary}>
            有效期至：<span className={styles.date}>{orderExpireDate}</span>
          </p>
        )}
        {showProgress && (
          <Steps
            size="small"
            aria-label={`${prodName}服务进度`}
            items={serviceSteps}
            current={getServiceStepIndex(orderServiceStatus)}
          />
        )}
      </div>
    </Card>
  );
}
