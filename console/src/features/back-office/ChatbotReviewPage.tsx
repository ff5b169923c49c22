import { useState } from 'react';
import type { ResponseOf } from '@p5g/api/contract';
import { Button, Descriptions, Dialog, message, type TableColumn } from '@p5g/design-system';
import { formatDateTime } from '@p5g/design-system/format';
import { api } from '../../lib/api.ts';
import { PagedTable } from '../../lib/ui/PagedTable.tsx';
import { useFailureHandler } from '../../lib/use-failure-handler.ts';
import { industryName } from '../messaging/index.ts';
import { BackOfficeFrame } from './BackOfficeFrame.tsx';
import { useManageChatbots } from './queries/manage-chatbots.ts';
import { ReviewDecisionForm } from './ReviewDecisionForm.tsx';
import { waitedText } from './review-wait.ts';
import * as styles from './BackOffice.css.ts';

type QueuedChatbot = ResponseOf<'manageChatbots'>['list'][number];
const pageSize = 10;

/** Service accounts waiting for the platform review: approve (the carriers then register it) or reject with a reason. */
export function Component() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useManageChatbots({ page, pageSize });
  const [shown, setShown] = useState<QueuedChatbot | null>(null);
  const handleFailure = useFailureHandler();

  const columns: TableColumn<QueuedChatbot>[] = [
    { id: 'name', header: '服务号名称', isRowHeader: true, cell: (bot) => bot.name },
    { id: 'company', header: '单位名称', cell: (bot) => bot.companyName },
    { id: 'industry', header: '所属行业', width: 100, cell: (bot) => industryName(bot.industry) },
    { id: 'waited', header: '已等待', width: 130, cell: (bot) => waitedText(bot.waitedMinutes) },
    {
      id: 'actions',
      header: '操作',
      width: 90,
      cell: (bot) => (
        <Button variant="text" size="small" onPress={() => setShown(bot)}>
          审核
        </Button>
      ),
    },
  ];

  return (
    <BackOfficeFrame title="服务号审核">
      <section className={styles.panel} aria-label="待审核服务号">
        <PagedTable
          aria-label="待审核服务号"
          columns={columns}
          getRowId={(bot) => bot.id}
          data={data}
          isLoading={isLoading}
          error={error}
          onRetry={() => void mutate()}
          failedDescription="服务号加载失败"
          emptyDescription="暂无待审核的服务号"
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
        />
      </section>
      <Dialog
        title="审核服务号"
        isOpen={shown !== null}
        onOpenChange={(isOpen) => !isOpen && setShown(null)}
      >
        {shown && (
          <div className={styles.form}>
            <img src={shown.logo} alt={`${shown.name}的头像`} width={64} height={64} />
            <Descriptions
              items={[
                { label: '服务号名称', value: shown.name },
                { label: '单位名称', value: shown.companyName },
                { label: '服务号简介', value: shown.description },
                { label: '所属行业', value: industryName(shown.industry) },
                { label: '所在省市', value: `${shown.provinceName} ${shown.cityName}` },
                { label: '服务电话', value: shown.servicePhone },
                { label: '联系邮箱', value: shown.email },
                { label: '办公地址', value: shown.address },
                { label: '更新时间', value: formatDateTime(shown.updateTime).slice(0, 16) },
                { label: '已等待', value: waitedText(shown.waitedMinutes) },
              ]}
            />
            <ReviewDecisionForm
              onDecide={async (decision) => {
                try {
                  await api.call('manageReviewChatbot', { id: shown.id, ...decision });
                  message.success(decision.approve ? '已审核通过，正在向运营商登记' : '已驳回');
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
