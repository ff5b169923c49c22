import { useState } from 'react';
import type { ResponseOf } from '@p5g/api/contract';
import { Button, Checkbox, Dialog, TextArea, message, type TableColumn } from '@p5g/design-system';
import { api } from '../../lib/api.ts';
import { PagedTable } from '../../lib/ui/PagedTable.tsx';
import { useFailureHandler } from '../../lib/use-failure-handler.ts';
import { BackOfficeFrame } from './BackOfficeFrame.tsx';
import { useManageFeedback } from './queries/manage-feedback.ts';
import * as styles from './BackOffice.css.ts';
import { formatTime } from '../../lib/format-time.ts';

type Feedback = ResponseOf<'manageFeedback'>['list'][number];
const pageSize = 10;

/** Who left a message: the company and user when signed in, else the mobile left with it. */
const senderOf = (f: Feedback) =>
  f.companyName ? `${f.companyName}${f.userName ? `（${f.userName}）` : ''}` : `访客 ${f.contact}`;

/**
 * 用户留言 (issue 15): feedback from the console and the home page, newest first; a reply goes to
 * the company's inbox, or by SMS to a visitor's mobile. Each message is answered once.
 */
export function Component() {
  const [page, setPage] = useState(1);
  const [unanswered, setUnanswered] = useState(false);
  const { data, error, isLoading, mutate } = useManageFeedback({
    page,
    pageSize,
    ...(unanswered ? { unanswered } : {}),
  });
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
          onChange={(value) => {
            setUnanswered(value);
            setPage(1);
          }}
        >
          只看未回复
        </Checkbox>
        <PagedTable
          aria-label="用户留言"
          columns={columns}
          data={data}
          isLoading={isLoading}
          error={error}
          onRetry={() => void mutate()}
          failedDescription="留言加载失败"
          emptyDescription={unanswered ? '暂无未回复的留言' : '暂无留言'}
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
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
              await mutate();
            }}
          />
        )}
      </Dialog>
    </BackOfficeFrame>
  );
}

function ReplyForm({ feedback, onDone }: { feedback: Feedback; onDone: () => Promise<void> }) {
  const handleFailure = useFailureHandler();
  const [reply, setReply] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function send() {
    if (reply.trim() === '') {
      setProblem('请填写回复内容');
      return;
    }
    setPending(true);
    try {
      await api.call('manageReplyFeedback', { id: feedback.id, reply: reply.trim() });
      message.success(feedback.companyName ? '已回复，客户将在消息中心收到' : '已回复，短信已发送');
      await onDone();
    } catch (failure) {
      handleFailure(failure);
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <p>
        {senderOf(feedback)}：{feedback.content}
      </p>
      <TextArea
        label="回复内容"
        description={
          feedback.companyName
            ? '回复将发送到该单位的消息中心'
            : `回复将以短信发送到 ${feedback.contact}`
        }
        isRequired
        rows={4}
        maxLength={500}
        showCount
        value={reply}
        onChange={(value) => {
          setReply(value);
          setProblem(null);
        }}
        isInvalid={problem !== null}
        errorMessage={problem}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isLoading={pending}>
          发送回复
        </Button>
      </div>
    </form>
  );
}
