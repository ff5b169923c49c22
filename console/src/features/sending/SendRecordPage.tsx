import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  capabilities,
  deliveryStateNames,
  failureCauses,
  mobileFilterProblem,
  type DeliveryState,
  type FailureCause,
  type RequestOf,
  type ResponseOf,
  type SendTaskDetail,
} from '@p5g/api/contract';
import {
  Button,
  ConfirmDialog,
  DeliverySummary,
  Descriptions,
  FilterBar,
  InlineNotice,
  Link,
  Select,
  SelectItem,
  Skeleton,
  Table,
  TextField,
  Timeline,
  message,
  type TableColumn,
} from '@p5g/design-system';
import { StatusTag } from '../../lib/ui/StatusTag.tsx';
import { formatTime } from '../../lib/format-time.ts';
import { href } from '../../lib/routes-table.ts';
import { storedUser } from '../../lib/session.ts';
import { callerOf } from '../../lib/navigation-rules.ts';
import { LoadFailed } from '../../lib/ui/LoadFailed.tsx';
import { PagedTable } from '../../lib/ui/PagedTable.tsx';
import { ExportButton } from '../../lib/ui/ExportButton.tsx';
import { causeHelpPath } from './failure-help.ts';
import { HiddenNumbersNotice } from './HiddenNumbersNotice.tsx';
import { keptRecipientFilter, recipientFilterParams } from './recipient-filter.ts';
import { withIds } from './table-rows.ts';
import { countText } from '../../lib/preview-view.ts';
import { useAction, useEndpoint } from '../../lib/endpoint-hooks.ts';
import { emptySendProgress, keepSendProgress } from './send-progress.ts';
import { timelineItemOf } from './task-events.ts';
import { Replies } from './Replies.tsx';
import { suggestionPlace } from './replies.ts';
import { isTaskLive, mayCopyAsNew, taskActions, taskPolling } from './task-rules.ts';
import * as styles from './sending.css.ts';

type Recipient = ResponseOf<'taskRecipients'>['list'][number];
type FailCarrier = ResponseOf<'taskFailCarrier'>[number];
type RecipientFilter = Omit<RequestOf<'taskRecipients'>, 'id' | 'page' | 'pageSize'>;
const all = 'all';
const pageSize = 20;
const hiddenTypedNumbersMessage =
  '手动输入的号码已隐藏，未复制；验证登录密码显示完整号码后可一并复制';

/** A failure cause, linked to the help article that says what to do about it. */
function CauseLink({ cause, name }: { cause: string | null; name: string | null }) {
  if (!cause) return null;
  return (
    <Link variant="inline" href={causeHelpPath(cause)}>
      {name ?? failureCauses[cause as FailureCause]?.name ?? cause}
    </Link>
  );
}

/**
 * One send record (/pe/send_record/:id): status and what the customer may do with it (pause,
 * resume, cancel after confirming, copy as a new task), the delivery summary, the timeline of who
 * did what when, failures per carrier and every recipient with state and cause; asked again while
 * the task is sending or receipts are still coming in.
 */
export function Component() {
  const { id = '' } = useParams();
  const { data: task, error, isLoading, mutate } = useEndpoint('taskGet', { id }, taskPolling);

  if (isLoading) return <Skeleton shape="cards" count={3} columns={1} label="发送记录加载中" />;
  if (error || !task) {
    return <LoadFailed description="发送记录加载失败" onRetry={() => void mutate()} />;
  }
  return <TaskDetail task={task} onChanged={() => void mutate()} />;
}

function TaskDetail({ task, onChanged }: { task: SendTaskDetail; onChanged: () => void }) {
  const live = isTaskLive(task);
  const { counts } = task;
  const version = [task.status, counts.pending, counts.failed, counts.read, counts.notSent].join(
    ':',
  );
  return (
    <section className={styles.page} aria-labelledby="send-record-title">
      <Link href={href('send_record')}>返回发送记录</Link>
      <div className={styles.header}>
        <h1 id="send-record-title" className={styles.title}>
          {task.name}
        </h1>
        <StatusTag family="sendTask" value={task.status} />
      </div>
      <TaskActions task={task} onChanged={onChanged} />
      {task.rejectReason && (
        <InlineNotice type="error" title="审核驳回">
          {task.rejectReason}
        </InlineNotice>
      )}
      {task.endNote && (
        <InlineNotice type="warning" title="任务提前结束">
          {task.endNote}
        </InlineNotice>
      )}
      <div className={styles.panel}>
        <Descriptions
          items={[
            { label: '模板', value: task.templateName },
            { label: '服务号', value: task.chatbotName },
            {
              label: '发送方式',
              value: task.sendAt ? `定时 ${formatTime(task.sendAt)}` : '审核通过后立即发送',
            },
            { label: '创建时间', value: formatTime(task.createTime) },
            { label: '开始发送', value: task.startTime && formatTime(task.startTime) },
            { label: '结束时间', value: task.finishTime && formatTime(task.finishTime) },
            { label: '扣除条数', value: `${countText(task.chargedCount)} 条` },
            { label: '退回条数', value: `${countText(task.refundedCount)} 条` },
          ]}
        />
      </div>
      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby="delivery-title">
          <h2 id="delivery-title" className={styles.subtitle}>
            送达情况
          </h2>
          {live && <p className={styles.note}>发送结果持续更新中</p>}
          <DeliverySummary counts={task.counts} aria-label="本任务送达情况" />
          <FailCarriers taskId={task.id} version={version} />
        </section>
        <section className={styles.panel} aria-labelledby="timeline-title">
          <h2 id="timeline-title" className={styles.subtitle}>
            任务记录
          </h2>
          <Timeline
            aria-label="任务记录"
            items={task.events.map((event) => ({
              ...timelineItemOf(event),
              time: formatTime(event.time),
            }))}
          />
        </section>
      </div>
      <Interactions interactions={task.interactions} />
      <Recipients taskId={task.id} version={version} onUnlocked={onChanged} />
    </section>
  );
}

type PressedButton = SendTaskDetail['interactions']['buttons'][number];
const buttonColumns: TableColumn<PressedButton & { id: string }>[] = [
  { id: 'label', header: '按钮', isRowHeader: true, cell: (b) => b.label },
  { id: 'place', header: '位置', cell: (b) => suggestionPlace(b.postback) },
  { id: 'clicks', header: '点击次数', width: 110, cell: (b) => `${countText(b.clicks)} 次` },
];

/** What the recipients sent back: replies, and the presses of each button and suggestion. */
function Interactions({ interactions }: { interactions: SendTaskDetail['interactions'] }) {
  return (
    <section className={styles.panel} aria-labelledby="interactions-title">
      <h2 id="interactions-title" className={styles.subtitle}>
        互动情况
      </h2>
      <p className={styles.note}>收到回复 {countText(interactions.replies)} 条</p>
      <Table
        aria-label="按钮点击次数"
        columns={buttonColumns}
        rows={interactions.buttons.map((b) => ({ ...b, id: b.postback }))}
        emptyState="暂无按钮点击"
      />
    </section>
  );
}

function TaskActions({ task, onChanged }: { task: SendTaskDetail; onChanged: () => void }) {
  const navigate = useNavigate();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const actions = taskActions(task.status);
  const changed = (done: string) => () => {
    message.success(done);
    setConfirmingCancel(false);
    onChanged();
  };
  const pause = useAction('taskPause', { onSuccess: changed('已暂停发送') });
  const resume = useAction('taskResume', { onSuccess: changed('已继续发送') });
  const cancel = useAction('taskCancel', { onSuccess: changed('已取消任务') });
  const viewer = storedUser(localStorage);
  const mayCopy = viewer !== null && mayCopyAsNew(callerOf(viewer));

  /**
   * Copy as new: the send form opens on the same template with the same recipients. Typed numbers
   * shown masked are not copied (the form would take them for invalid ones).
   */
  function copyAsNew() {
    const account = viewer?.account ?? '';
    const numbersHidden = !task.unlocked && task.request.mobiles.length > 0;
    keepSendProgress(
      localStorage,
      account,
      task.templateId,
      {
        ...emptySendProgress,
        mobilesText: numbersHidden ? '' : task.request.mobiles.join('\n'),
        groupIds: task.request.groups.map((group) => group.id),
      },
      new Date(),
    );
    if (numbersHidden) message.warning(hiddenTypedNumbersMessage);
    navigate(href('send', { templateId: task.templateId }));
  }

  return (
    <div className={styles.actions}>
      {actions.pause && (
        <Button isLoading={pause.isPending} onPress={() => void pause.run({ id: task.id })}>
          暂停
        </Button>
      )}
      {actions.resume && (
        <Button
          variant="primary"
          isLoading={resume.isPending}
          onPress={() => void resume.run({ id: task.id })}
        >
          继续发送
        </Button>
      )}
      {actions.cancel && (
        <Button variant="danger" onPress={() => setConfirmingCancel(true)}>
          取消任务
        </Button>
      )}
      {mayCopy && <Button onPress={copyAsNew}>复制为新任务</Button>}
      <ConfirmDialog
        title={`取消任务“${task.name}”？`}
        message="尚未发送的号码将不再发送，已发送的消息不能撤回。取消后不可恢复。"
        confirmLabel="取消任务"
        cancelLabel="返回"
        tone="danger"
        isOpen={confirmingCancel}
        onOpenChange={setConfirmingCancel}
        isConfirmLoading={cancel.isPending}
        onConfirm={() => void cancel.run({ id: task.id })}
      />
    </div>
  );
}

const causesText = (causes: Record<string, number>) =>
  Object.entries(causes)
    .filter(([, n]) => n > 0)
    .map(([cause, n]) => `${failureCauses[cause as FailureCause]?.name ?? cause} ${countText(n)}`)
    .join('，') || '无';

function FailCarriers({ taskId, version }: { taskId: string; version: string }) {
  const { data } = useEndpoint('taskFailCarrier', { id: taskId }, { revision: version });
  const columns: TableColumn<FailCarrier>[] = [
    { id: 'carrier', header: '运营商', isRowHeader: true, cell: (c) => c.carrierName },
    { id: 'total', header: '号码数', align: 'end', width: 80, cell: (c) => countText(c.total) },
    { id: 'failed', header: '失败数', align: 'end', width: 80, cell: (c) => countText(c.failed) },
    { id: 'causes', header: '失败原因', cell: (c) => causesText(c.causes) },
  ];
  if (!data) return null;
  return (
    <Table
      aria-label="各运营商失败情况"
      columns={columns}
      rows={data.map((c) => ({ ...c, id: c.carrier }))}
    />
  );
}

const stateOptions = [
  { id: all, name: '全部状态' },
  ...Object.entries(deliveryStateNames).map(([id, name]) => ({ id, name })),
];
const causeOptions = [
  { id: all, name: '全部原因' },
  ...Object.entries(failureCauses).map(([id, cause]) => ({ id, name: cause.name })),
];

function Recipients({
  taskId,
  version,
  onUnlocked,
}: {
  taskId: string;
  version: string;
  onUnlocked: () => void;
}) {
  // 状态 and 失败原因 live in the address, so Back from a cause's help link finds them again.
  const [params, setParams] = useSearchParams();
  const kept = keptRecipientFilter(params);
  const [state, setState] = useState<string>(kept.state ?? all);
  const [cause, setCause] = useState<string>(kept.cause ?? all);
  const [mobile, setMobile] = useState('');
  const [mobileProblem, setMobileProblem] = useState<string | null>(null);
  const [searchedMobile, setSearchedMobile] = useState('');
  const filter: RecipientFilter = { ...kept, ...(searchedMobile && { mobile: searchedMobile }) };
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useEndpoint(
    'taskRecipients',
    { id: taskId, page, pageSize, ...filter },
    { revision: version },
  );

  const columns: TableColumn<Recipient>[] = [
    { id: 'mobile', header: '手机号码', isRowHeader: true, width: 130, cell: (r) => r.mobile },
    { id: 'name', header: '姓名', hideOnPhone: true, cell: (r) => r.name },
    { id: 'carrier', header: '运营商', width: 100, hideOnPhone: true, cell: (r) => r.carrierName },
    {
      id: 'capability',
      header: '接收能力',
      width: 100,
      hideOnPhone: true,
      cell: (r) => capabilities[r.capability],
    },
    { id: 'state', header: '状态', width: 120, cell: (r) => deliveryStateNames[r.state] },
    {
      id: 'cause',
      header: '失败原因',
      width: 140,
      cell: (r) => <CauseLink cause={r.cause} name={r.causeName} />,
    },
    {
      id: 'updated',
      header: '更新时间',
      width: 150,
      hideOnPhone: true,
      cell: (r) => formatTime(r.updateTime),
    },
    { id: 'replies', header: '回复与点击', cell: (r) => <Replies replies={r.replies} /> },
  ];

  return (
    <section className={styles.panel} aria-labelledby="recipients-title">
      <div className={styles.header}>
        <h2 id="recipients-title" className={styles.subtitle}>
          接收号码
        </h2>
        <ExportButton request={{ kind: 'taskRecipients', taskId, ...filter }} />
      </div>
      {data && !data.unlocked && (
        <HiddenNumbersNotice
          onUnlocked={() => {
            void mutate();
            onUnlocked();
          }}
        />
      )}
      <FilterBar
        aria-label="接收号码筛选"
        onSearch={() => {
          const digits = mobile.trim();
          const problem = digits ? mobileFilterProblem(digits, data?.unlocked ?? false) : null;
          setMobileProblem(problem);
          if (problem) return;
          const chosen = {
            ...(state !== all && { state: state as DeliveryState }),
            ...(cause !== all && { cause: cause as FailureCause }),
          };
          setParams(recipientFilterParams(chosen), { replace: true });
          setSearchedMobile(digits);
          setPage(1);
        }}
        onReset={() => {
          setState(all);
          setCause(all);
          setMobile('');
          setMobileProblem(null);
          setParams({}, { replace: true });
          setSearchedMobile('');
          setPage(1);
        }}
      >
        <Select
          label="状态"
          items={stateOptions}
          selectedKey={state}
          onSelectionChange={(key) => setState(String(key))}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
        <Select
          label="失败原因"
          items={causeOptions}
          selectedKey={cause}
          onSelectionChange={(key) => setCause(String(key))}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
        <TextField
          label="手机号码"
          width={160}
          maxLength={11}
          inputMode="numeric"
          value={mobile}
          onChange={(value) => {
            setMobile(value);
            setMobileProblem(null);
          }}
          isInvalid={mobileProblem !== null}
          errorMessage={mobileProblem}
        />
      </FilterBar>
      <PagedTable
        aria-label="接收号码"
        columns={columns}
        data={withIds(data, (r) => `seq-${r.seq}`)}
        isLoading={isLoading}
        error={error}
        onRetry={() => void mutate()}
        failedDescription="接收号码加载失败"
        emptyDescription={Object.keys(filter).length ? '没有符合条件的号码' : '暂无接收号码'}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
      />
    </section>
  );
}
