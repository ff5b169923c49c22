import { useState } from 'react';
import type { WebhookDelivery } from '@p5g/api/contract';
import { Button, StatusTag, type TableColumn } from '@p5g/design-system';
import { useEndpoint } from '../../../lib/endpoint-hooks.ts';
import { formatTime } from '../../../lib/format-time.ts';
import { PagedTable } from '../../../lib/ui/PagedTable.tsx';
import { deliveryStateTag, eventName } from './delivery-views.ts';

const pageSize = 10;

type Props = {
  /** Opens a delivery's detail. */
  onOpen: (id: string) => void;
};

/** 推送记录: every event POSTed (or being retried), newest first. */
export function DeliveryLog({ onOpen }: Props) {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useEndpoint(
    'webhookDeliveries',
    { page, pageSize },
    { keepPreviousData: true },
  );
  const columns: TableColumn<WebhookDelivery>[] = [
    { id: 'time', header: '产生时间', noWrap: true, cell: (d) => formatTime(d.createTime) },
    { id: 'type', header: '事件', isRowHeader: true, cell: (d) => eventName(d.type) },
    {
      id: 'state',
      header: '状态',
      noWrap: true,
      cell: (d) => <StatusTag {...deliveryStateTag(d.state)} />,
    },
    { id: 'attempts', header: '尝试次数', align: 'end', cell: (d) => d.attempts },
    { id: 'status', header: '响应状态', cell: (d) => d.lastStatus ?? '-' },
    {
      id: 'next',
      header: '下次尝试',
      noWrap: true,
      cell: (d) => (d.nextAttemptTime ? formatTime(d.nextAttemptTime) : '-'),
    },
    {
      id: 'actions',
      header: '操作',
      cell: (d) => (
        <Button variant="text" size="small" onPress={() => onOpen(d.id)}>
          详情
        </Button>
      ),
    },
  ];
  return (
    <PagedTable
      aria-label="推送记录"
      columns={columns}
      data={data}
      isLoading={isLoading}
      error={error}
      onRetry={() => void mutate()}
      failedDescription="推送记录加载失败"
      emptyDescription="暂无推送记录"
      page={page}
      pageSize={pageSize}
      onPageChange={setPage}
    />
  );
}
