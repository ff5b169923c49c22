import { useState } from 'react';
import { articlePaidFeatureNames, type ResponseOf } from '@p5g/api/contract';
import { Button, Dialog, InlineNotice, message, type TableColumn } from '@p5g/design-system';
import { useAction } from '../../lib/endpoint-hooks.ts';
import { formatTime } from '../../lib/format-time.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { ArticlePreview } from '../../lib/ui/ArticlePreview.tsx';
import { PagedTable } from '../../lib/ui/PagedTable.tsx';
import { BackOfficeFrame } from './BackOfficeFrame.tsx';
import { ReviewDecisionForm } from './ReviewDecisionForm.tsx';
import * as styles from './BackOffice.css.ts';

type QueuedArticle = ResponseOf<'manageArticles'>['list'][number];

const paidFeaturesText = (article: QueuedArticle) =>
  article.paidFeatures.map((feature) => articlePaidFeatureNames[feature]).join('、');

/**
 * 微传播审核: the articles waiting, oldest first; 审核 shows the article as citizens will read it on
 * their phones (the body as the service renders it) and its paid-exclusive features; approve (this
 * version goes public) or reject with a reason.
 */
export function Component() {
  const list = usePagedList('manageArticles', {});
  const [shown, setShown] = useState<QueuedArticle | null>(null);
  const decide = useAction('manageReviewArticle', {
    onSuccess: async (_, decision) => {
      message.success(decision.approve ? '已审核通过，该版本已发布' : '已驳回');
      setShown(null);
      await list.mutate();
    },
  });

  const columns: TableColumn<QueuedArticle>[] = [
    { id: 'title', header: '标题', isRowHeader: true, cell: (a) => a.title },
    { id: 'company', header: '单位名称', cell: (a) => a.companyName },
    { id: 'kind', header: '类型', width: 100, cell: (a) => (a.liveDocument ? '修改' : '首次提交') },
    { id: 'paid', header: '付费专享', width: 140, cell: (a) => paidFeaturesText(a) || '无' },
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
    <BackOfficeFrame title="微传播审核">
      <section className={styles.panel} aria-label="待审核微传播">
        <PagedTable
          aria-label="待审核微传播"
          columns={columns}
          getRowId={(a) => a.id}
          {...list.table}
          failedDescription="微传播加载失败"
          emptyDescription="暂无待审核的微传播"
        />
      </section>
      <Dialog
        title="审核微传播"
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
            {shown.liveDocument && (
              <InlineNotice>
                这是对已发布微传播“{shown.liveDocument.title}”的修改；通过后替换线上版本。
              </InlineNotice>
            )}
            {shown.paidFeatures.length > 0 && (
              <InlineNotice type="warning">
                使用付费专享功能：{paidFeaturesText(shown)}（每天有人访问时从微传播余额扣费）
              </InlineNotice>
            )}
            <ArticlePreview
              document={shown.document}
              html={shown.html}
              device="phone"
              label="读者看到的内容"
            />
            <ReviewDecisionForm
              onDecide={(decision) => decide.run({ id: shown.id, ...decision })}
            />
          </div>
        )}
      </Dialog>
    </BackOfficeFrame>
  );
}
