import { useState } from 'react';
import { deliveryStateNames, mobilePattern, type ResponseOf } from '@p5g/api/contract';
import { FilterBar, Link, TextField, type TableColumn } from '@p5g/design-system';
import { formatTime } from '../../lib/format-time.ts';
import { href } from '../../lib/routes-table.ts';
import { PagedTable } from '../../lib/ui/PagedTable.tsx';
import { causeHelpPath } from './failure-help.ts';
import { withIds } from './table-rows.ts';
import { useEndpoint } from '../../lib/endpoint-hooks.ts';
import { HiddenNumbersNotice } from './HiddenNumbersNotice.tsx';
import { Replies } from './Replies.tsx';
import * as styles from './sending.css.ts';

type SentMessage = ResponseOf<'taskQuery'>['list'][number];
const pageSize = 10;

const columns: TableColumn<SentMessage>[] = [
  {
    id: 'task',
    header: '任务名称',
    isRowHeader: true,
    cell: (m) => <Link href={href('send_record_detail', { id: m.taskId })}>{m.taskName}</Link>,
  },
  { id: 'template', header: '模板', cell: (m) => m.templateName },
  { id: 'mobile', header: '手机号码', width: 130, cell: (m) => m.mobile },
  { id: 'state', header: '状态', width: 120, cell: (m) => deliveryStateNames[m.state] },
  {
    id: 'cause',
    header: '失败原因',
    width: 150,
    cell: (m) =>
      m.cause && (
        <Link variant="inline" href={causeHelpPath(m.cause)}>
          {m.causeName ?? m.cause}
        </Link>
      ),
  },
  {
    id: 'submitted',
    header: '发送时间',
    width: 150,
    cell: (m) => (m.submitTime ? formatTime(m.submitTime) : ''),
  },
  { id: 'updated', header: '更新时间', width: 150, cell: (m) => formatTime(m.updateTime) },
  { id: 'replies', header: '对方回复', cell: (m) => <Replies replies={m.replies} /> },
];

/**
 * 发送查询 (/pe/detail_enquiry): every message the company sent to one number, with its state and
 * cause (each linked to the help article on what to do). Numbers are masked (138****1234) until
 * the user confirms their password; that lasts until logout (spec §4, detail_enquiry).
 */
export function Component() {
  const [mobile, setMobile] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [asked, setAsked] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useEndpoint(
    'taskQuery',
    asked ? { mobile: asked, page, pageSize } : null,
  );

  function search() {
    const number = mobile.trim();
    if (!mobilePattern.test(number)) {
      setProblem(number ? '手机号码格式错误' : '请输入手机号码');
      return;
    }
    setAsked(number);
    setPage(1);
  }

  return (
    <section className={styles.page} aria-labelledby="send-query-title">
      <div className={styles.header}>
        <h1 id="send-query-title" className={styles.title}>
          发送查询
        </h1>
      </div>
      <FilterBar aria-label="发送查询" onSearch={search} isSearching={isLoading}>
        <TextField
          label="手机号码"
          width={200}
          maxLength={11}
          inputMode="numeric"
          value={mobile}
          onChange={(value) => {
            setMobile(value);
            setProblem(null);
          }}
          isInvalid={problem !== null}
          errorMessage={problem}
        />
      </FilterBar>
      {data && !data.unlocked && <HiddenNumbersNotice onUnlocked={() => void mutate()} />}
      {asked ? (
        <div className={styles.panel}>
          <PagedTable
            aria-label="发送明细"
            columns={columns}
            data={withIds(data, (m) => m.taskId)}
            isLoading={isLoading}
            error={error}
            onRetry={() => void mutate()}
            failedDescription="发送明细加载失败"
            emptyDescription="该号码暂无发送记录"
            page={page}
            pageSize={pageSize}
            onPageChange={setPage}
          />
        </div>
      ) : (
        <p className={styles.note}>输入手机号码，查询发送给该号码的每一条消息及其状态。</p>
      )}
    </section>
  );
}
