import { type ResponseOf } from '@p5g/api/contract';
import { Table, type TableColumn } from '@p5g/design-system';
import { formatTime } from '../../lib/format-time.ts';
import { messageViewOf } from '../../lib/message-view.ts';
import { capabilityText, carriersText, countText } from '../../lib/preview-view.ts';
import { ReviewedMessage } from './ReviewedMessage.tsx';
import { ReviewQueue } from './ReviewQueue.tsx';
import { waitedText } from './review-wait.ts';

type QueuedTask = ResponseOf<'manageTasks'>['list'][number];
type Sample = QueuedTask['samples'][number] & { id: number };

const sampleColumns: TableColumn<Sample>[] = [
  { id: 'mobile', header: '号码', width: 130, noWrap: true, cell: (r) => r.mobile },
  { id: 'name', header: '姓名', width: 100, cell: (r) => r.name },
  {
    id: 'variables',
    header: '变量',
    cell: (r) =>
      Object.entries(r.variables)
        .map(([name, value]) => `${name}：${value}`)
        .join('；'),
  },
];

const sendTimeText = (task: QueuedTask) =>
  task.sendAt ? `定时 ${formatTime(task.sendAt)}` : '审核通过后立即发送';

const columns: TableColumn<QueuedTask>[] = [
  { id: 'name', header: '任务名称', isRowHeader: true, cell: (task) => task.name },
  { id: 'company', header: '单位名称', cell: (task) => task.companyName },
  { id: 'template', header: '模板', cell: (task) => task.templateName },
  {
    id: 'recipients',
    header: '号码数',
    width: 100,
    align: 'end',
    cell: (task) => countText(task.counts.total),
  },
  { id: 'sendAt', header: '发送时间', width: 170, cell: sendTimeText },
];

/**
 * Send tasks waiting for the platform review: the message as the first recipients will receive it
 * (their numbers masked) and who sends which template to how many numbers, on
 * which carriers and how many can receive 5G messages; approving starts the sending (at once or
 * at the scheduled time), so it is confirmed.
 */
export function Component() {
  return (
    <ReviewQueue
      title="发送审核"
      subject="发送任务"
      columns={columns}
      dialogSize="large"
      queue="manageTasks"
      approvedMessage="已审核通过，任务将按时发送"
      approveConfirmation={(task) => (
        <p>
          审核通过后，任务“{task.name}”将
          {task.sendAt ? `于 ${formatTime(task.sendAt)} ` : '立即'}
          发送给 {countText(task.counts.total)} 个号码。
        </p>
      )}
      renderItem={(task) => (
        <>
          <p>
            {task.samples[0]
              ? `消息按号码 ${task.samples[0].mobile} 的变量显示，即该号码将收到的内容：`
              : '消息内容：'}
          </p>
          <ReviewedMessage
            preview={{
              message: messageViewOf(task.template.content, task.template.materials),
              serviceName: task.chatbotName,
              variables: task.samples[0]?.variables,
            }}
            table={
              <Table
                aria-label="号码示例"
                columns={sampleColumns}
                rows={task.samples.map((sample, id) => ({ ...sample, id }))}
                emptyState="无号码"
              />
            }
            facts={[
              { label: '任务名称', value: task.name },
              { label: '单位名称', value: task.companyName },
              { label: '服务号', value: task.chatbotName },
              { label: '模板', value: task.templateName },
              { label: '号码数', value: countText(task.counts.total) },
              { label: '运营商分布', value: carriersText(task.carriers) },
              { label: '能力分布', value: capabilityText(task.capabilities) },
              { label: '发送时间', value: sendTimeText(task) },
              { label: '提交时间', value: task.submitTime ? formatTime(task.submitTime) : '' },
              { label: '已等待', value: waitedText(task.waitedMinutes) },
            ]}
          />
        </>
      )}
    />
  );
}
