import { useState, type ReactNode } from 'react';
import { Button, Dialog, message, type TableColumn } from '@p5g/design-system';
import { useAction } from '../../lib/endpoint-hooks.ts';
import { formatTime } from '../../lib/format-time.ts';
import { usePagedList, type ListItem } from '../../lib/use-paged-list.ts';
import { PagedTable } from '../../lib/ui/PagedTable.tsx';
import { BackOfficeFrame } from './BackOfficeFrame.tsx';
import { ReviewDecisionForm } from './ReviewDecisionForm.tsx';
import * as styles from './BackOffice.css.ts';

/** Each queue of submitted documents with the endpoint that takes its decisions. */
const decisionEndpoints = {
  manageMiniApps: 'manageReviewMiniApp',
  manageArticles: 'manageReviewArticle',
} as const;

type Queue = keyof typeof decisionEndpoints;

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
 * A queue of documents companies submit (micro-apps, articles): the items waiting, oldest first,
 * first submissions and edits of live ones; 审核 opens the item with the decision (approve, or
 * reject with a reason).
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
  const list = usePagedList(queue, {});
  const [shown, setShown] = useState<T | null>(null);
  const decide = useAction(decisionEndpoints[queue], {
    onSuccess: async (_, decision) => {
      message.success(decision.approve ? approvedMessage : '已驳回');
      setShown(null);
      await list.mutate();
    },
  });

  const allColumns: TableColumn<T>[] = [
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
    {
      id: 'actions',
      header: '操作',
      width: 90,
      cell: (a) => (
        <Button variant="text" size="small" onPress={() => setShown(a)}>
          审核
        </Button>
      ),
    },
  ];

  return (
    <BackOfficeFrame title={`${subject}审核`}>
      <section className={styles.panel} aria-label={`待审核${subject}`}>
        <PagedTable
          aria-label={`待审核${subject}`}
          columns={allColumns}
          getRowId={(a) => a.id}
          {...list.table}
          failedDescription={`${subject}加载失败`}
          emptyDescription={`暂无待审核的${subject}`}
        />
      </section>
      <Dialog
        title={`审核${subject}`}
        size="large"
        isOpen={shown !== null}
        onOpenChange={(isOpen) => !isOpen && setShown(null)}
      >
        {shown && (
          <div className={styles.form}>
            <p>
              {shown.companyName}
              {shown.submitTime && ` · 提交于 ${formatTime(shown.submitTime)}`}
            </p>
            {renderItem(shown)}
            <ReviewDecisionForm
              onDecide={(decision) => decide.run({ id: shown.id, ...decision })}
            />
          </div>
        )}
      </Dialog>
    </BackOfficeFrame>
  );
}
