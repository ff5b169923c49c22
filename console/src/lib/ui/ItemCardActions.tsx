import type { ReactNode } from 'react';
import { Button } from '@p5g/design-system';
import {
  SubmitForReviewButton,
  type SubmitForReviewButtonProps,
} from './SubmitForReviewButton.tsx';
import * as styles from './card-list.css.ts';

export type ItemCardActionsProps = {
  /** 编辑, when the item's status allows it. */
  onEdit?: () => void;
  /** 提交审核, when the item's status allows it. */
  submit?: SubmitForReviewButtonProps;
  /** The kind's own actions, between 提交审核 and 下线. */
  children?: ReactNode;
  /** 下线, when the item's status allows it. */
  onInvalidate?: () => void;
  /** 删除, when the item's status allows it. */
  onDelete?: () => void;
};

/** The actions in the footer of an item's card, each shown only when given. */
export function ItemCardActions({
  onEdit,
  submit,
  children,
  onInvalidate,
  onDelete,
}: ItemCardActionsProps) {
  return (
    <div className={styles.actions}>
      {onEdit && (
        <Button size="small" onPress={onEdit}>
          编辑
        </Button>
      )}
      {submit && <SubmitForReviewButton {...submit} />}
      {children}
      {onInvalidate && (
        <Button variant="text" size="small" onPress={onInvalidate}>
          下线
        </Button>
      )}
      {onDelete && (
        <Button variant="text" size="small" onPress={onDelete}>
          删除
        </Button>
      )}
    </div>
  );
}
