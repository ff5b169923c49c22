import type { ReactNode } from 'react';
import type { TableColumn } from '@p5g/design-system';
import { formatTime } from '../../lib/format-time.ts';
import type { ListItem } from '../../lib/use-paged-list.ts';
import { ReviewQueue } from './ReviewQueue.tsx';

type Queue = 'manageMiniApps' | 'manageArticles';

export type SubmissionReviewQueueProps<Q extends Queue, T = ListItem<Q>> = {
  queue: Q;
  /** What is reviewed, e.g. 微应用: the page is 微应用审核, the queue 待审核微应用. */
  subject: string;
  /** The title column's header, e.g. 表单标题. */
  titleHeader: string;
  /** The kind's own columns, after 类型. */
  columns?: TableColumn<T>[];
  /** Said once approved, e.g. 已审核通过，该版本已上线. */
  approvedMessage: string;
  /** What the operator reads before deciding, below the company and submit time. */
  renderItem: (item: T) => ReactNode;
};

/**
 * The review queue of documents companies submit (micro-apps, articles): first submissions and
 * edits of live ones, each with its company and submit time.
 */
export function SubmissionReviewQueue<Q extends Queue>(
  props: SubmissionReviewQueueProps<Q>,
): ReactNode;
export function SubmissionReviewQueue({
  queue,
  subject,
  titleHeader,
  columns = [],
  approvedMessage,
  renderItem,
}: SubmissionReviewQueueProps<Queue>) {
  type T = ListItem<Queue>;
  const submissionColumns: TableColumn<T>[] = [
    { id: 'title', header: titleHeader, isRowHeader: true, cell: (a) => a.title },
    { id: 'company', header: '单位名称', cell: (a) => a.companyName },
    { id: 'kind', header: '类型', width: 100, cell: (a) => (a.liveDocument ? '修改' : '首次提交') },
    ...columns,
    {
      id: 'submitted',
      header: '提交时间',
      width: 150,
      cell: (a) => (a.submitTime ? formatTime(a.submitTime) : ''),
    },
  ];
  return (
    <ReviewQueue
      queue={queue}
      title={`${subject}审核`}
      subject={subject}
      columns={submissionColumns}
      approvedMessage={approvedMessage}
      dialogSize="large"
      renderItem={(shown) => (
        <>
          <p>
            {shown.companyName}
            {shown.submitTime && ` · 提交于 ${formatTime(shown.submitTime)}`}
          </p>
          {renderItem(shown)}
        </>
      )}
    />
  );
}
