import { useState } from 'react';
import type { ResponseOf } from '@p5g/api/contract';
import { Button, Dialog, InlineNotice, message, type TableColumn } from '@p5g/design-system';
import { useAction } from '../../lib/endpoint-hooks.ts';
import { formatTime } from '../../lib/format-time.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { FormPreview } from '../../lib/ui/FormPreview.tsx';
import { PagedTable } from '../../lib/ui/PagedTable.tsx';
import { BackOfficeFrame } from './BackOfficeFrame.tsx';
import { miniAppChanges } from './mini-app-changes.ts';
import { ReviewDecisionForm } from './ReviewDecisionForm.tsx';
import * as styles from './BackOffice.css.ts';

type QueuedMiniApp = ResponseOf<'manageMiniApps'>['list'][number];

/**
 * 微应用审核: the forms waiting, oldest first; 审核 shows the form as citizens will see it (its
 * questions can be tried, display logic included) and, for an edit of a live form, what changed
 * from the live version; approve (this version goes live) or reject with a reason.
 */
export function Component() {
  const list = usePagedList('manageMiniApps', {});
  const [shown, setShown] = useState<QueuedMiniApp | null>(null);
  const decide = useAction('manageReviewMiniApp', {
    onSuccess: async (_, decision) => {
      message.success(decision.approve ? '已审核通过，该版本已上线' : '已驳回');
      setShown(null);
      await list.mutate();
    },
  });

  const columns: TableColumn<QueuedMiniApp>[] = [
    { id: 'title', header: '表单标题', isRowHeader: true, cell: (a) => a.title },
    { id: 'company', header: '单位名称', cell: (a) => a.companyName },
    { id: 'kind', header: '类型', width: 100, cell: (a) => (a.liveDocument ? '修改' : '首次提交') },
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
    <BackOfficeFrame title="微应用审核">
      <section className={styles.panel} aria-label="待审核微应用">
        <PagedTable
          aria-label="待审核微应用"
          columns={columns}
          getRowId={(a) => a.id}
          {...list.table}
          failedDescription="微应用加载失败"
          emptyDescription="暂无待审核的微应用"
        />
      </section>
      <Dialog
        title="审核微应用"
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
            {shown.liveDocument && <LiveChanges item={shown} />}
            <FormPreview document={shown.document} />
            <ReviewDecisionForm
              onDecide={(decision) => decide.run({ id: shown.id, ...decision })}
            />
          </div>
        )}
      </Dialog>
    </BackOfficeFrame>
  );
}

function LiveChanges({ item }: { item: QueuedMiniApp }) {
  const changes = item.liveDocument ? miniAppChanges(item.liveDocument, item.document) : [];
  return (
    <InlineNotice title="与线上版本相比">
      {changes.length === 0 ? (
        '内容没有变化'
      ) : (
        <ul>
          {changes.map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
      )}
    </InlineNotice>
  );
}
