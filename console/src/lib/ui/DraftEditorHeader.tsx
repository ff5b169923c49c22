import type { ReactNode } from 'react';
import { InlineNotice } from '@p5g/design-system';
import { contentReviewStatus, type ContentReviewStatus } from '@p5g/api/contract';
import { saveStateNames, type SaveState } from '../use-autosave.ts';
import {
  SubmitForReviewButton,
  type SubmitForReviewButtonProps,
} from './SubmitForReviewButton.tsx';
import { actions } from './card-list.css.ts';
import * as styles from './page.css.ts';

export type DraftEditorHeaderProps = {
  /** The page heading's id, for the page's `aria-labelledby`. */
  titleId: string;
  /** The heading, e.g. 编辑微传播. */
  title: string;
  /** The autosave's state (`useAutosave`). */
  saveState: SaveState;
  /** 提交审核: the kind's endpoint, the saved draft's id (null until it is created), what follows. */
  submit: Omit<SubmitForReviewButtonProps, 'id' | 'size' | 'isDisabled'> & { id: string | null };
  /** The editor's own actions before 提交审核 (分享预览, 预览). */
  children?: ReactNode;
};

/**
 * The head of a draft editor (micro-apps, articles): its heading, the autosave's state, the
 * editor's own actions and 提交审核, which waits until the last change is saved.
 */
export function DraftEditorHeader({
  titleId,
  title,
  saveState,
  submit,
  children,
}: DraftEditorHeaderProps) {
  return (
    <div className={styles.header}>
      <div className={styles.titleWithState}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        <p className={styles.note} role="status">
          {saveStateNames[saveState]}
        </p>
      </div>
      <div className={actions}>
        {children}
        <SubmitForReviewButton
          endpoint={submit.endpoint}
          id={submit.id ?? ''}
          onSubmitted={submit.onSubmitted}
          size="medium"
          isDisabled={saveState !== 'saved' || submit.id === null}
        />
      </div>
    </div>
  );
}

/**
 * What an editor says of the draft it opens: why it was rejected, and that its live version stays
 * public (`stillLive`, e.g. 线上版本照常访问) until the edit passes review.
 */
export function DraftReviewNotices({
  draft,
  stillLive,
}: {
  draft: { status: ContentReviewStatus; rejectReason: string | null; live: boolean } | null;
  stillLive: string;
}) {
  return (
    <>
      {draft?.rejectReason && draft.status === contentReviewStatus.rejected && (
        <InlineNotice type="error" title="驳回原因">
          {draft.rejectReason}
        </InlineNotice>
      )}
      {draft?.live && <InlineNotice>修改后须重新提交审核，审核通过前{stillLive}。</InlineNotice>}
    </>
  );
}
