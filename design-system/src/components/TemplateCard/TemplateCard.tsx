import type { ReactNode } from 'react';
import { formatDateTime } from '../../format/date.ts';
import { noBreak } from '../../styles/cjk-text.css.ts';
import { Card } from '../Card/Card.tsx';
import { ExpiryCountdown } from '../ExpiryCountdown/ExpiryCountdown.tsx';
import { rcsMessageKindLabels, type RcsMessageView } from '../RcsPreview/rcs-message.ts';
import { RcsPreview } from '../RcsPreview/RcsPreview.tsx';
import { StatusTag, type StatusTagProps } from '../StatusTag/StatusTag.tsx';
import { isSendableTemplate, isRejectedTemplate, templateThumbnailUrl } from './template-card.ts';
import * as styles from './TemplateCard.css.ts';

export type TemplateCardProps = {
  /** 模板名称，即卡片标题。必填。 */
  name: string;
  /** 模板的消息；类型（文本 / 单卡片 / 多卡片）和缩略图由它得出。必填。 */
  message: RcsMessageView;
  /** 规格 §4 的消息状态（0、1、2、3、4、5、6、7 或 10）。必填。 */
  status: number;
  /** 各消息状态的文字与色调，由应用按契约的状态表给出。必填。 */
  statuses: Readonly<Record<number, StatusTagProps>>;
  /**
   * 最后修改时间：带时区偏移的 ISO 字符串、服务端的 'yyyy-MM-dd HH:mm:ss' 或 Date；以中国时间显示。
   * 必填。
   */
  updatedAt: string | Date;
  /** 已通过模板有效期的结束时间；状态为 3 时显示倒计时。默认无。 */
  expiresAt?: string | Date;
  /** 平台（4）或运营商（7）驳回的原因；这两种状态时显示。默认无。 */
  rejectReason?: string;
  /** 缩略图预览中作为发送方显示的服务号。必填。 */
  serviceName: string;
  /** 缩略图预览用的服务号标志。默认无。 */
  serviceLogoUrl?: string;
  /** 底部的按钮或链接（编辑、提交审核、重新提交、删除等）。默认无。 */
  actions?: ReactNode;
  /** 读取倒计时的时刻；在故事和测试中固定它。默认：时钟。 */
  now?: Date;
  /** 名称的标题级别，与页面大纲一致。默认 `3`。 */
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
  statuses,
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
  const statusTag = statuses[status];
  return (
    <Card
      title={name}
      headingLevel={headingLevel}
      // An item of a list, not a landmark: templates may share a name (重新提交 copies one).
      element="article"
      extra={statusTag && <StatusTag {...statusTag} />}
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
                aria-label={`${name}预览`}
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
          {isSendableTemplate(status) && expiresAt != null && (
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
