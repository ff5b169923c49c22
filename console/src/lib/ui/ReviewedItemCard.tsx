import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ContentReviewStatus } from '@p5g/api/contract';
import { Card } from '@p5g/design-system';
import { formatTime } from '../format-time.ts';
import { ItemCardActions } from './ItemCardActions.tsx';
import { PublicLinkFact } from './PublicLink.tsx';
import { StatusTag } from './StatusTag.tsx';
import type { SubmitForReviewButtonProps } from './SubmitForReviewButton.tsx';
import * as styles from './card-list.css.ts';

/** What the card shows of content the platform reviews (a micro-app, an article). */
type ReviewedItem = {
  id: string;
  title: string;
  status: ContentReviewStatus;
  live: boolean;
  publicUrl: string | null;
  updateTime: string;
};

export type ReviewedItemCardProps = {
  item: ReviewedItem;
  /** What the item's status allows. */
  allowed: { edit: boolean; submit: boolean; invalidate: boolean; delete: boolean };
  /** The editor's address for 编辑. */
  editPath: string;
  /** The call 提交审核 makes. */
  submitEndpoint: SubmitForReviewButtonProps['endpoint'];
  onChanged: () => void;
  onDelete: () => void;
  onInvalidate: () => void;
  onShowCode: () => void;
  /** The public link's name (阅读链接, 填写链接). */
  linkName: string;
  /** Why the live item is not open to the public now (its page's words), if it is not. */
  publicNote: string | null;
  /** The kind's own actions, between 提交审核 and 下线. */
  actions?: ReactNode;
  /** The kind's own facts, before 更新时间 (a `<dt>`/`<dd>` pair each). */
  children: ReactNode;
};

/**
 * The card of an item in a list of reviewed content: its title and review status, its facts, the
 * time it was updated, its public link with copy and QR code once live and why it is closed if it
 * is, and the actions its status allows.
 */
export function ReviewedItemCard({
  item,
  allowed,
  editPath,
  submitEndpoint,
  onChanged,
  onDelete,
  onInvalidate,
  onShowCode,
  linkName,
  publicNote,
  actions,
  children,
}: ReviewedItemCardProps) {
  const navigate = useNavigate();
  return (
    <Card
      title={item.title}
      headingLevel={2}
      element="article"
      extra={<StatusTag family="contentReview" value={item.status} />}
      footer={
        (Object.values(allowed).some(Boolean) || actions) && (
          <ItemCardActions
            onEdit={allowed.edit ? () => void navigate(editPath) : undefined}
            submit={
              allowed.submit
                ? { endpoint: submitEndpoint, id: item.id, onSubmitted: onChanged }
                : undefined
            }
            onInvalidate={allowed.invalidate ? onInvalidate : undefined}
            onDelete={allowed.delete ? onDelete : undefined}
          >
            {actions}
          </ItemCardActions>
        )
      }
    >
      <dl className={styles.facts}>
        {children}
        <dt className={styles.term}>更新时间</dt>
        <dd className={styles.definition}>{formatTime(item.updateTime)}</dd>
        {item.live && item.publicUrl && (
          <PublicLinkFact name={linkName} url={item.publicUrl} onShowCode={onShowCode} />
        )}
        {publicNote && (
          <>
            <dt className={styles.term}>线上状态</dt>
            <dd className={styles.definition}>{publicNote}</dd>
          </>
        )}
      </dl>
    </Card>
  );
}
