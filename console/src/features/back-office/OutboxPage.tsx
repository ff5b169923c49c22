import { useState } from 'react';
import type { ResponseOf } from '@p5g/api/contract';
import { InlineNotice, type TableColumn } from '@p5g/design-system';
import { formatTime } from '../../lib/format-time.ts';
import { PagedTable } from '../../lib/ui/PagedTable.tsx';
import { BackOfficeFrame } from './BackOfficeFrame.tsx';
import { outboxNotice, outboxTemplateTitle } from './outbox.ts';
import { useManageOutbox } from './queries/manage-outbox.ts';
import * as styles from './BackOffice.css.ts';

type OutboxMessage = ResponseOf<'manageOutbox'>['list'][number];
const pageSize = 10;

const columns: TableColumn<OutboxMessage>[] = [
  { id: 'time', header: '发送时间', noWrap: true, cell: (m) => formatTime(m.createTime) },
  { id: 'recipient', header: '接收号码', noWrap: true, cell: (m) => m.recipient },
  { id: 'template', header: '类型', noWrap: true, cell: (m) => outboxTemplateTitle(m.template) },
  { id: 'body', header: '短信内容', cell: (m) => m.body, isRowHeader: true },
];

/**
 * 短信发件箱 (issue 12): the SMS the platform sent, newest first — registration and password codes
 * among them, readable here only while the built-in provider stands in for a gateway.
 */
export function Component() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useManageOutbox({ page, pageSize });
  const notice = data && outboxNotice(data.builtInProvider);
  return (
    <BackOfficeFrame title="短信发件箱">
      <section className={styles.panel} aria-label="短信发件箱">
        {notice && (
          <InlineNotice type={notice.type} title={notice.title}>
            {notice.text}
          </InlineNotice>
        )}
        <PagedTable
          aria-label="已发送短信"
          columns={columns}
          getRowId={(m) => m.id}
          data={data}
          isLoading={isLoading}
          error={error}
          onRetry={() => void mutate()}
          failedDescription="短信加载失败"
          emptyDescription="暂无短信"
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
        />
      </section>
    </BackOfficeFrame>
  );
}
