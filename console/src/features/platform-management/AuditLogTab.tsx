import { useState } from 'react';
import type { ResponseOf } from '@p5g/api/contract';
import type { TableColumn } from '@p5g/design-system';
import { formatTime } from '../../lib/format-time.ts';
import { PagedTable } from '../../lib/ui/PagedTable.tsx';
import { useEndpoint } from '../../lib/endpoint-hooks.ts';

type Entry = ResponseOf<'auditLog'>['list'][number];
const pageSize = 10;

const columns: TableColumn<Entry>[] = [
  { id: 'time', header: '操作时间', noWrap: true, cell: (e) => formatTime(e.createTime) },
  { id: 'actor', header: '操作人', cell: (e) => e.actorName },
  { id: 'action', header: '操作', noWrap: true, cell: (e) => e.actionName, isRowHeader: true },
  { id: 'target', header: '对象', cell: (e) => e.target },
  { id: 'detail', header: '详情', cell: (e) => e.detail || '-' },
];

/** 操作记录: who changed which sub-account or role, and when (newest first). */
export function AuditLogTab() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useEndpoint(
    'auditLog',
    { page, pageSize },
    { keepPreviousData: true },
  );
  return (
    <PagedTable
      aria-label="操作记录"
      columns={columns}
      data={data}
      isLoading={isLoading}
      error={error}
      onRetry={() => void mutate()}
      failedDescription="操作记录加载失败"
      emptyDescription="暂无操作记录"
      page={page}
      pageSize={pageSize}
      onPageChange={setPage}
    />
  );
}
