import type { ReactNode } from 'react';
import { Card } from '../Card/Card.tsx';
import { StatusTag, type StatusTagProps } from '../StatusTag/StatusTag.tsx';
import { Steps } from '../Steps/Steps.tsx';
import { getServiceStepIndex, serviceStepTitles } from '../SupportRightCard/service-steps.ts';
import * as styles from './ServiceOrderCard.css.ts';

const serviceSteps = serviceStepTitles.map((title) => ({ title }));

export type ServiceOrderCardProps = {
  /** 产品名称，即卡片标题。必填。 */
  prodName: string;
  /** 产品描述。默认无。 */
  prodDesc?: string | null;
  /** 订单描述。默认无。 */
  orderDesc?: string | null;
  /** 服务进度1–4，`showProgress` 时显示。默认无（第1步）。 */
  orderServiceStatus?: number | null;
  /** 到期日，原样显示。默认无。 */
  orderExpireDate?: string | null;
  /** 标题旁标签显示的状态。必填。 */
  status: StatusTagProps;
  /** 显示四步服务进度。默认 `false`。 */
  showProgress?: boolean;
  /** 产品名称的标题级别。必填。 */
  headingLevel: 2 | 3 | 4;
  /** 传给 `Card`。默认 `false`。 */
  isHoverable?: boolean;
  /** 卡片置灰（`Card`）。默认 `false`。 */
  isDisabled?: boolean;
  /** 卡片的操作。默认无。 */
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
      extra={<StatusTag {...status} />}
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
