import { useState } from 'react';
import { Button, Empty, Pagination } from '@p5g/design-system';
import { useAction, useEndpoint, useEndpointCache } from '../../lib/endpoint-hooks.ts';
import { formatTime } from '../../lib/format-time.ts';
import { showFailureMessage } from '../../lib/show-failure.ts';
import * as styles from './InboxPage.css.ts';

const pageSize = 10;

/** /pg_information: the inbox. Reading a message marks it read; the header's dot follows. */
export function Component() {
  const [page, setPage] = useState(1);
  const { data } = useEndpoint('noticeList', { page, pageSize });
  const { refresh } = useEndpointCache();
  // Then the inbox and the header's dot are asked again.
  const markRead = useAction('noticeRead', {
    onSuccess: () => refresh('noticeList', 'noticeActual'),
    onFailure: showFailureMessage,
  });
  const hasUnread = data?.list.some((n) => !n.read) ?? false;

  const read = (id?: string) => markRead.run(id === undefined ? {} : { id });

  return (
    <section className={styles.panel} aria-labelledby="inbox-title">
      <div className={styles.top}>
        <h1 id="inbox-title" className={styles.title}>
          消息中心
        </h1>
        <Button size="small" isDisabled={!hasUnread} onPress={() => void read()}>
          全部标为已读
        </Button>
      </div>
      {data && data.list.length === 0 ? (
        <Empty description="暂无消息" />
      ) : (
        <ul className={styles.list} aria-busy={!data}>
          {data?.list.map((notice) => (
            <li key={notice.id} className={styles.item} data-read={notice.read || undefined}>
              <div className={styles.itemHead}>
                <h2 className={styles.itemTitle}>
                  {!notice.read && <span className={styles.unreadTag}>未读</span>}
                  {notice.title}
                </h2>
                <time className={styles.time} dateTime={notice.createTime}>
                  {formatTime(notice.createTime)}
                </time>
              </div>
              <p className={styles.content}>{notice.content}</p>
              {notice.orderNo && <p className={styles.order}>订单号：{notice.orderNo}</p>}
              {!notice.read && (
                <Button variant="text" size="small" onPress={() => void read(notice.id)}>
                  标为已读
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {data && data.total > pageSize && (
        <Pagination total={data.total} page={page} pageSize={pageSize} onChange={setPage} />
      )}
    </section>
  );
}
