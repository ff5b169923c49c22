import { useState } from 'react';
import { templateKindNames, type ResponseOf } from '@p5g/api/contract';
import {
  Button,
  Descriptions,
  Dialog,
  RcsPreview,
  message,
  type TableColumn,
} from '@p5g/design-system';
import { formatDateTime } from '@p5g/design-system/format';
import { api } from '../../lib/api.ts';
import { PagedTable } from '../../lib/ui/PagedTable.tsx';
import { useFailureHandler } from '../../lib/use-failure-handler.ts';
import { industryName, messageViewOf } from '../messaging/index.ts';
import { BackOfficeFrame } from './BackOfficeFrame.tsx';
import { useManageTemplates } from './queries/manage-templates.ts';
import { ReviewDecisionForm } from './ReviewDecisionForm.tsx';
import { waitedText } from './review-wait.ts';
import * as styles from './BackOffice.css.ts';

type QueuedTemplate = ResponseOf<'manageTemplates'>['list'][number];
const pageSize = 10;

/**
 * Templates in the platform review: each previewed as the phone shows it (5G message and fallback
 * SMS); approve (the carriers review next) or reject with a reason the customer reads.
 */
export function Component() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useManageTemplates({ page, pageSize });
  const [shown, setShown] = useState<QueuedTemplate | null>(null);
  const handleFailure = useFailureHandler();

  const columns: TableColumn<QueuedTemplate>[] = [
    { id: 'name', header: '模板名称', isRowHeader: true, cell: (t) => t.name },
    { id: 'chatbot', header: '服务号', cell: (t) => t.chatbotName },
    { id: 'company', header: '单位名称', cell: (t) => t.companyName },
    { id: 'kind', header: '类型', width: 90, cell: (t) => templateKindNames[t.kind] },
    {
      id: 'submitted',
      header: '提交时间',
      width: 150,
      cell: (t) => (t.submitTime ? formatDateTime(t.submitTime).slice(0, 16) : ''),
    },
    { id: 'waited', header: '已等待', width: 130, cell: (t) => waitedText(t.waitedMinutes) },
    {
      id: 'actions',
      header: '操作',
      width: 90,
      cell: (t) => (
        <Button variant="text" size="small" onPress={() => setShown(t)}>
          审核
        </Button>
      ),
    },
  ];

  return (
    <BackOfficeFrame title="模板审核">
      <section className={styles.panel} aria-label="待审核模板">
        <PagedTable
          aria-label="待审核模板"
          columns={columns}
          getRowId={(t) => t.id}
          data={data}
          isLoading={isLoading}
          error={error}
          onRetry={() => void mutate()}
          failedDescription="模板加载失败"
          emptyDescription="暂无待审核的模板"
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
        />
      </section>
      <Dialog
        title="审核模板"
        size="large"
        isOpen={shown !== null}
        onOpenChange={(isOpen) => !isOpen && setShown(null)}
      >
        {shown && (
          <div className={styles.form}>
            <div className={styles.filters}>
              {(['rcs', 'sms'] as const).map((view) => (
                <RcsPreview
                  key={view}
                  view={view}
                  aria-label={view === 'rcs' ? '5G消息预览' : '回落短信预览'}
                  message={messageViewOf(shown.content, shown.materials)}
                  serviceName={shown.chatbotName}
                  serviceLogoUrl={shown.chatbotLogo || undefined}
                />
              ))}
            </div>
            <Descriptions
              items={[
                { label: '模板名称', value: shown.name },
                { label: '服务号', value: shown.chatbotName },
                { label: '单位名称', value: shown.companyName },
                { label: '所属行业', value: industryName(shown.industry) },
                { label: '类型', value: templateKindNames[shown.kind] },
                { label: '变量', value: shown.variables.map((v) => `{${v}}`).join('、') || '无' },
                { label: '已等待', value: waitedText(shown.waitedMinutes) },
              ]}
            />
            <ReviewDecisionForm
              onDecide={async (decision) => {
                try {
                  await api.call('manageReviewTemplate', { id: shown.id, ...decision });
                  message.success(decision.approve ? '已审核通过，正在交运营商审核' : '已驳回');
                  setShown(null);
                  await mutate();
                } catch (failure) {
                  handleFailure(failure);
                }
              }}
            />
          </div>
        )}
      </Dialog>
    </BackOfficeFrame>
  );
}
