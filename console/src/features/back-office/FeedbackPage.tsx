import { useState } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  ReasonForm,
  message,
  type TableColumn,
} from '@p5g/design-system';
import { useAction } from '../../lib/endpoint-hooks.ts';
import { usePagedList, type ListItem } from '../../lib/use-paged-list.ts';
import { PagedTable } from '../../lib/ui/PagedTable.tsx';
import { BackOfficeFrame } from './BackOfficeFrame.tsx';
import * as styles from './BackOffice.css.ts';
import { formatTime } from '../../lib/format-time.ts';

type Feedback = ListItem<'manageFeedback'>;

/** Who left a message: the company and user when signed in, else the mobile left with it. */
const senderOf = (f: Feedback) =>
  f.companyName ? `${f.companyName}${f.userName ? `（${f.userName}）` : ''}` : `访客 ${f.contact}`;

/**
 * 用户留言: feedback from the console and the home page, newest first; a reply goes to
 * the company's inbox, or by SMS to a visitor's mobile. Each message is answered once.
 */
export function Component() {
  const list = usePagedList('manageFeedback', {}, { keepPreviousData: true });
  const unanswered = list.filters.unanswered === true;
  const [replying, setReplying] = useState<Feedback | null>(null);

  const columns: TableColumn<Feedback>[] = [
    { id: 'time', header: '留言时间', noWrap: true, cell: (f) => formatTime(f.createTime) },
    { id: 'sender', header: '留言人', cell: senderOf },
    { id: 'content', header: '留言内容', cell: (f) => f.content, isRowHeader: true },
    {
      id: 'reply',
      header: '回复',
      cell: (f) => (f.reply ? `${f.reply}（${formatTime(f.replyTime!)}）` : '未回复'),
    },
    {
      id: 'actions',
      header: '操作',
      noWrap: true,
      cell: (f) =>
        f.reply ? null : (
          <Button variant="text" size="small" onPress={() => setReplying(f)}>
            回复
          </Button>
        ),
    },
  ];

  return (
    <BackOfficeFrame title="用户留言">
      <section className={styles.panel} aria-label="用户留言">
        <Checkbox
          isSelected={unanswered}
          onChange={(value) => list.applyFilters(value ? { unanswered: value } : {})}
        >
          只看未回复
        </Checkbox>
        <PagedTable
          aria-label="用户留言"
          columns={columns}
          {...list.table}
          failedDescription="留言加载失败"
          emptyDescription={unanswered ? '暂无未回复的留言' : '暂无留言'}
        />
      </section>
      <Dialog
        title="回复留言"
        isOpen={replying !== null}
        onOpenChange={(isOpen) => !isOpen && setReplying(null)}
      >
        {replying && (
          <ReplyForm
            feedback={replying}
            onDone={async () => {
              setReplying(null);
              await list.mutate();
            }}
          />
        )}
      </Dialog>
    </BackOfficeFrame>
  );
}

function ReplyForm({ feedback, onDone }: { feedback: Feedback; onDone: () => Promise<void> }) {
  const reply = useAction('manageReplyFeedback', {
    onSuccess: async () => {
      message.success(feedback.companyName ? '已回复，客户将在消息中心收到' : '已回复，短信已发送');
      await onDone();
    },
  });
  return (
    <ReasonForm
      label="回复内容"
      description={
        feedback.companyName
          ? '回复将发送到该单位的消息中心'
          : `回复将以短信发送到 ${feedback.contact}`
      }
      requiredMessage="请填写回复内容"
      rows={4}
      maxLength={500}
      submitLabel="发送回复"
      isPending={reply.isPending}
      onSubmit={(text) => void reply.run({ id: feedback.id, reply: text })}
    >
      <p>
        {senderOf(feedback)}：{feedback.content}
      </p>
    </ReasonForm>
  );
}
