import { useState } from 'react';
import type { RequestOf, SendTask, SendTaskStatus } from '@p5g/api/contract';
import { sendTaskStatusNames } from '@p5g/api/contract';
import {
  DateRangePicker,
  FilterBar,
  Link,
  Select,
  SelectItem,
  TextField,
  type TableColumn,
} from '@p5g/design-system';
import { StatusTag } from '../../lib/ui/StatusTag.tsx';
import { today } from '@internationalized/date';
import { formatTime } from '../../lib/format-time.ts';
import { ExportButton } from '../../lib/ui/ExportButton.tsx';
import { href } from '../../lib/routes-table.ts';
import { PagedTable } from '../../lib/ui/PagedTable.tsx';
import { countText } from '../../lib/preview-view.ts';
import { taskListPolling } from './task-rules.ts';
import { useEndpoint } from '../../lib/endpoint-hooks.ts';
import * as styles from './sending.css.ts';

type Filter = Omit<RequestOf<'taskList'>, 'page' | 'pageSize'>;
type Range = { start: ReturnType<typeof today>; end: ReturnType<typeof today> } | null;
const pageSize = 10;
const all = 'all';
const statusOptions = [
  { id: all, name: '全部状态' },
  ...Object.entries(sendTaskStatusNames).map(([value, name]) => ({ id: value, name })),
];

const count = (value: number) => countText(value);

/** The columns of a send record: what, status, where each message stands, when. */
const columns: TableColumn<SendTask>[] = [
  {
    id: 'name',
    header: '任务名称',
    isRowHeader: true,
    cell: (task) => <Link href={href('send_record_detail', { id: task.id })}>{task.name}</Link>,
  },
  { id: 'template', header: '模板', hideOnPhone: true, cell: (task) => task.templateName },
  {
    id: 'status',
    header: '状态',
    width: 110,
    cell: (task) => <StatusTag family="sendTask" value={task.status} />,
  },
  {
    id: 'total',
    hideOnPhone: true,
    header: '总数',
    width: 80,
    align: 'end',
    cell: (t) => count(t.counts.total),
  },
  {
    id: 'delivered5g',
    hideOnPhone: true,
    header: '已送达（5G）',
    width: 110,
    align: 'end',
    cell: (t) => count(t.counts.delivered5g + t.counts.read),
  },
  {
    id: 'deliveredSms',
    hideOnPhone: true,
    header: '已送达（短信）',
    width: 110,
    align: 'end',
    cell: (t) => count(t.counts.deliveredSms),
  },
  {
    id: 'read',
    hideOnPhone: true,
    header: '已读',
    width: 80,
    align: 'end',
    cell: (t) => count(t.counts.read),
  },
  { id: 'failed', header: '失败', width: 80, align: 'end', cell: (t) => count(t.counts.failed) },
  {
    id: 'pending',
    hideOnPhone: true,
    header: '处理中',
    width: 80,
    align: 'end',
    cell: (t) => count(t.counts.pending),
  },
  {
    id: 'time',
    hideOnPhone: true,
    header: '发送时间',
    width: 150,
    cell: (t) => formatTime(t.startTime ?? t.sendAt ?? t.createTime),
  },
];

/**
 * 发送记录 (/pe/send_record): the company's send tasks with their status and where their messages
 * stand, filtered by status, creation date and name; asked again while a task is still changing.
 */
export function Component() {
  const [status, setStatus] = useState<string>(all);
  const [range, setRange] = useState<Range>(null);
  const [name, setName] = useState('');
  const [filter, setFilter] = useState<Filter>({});
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useEndpoint(
    'taskList',
    { page, pageSize, ...filter },
    taskListPolling,
  );

  function search() {
    const trimmed = name.trim();
    setFilter({
      ...(status !== all && { status: Number(status) }),
      ...(range && { startDay: range.start.toString(), endDay: range.end.toString() }),
      ...(trimmed && { name: trimmed }),
    });
    setPage(1);
  }

  function reset() {
    setStatus(all);
    setRange(null);
    setName('');
    setFilter({});
    setPage(1);
  }

  return (
    <section className={styles.page} aria-labelledby="send-records-title">
      <div className={styles.header}>
        <h1 id="send-records-title" className={styles.title}>
          发送记录
        </h1>
        <ExportButton
          request={{
            kind: 'sendRecords',
            ...filter,
            status: filter.status as SendTaskStatus | undefined,
          }}
        />
      </div>
      <FilterBar
        aria-label="发送记录筛选"
        onSearch={search}
        onReset={reset}
        isSearching={isLoading}
      >
        <Select
          label="状态"
          items={statusOptions}
          selectedKey={status}
          onSelectionChange={(key) => setStatus(String(key))}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
        <DateRangePicker
          label="创建日期"
          disallowFuture
          today={today('Asia/Shanghai')}
          value={range}
          onChange={(value) => setRange(value ? { start: value.start, end: value.end } : null)}
        />
        <TextField label="任务名称" width={200} maxLength={30} value={name} onChange={setName} />
      </FilterBar>
      <div className={styles.panel}>
        <PagedTable
          aria-label="发送记录"
          columns={columns}
          getRowId={(task) => task.id}
          data={data}
          isLoading={isLoading}
          error={error}
          onRetry={() => void mutate()}
          failedDescription="发送记录加载失败"
          emptyDescription={
            Object.keys(filter).length
              ? '没有符合条件的发送记录'
              : '暂无发送记录，可在我的模板中选择审核通过的模板发送'
          }
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
        />
      </div>
    </section>
  );
}
