import { useState, type ReactNode } from 'react';
import { Button, Dialog, message, type TableColumn } from '@p5g/design-system';
import { useAction } from '../../lib/endpoint-hooks.ts';
import { usePagedList, type ListItem } from '../../lib/use-paged-list.ts';
import { PagedTable } from '../../lib/ui/PagedTable.tsx';
import { BackOfficeFrame } from './BackOfficeFrame.tsx';
import { ReviewDecisionForm } from './ReviewDecisionForm.tsx';
import { waitedText } from './review-wait.ts';
import * as styles from './BackOffice.css.ts';

/**
 * Each review queue with the endpoint that takes its decisions, and whether its items say how long
 * they have waited (the carriers' queues do; submitted documents show their submit time).
 */
const queues = {
  manageTemplates: { decide: 'manageReviewTemplate', waited: true },
  manageChatbots: { decide: 'manageReviewChatbot', waited: true },
  manageTasks: { decide: 'manageReviewTask', waited: true },
  manageMiniApps: { decide: 'manageReviewMiniApp', waited: false },
  manageArticles: { decide: 'manageReviewArticle', waited: false },
} as const;

type Queue = keyof typeof queues;

export type ReviewQueueProps<Q extends Queue, T = ListItem<Q>> = {
  /** The page's title, e.g. 模板审核. */
  title: string;
  /** What is reviewed, e.g. 模板: the queue is 待审核模板, the dialog 审核模板. */
  subject: string;
  /** The queue's columns; 已等待 (where its items say it) and 操作 follow them. */
  columns: TableColumn<T>[];
  /** The queue's endpoint. */
  queue: Q;
  /**
   * What the operator reads before deciding; its fields one a line (`Descriptions columns={1}`):
   * the dialog is 560 px wide and a full-screen sheet on a phone, too narrow for three columns.
   */
  renderItem: (item: T) => ReactNode;
  /** Said once approved, e.g. 已审核通过，正在交运营商审核. */
  approvedMessage: string;
  dialogSize?: 'large';
  /** When approving needs a second look: what approval will do, shown before it is confirmed. */
  approveConfirmation?: (item: T) => ReactNode;
  /** What else an approval sends besides the decision (e.g. the chatbot ids entered). */
  approvalInput?: (item: T) => object;
};

/**
 * A management-platform review queue: the items waiting, oldest first, with how long each has
 * waited where the queue says it; 审核 opens the item with the decision (approve, or reject with a
 * reason).
 */
export function ReviewQueue<Q extends Queue>(props: ReviewQueueProps<Q>): ReactNode;
export function ReviewQueue({
  title,
  subject,
  columns,
  queue,
  renderItem,
  approvedMessage,
  dialogSize,
  approveConfirmation,
  approvalInput,
}: ReviewQueueProps<Queue>) {
  type T = ListItem<Queue>;
  const list = usePagedList(queue, {});
  const [shown, setShown] = useState<T | null>(null);
  const decide = useAction(queues[queue].decide, {
    onSuccess: async (_, decision) => {
      message.success(decision.approve ? approvedMessage : '已驳回');
      setShown(null);
      await list.mutate();
    },
  });

  const allColumns: TableColumn<T>[] = [
    ...columns,
    ...(queues[queue].waited
      ? [
          {
            id: 'waited',
            header: '已等待',
            width: 130,
            cell: (item: T) => waitedText((item as { waitedMinutes: number | null }).waitedMinutes),
          },
        ]
      : []),
    {
      id: 'actions',
      header: '操作',
      width: 90,
      cell: (item) => (
        <Button variant="text" size="small" onPress={() => setShown(item)}>
          审核
        </Button>
      ),
    },
  ];

  return (
    <BackOfficeFrame title={title}>
      <section className={styles.panel} aria-label={`待审核${subject}`}>
        <PagedTable
          aria-label={`待审核${subject}`}
          columns={allColumns}
          getRowId={(item) => item.id}
          {...list.table}
          failedDescription={`${subject}加载失败`}
          emptyDescription={`暂无待审核的${subject}`}
        />
      </section>
      <Dialog
        title={`审核${subject}`}
        size={dialogSize}
        isOpen={shown !== null}
        onOpenChange={(isOpen) => !isOpen && setShown(null)}
      >
        {shown && (
          <div className={styles.form}>
            {renderItem(shown)}
            <ReviewDecisionForm
              approveConfirmation={approveConfirmation?.(shown)}
              onDecide={(decision) =>
                decide.run({
                  id: shown.id,
                  ...decision,
                  ...(decision.approve && approvalInput?.(shown)),
                })
              }
            />
          </div>
        )}
      </Dialog>
    </BackOfficeFrame>
  );
}
