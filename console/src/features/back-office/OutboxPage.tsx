import { InlineNotice, type TableColumn } from '@p5g/design-system';
import { formatTime } from '../../lib/format-time.ts';
import { PagedTable } from '../../lib/ui/PagedTable.tsx';
import { usePagedList, type ListItem } from '../../lib/use-paged-list.ts';
import { BackOfficeFrame } from './BackOfficeFrame.tsx';
import { outboxNotice, outboxTemplateTitle } from './outbox.ts';
import * as styles from './BackOffice.css.ts';

type OutboxMessage = ListItem<'manageOutbox'>;

const columns: TableColumn<OutboxMessage>[] = [
  { id: 'time', header: '发送时间', noWrap: true, cell: (m) => formatTime(m.createTime) },
  { id: 'recipient', header: '接收号码', noWrap: true, cell: (m) => m.recipient },
  { id: 'template', header: '类型', noWrap: true, cell: (m) => outboxTemplateTitle(m.template) },
  { id: 'body', header: '短信内容', cell: (m) => m.body, isRowHeader: true },
];

/**
 * 短信发件箱: the SMS the platform sent, newest first — registration and password codes
 * among them, readable here only while the built-in provider stands in for a gateway.
 */
export function Component() {
  const list = usePagedList('manageOutbox', {}, { keepPreviousData: true });
  const notice = list.data && outboxNotice(list.data.builtInProvider);
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
          {...list.table}
          failedDescription="短信加载失败"
          emptyDescription="暂无短信"
        />
      </section>
    </BackOfficeFrame>
  );
}
