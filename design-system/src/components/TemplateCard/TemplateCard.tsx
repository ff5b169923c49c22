import type { ReactNode } from 'react';
import { formatDateTime } from '../../format/date.ts';
import { noBreak } from '../../styles/cjk-text.css.ts';
import { Card } from '../Card/Card.tsx';
import { ExpiryCountdown } from '../ExpiryCountdown/ExpiryCountdown.tsx';
import { rcsMessageKindLabels, type RcsMessageView } from '../RcsPreview/rcs-message.ts';
import { RcsPreview } from '../RcsPreview/RcsPreview.tsx';
import { StatusTag } from '../StatusTag/StatusTag.tsx';
import { isApprovedTemplate, isRejectedTemplate, templateThumbnailUrl } from './template-card.ts';
import * as styles from './TemplateCard.css.ts';

export type TemplateCardProps = {
  /** Template name, the card's heading. Required. */
  name: string;
  /** The template's message; its kind (文本 / 单卡片 / 多卡片) and thumbnail come from it. Required. */
  message: RcsMessageView;
  /** Message status of spec §4 (0, 1, 2, 3, 4, 5, 6, 7 or 10). Required. */
  status: number;
  /** Last change: an ISO string with its offset, the server's 'yyyy-MM-dd HH:mm:ss' or a Date; shown in China time. Required. */
  updatedAt: string | Date;
  /** End of an approved template's validity; its countdown shows while the status is 3. Default none. */
  expiresAt?: string | Date;
  /** Why the platform (4) or a carrier (7) rejected it; shown with those statuses. Default none. */
  rejectReason?: string;
  /** The service account the thumbnail preview shows as sender. Required. */
  serviceName: string;
  /** The service account's logo, for the thumbnail preview. Default none. */
  serviceLogoUrl?: string;
  /** Buttons or links at the bottom (编辑, 提交审核, 重新提交, 删除…). Default none. */
  actions?: ReactNode;
  /** The moment the countdown is read at; fix it in stories and tests. Default: the clock. */
  now?: Date;
  /** Heading level of the name, to fit the page outline. Default `3`. */
  headingLevel?: 2 | 3 | 4;
};

/**
 * A template in a list or grid: name, kind, a thumbnail, its status, when it last changed, and
 * what its status calls for: the validity countdown once approved, the reason once rejected.
 */
export function TemplateCard({
  name,
  message,
  status,
  updatedAt,
  expiresAt,
  rejectReason,
  serviceName,
  serviceLogoUrl,
  actions,
  now,
  headingLevel = 3,
}: TemplateCardProps) {
  const thumbnailUrl = templateThumbnailUrl(message);
  return (
    <Card
      title={name}
      headingLevel={headingLevel}
      extra={<StatusTag family="message" value={status} />}
      footer={actions}
      isHoverable
    >
      <div className={styles.body}>
        {/* The name and details say what this is; the thumbnail is a glance, hidden from screen readers. */}
        <div
          aria-hidden
          className={styles.thumbnail}
          data-thumbnail={thumbnailUrl ? 'image' : 'preview'}
        >
          {thumbnailUrl ? (
            <img src={thumbnailUrl} alt="" className={styles.thumbnailImage} />
          ) : (
            <div inert className={styles.miniPreview}>
              <RcsPreview
                message={message}
                serviceName={serviceName}
                serviceLogoUrl={serviceLogoUrl}
              />
            </div>
          )}
        </div>
        <dl className={styles.details}>
          <dt className={styles.term}>类型</dt>
          <dd className={styles.definition}>{rcsMessageKindLabels[message.kind]}</dd>
          <dt className={styles.term}>更新时间</dt>
          <dd className={`${styles.definition} ${noBreak}`}>
            {formatDateTime(updatedAt).slice(0, 16)}
          </dd>
          {isApprovedTemplate(status) && expiresAt != null && (
            <>
              <dt className={styles.term}>有效期</dt>
              <dd className={styles.definition}>
                <ExpiryCountdown expiresAt={expiresAt} now={now} />
              </dd>
            </>
          )}
          {isRejectedTemplate(status) && rejectReason && (
            <>
              <dt className={styles.term}>驳回原因</dt>
              <dd className={styles.rejectReason}>{rejectReason}</dd>
            </>
          )}
        </dl>
      </div>
    </Card>
  );
}
