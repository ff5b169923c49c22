import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { contentReviewStatusNames, publicFormStates, type MiniAppSummary } from '@p5g/api/contract';
import {
  Button,
  Card,
  ConfirmDialog,
  CopyButton,
  Dialog,
  Empty,
  QrCode,
  message,
} from '@p5g/design-system';
import { useAction, useEndpoint } from '../../lib/endpoint-hooks.ts';
import { formatTime } from '../../lib/format-time.ts';
import { href } from '../../lib/routes-table.ts';
import { ListFilters, useListFilters } from '../../lib/ui/ListFilters.tsx';
import { PagedCards } from '../../lib/ui/PagedCards.tsx';
import { StatusTag } from '../../lib/ui/StatusTag.tsx';
import { SubmitForReviewButton } from '../../lib/ui/SubmitForReviewButton.tsx';
import { miniAppActions } from './mini-app-actions.ts';
import * as styles from './micro-apps.css.ts';

const pageSize = 12;

/** 我的微应用 (/miniApp/my_miniApp, /government/my_miniApp): every form of the company. */
export function Component() {
  return <MiniAppList drafts={false} />;
}

/** 草稿箱 (/government/gover_drafts): the drafts only. */
export function DraftsPage() {
  return <MiniAppList drafts />;
}

/**
 * The company's micro-apps, each with its status, answers today and in total, its public link
 * with copy and QR code once live, and what its status allows (edit, submit, take down, delete a
 * draft, answers and statistics).
 */
function MiniAppList({ drafts }: { drafts: boolean }) {
  const navigate = useNavigate();
  const filters = useListFilters();
  const [deleting, setDeleting] = useState<MiniAppSummary | null>(null);
  const [invalidating, setInvalidating] = useState<MiniAppSummary | null>(null);
  const [showingCode, setShowingCode] = useState<MiniAppSummary | null>(null);
  const list = useEndpoint('miniAppList', {
    page: filters.page,
    pageSize,
    drafts,
    keyword: filters.name,
    ...(filters.status !== undefined && { status: filters.status as MiniAppSummary['status'] }),
  });
  const heading = drafts ? '草稿箱' : '我的微应用';

  return (
    <section className={styles.page} aria-labelledby="mini-apps-title">
      <div className={styles.header}>
        <h1 id="mini-apps-title" className={styles.title}>
          {heading}
        </h1>
        <Button variant="primary" onPress={() => navigate(href('miniApp_editor'))}>
          新建微应用
        </Button>
      </div>
      <div className={styles.filters}>
        <ListFilters
          filters={filters}
          statusNames={drafts ? undefined : contentReviewStatusNames}
          nameLabel="微应用名称"
          namePlaceholder="输入名称后按回车"
          nameMaxLength={50}
        />
      </div>
      <PagedCards
        aria-label={heading}
        what="微应用"
        list={list}
        pages={filters}
        pageSize={pageSize}
        empty={
          <Empty
            description={
              filters.isFiltered
                ? '没有符合条件的微应用'
                : drafts
                  ? '草稿箱是空的'
                  : '您还没有微应用'
            }
            action={
              <Button variant="primary" onPress={() => navigate(href('gover_service'))}>
                从服务模板新建
              </Button>
            }
          />
        }
        className={styles.list}
      >
        {(app) => (
          <MiniAppCard
            app={app}
            onChanged={() => void list.mutate()}
            onDelete={() => setDeleting(app)}
            onInvalidate={() => setInvalidating(app)}
            onShowCode={() => setShowingCode(app)}
          />
        )}
      </PagedCards>
      <ConfirmActionDialog
        action="miniAppDelete"
        app={deleting}
        onClose={() => setDeleting(null)}
        onDone={() => void list.mutate()}
      />
      <ConfirmActionDialog
        action="miniAppInvalidate"
        app={invalidating}
        onClose={() => setInvalidating(null)}
        onDone={() => void list.mutate()}
      />
      <Dialog
        title={`${showingCode?.title ?? ''}的二维码`}
        size="small"
        isOpen={showingCode !== null}
        onOpenChange={(isOpen) => !isOpen && setShowingCode(null)}
      >
        {showingCode?.publicUrl && (
          <div className={styles.qrBox}>
            <QrCode
              value={showingCode.publicUrl}
              label={`${showingCode.title}的二维码`}
              size={200}
            />
            <p className={styles.note}>扫码或打开链接填写：{showingCode.publicUrl}</p>
          </div>
        )}
      </Dialog>
    </section>
  );
}

function MiniAppCard({
  app,
  onChanged,
  onDelete,
  onInvalidate,
  onShowCode,
}: {
  app: MiniAppSummary;
  onChanged: () => void;
  onDelete: () => void;
  onInvalidate: () => void;
  onShowCode: () => void;
}) {
  const navigate = useNavigate();
  const actions = miniAppActions(app);
  const publicNote =
    app.publicState && app.publicState !== 'open' && publicFormStates[app.publicState];

  return (
    <Card
      title={app.title}
      headingLevel={2}
      element="article"
      extra={<StatusTag family="contentReview" value={app.status} />}
      footer={
        <div className={styles.actions}>
          {actions.edit && (
            <Button size="small" onPress={() => navigate(href('miniApp_editor', { id: app.id }))}>
              编辑
            </Button>
          )}
          {actions.submit && (
            <SubmitForReviewButton endpoint="miniAppSubmit" id={app.id} onSubmitted={onChanged} />
          )}
          {actions.results && (
            <>
              <Button
                size="small"
                onPress={() => navigate(href('miniApp_responses', { id: app.id }))}
              >
                填写记录
              </Button>
              <Button size="small" onPress={() => navigate(href('miniApp_stats', { id: app.id }))}>
                统计
              </Button>
            </>
          )}
          {actions.invalidate && (
            <Button variant="text" size="small" onPress={onInvalidate}>
              下线
            </Button>
          )}
          {actions.delete && (
            <Button variant="text" size="small" onPress={onDelete}>
              删除
            </Button>
          )}
        </div>
      }
    >
      <dl className={styles.facts}>
        <dt className={styles.term}>今日填写</dt>
        <dd className={styles.definition}>{app.answersToday}</dd>
        <dt className={styles.term}>累计填写</dt>
        <dd className={styles.definition}>{app.answersTotal}</dd>
        <dt className={styles.term}>更新时间</dt>
        <dd className={styles.definition}>{formatTime(app.updateTime)}</dd>
        {app.live && app.publicUrl && (
          <>
            <dt className={styles.term}>填写链接</dt>
            <dd className={`${styles.definition} ${styles.link}`}>
              <span>{app.publicUrl}</span>
              <CopyButton text={app.publicUrl} what="填写链接" />
              <Button variant="text" size="small" onPress={onShowCode}>
                二维码
              </Button>
            </dd>
          </>
        )}
        {publicNote && (
          <>
            <dt className={styles.term}>线上状态</dt>
            <dd className={styles.definition}>{publicNote}</dd>
          </>
        )}
      </dl>
    </Card>
  );
}

/** What 删除 and 下线 confirm: the endpoint, the words, and what is said once done. */
const confirmations = {
  miniAppDelete: {
    title: (title: string) => `删除草稿“${title}”？`,
    message: '删除后不可恢复。',
    confirmLabel: '删除',
    done: '草稿已删除',
  },
  miniAppInvalidate: {
    title: (title: string) => `下线“${title}”？`,
    message: '下线后链接和二维码停止收集，已收集的填写记录仍可查看。',
    confirmLabel: '下线',
    done: '已下线',
  },
} as const;

function ConfirmActionDialog({
  action,
  app,
  onClose,
  onDone,
}: {
  action: keyof typeof confirmations;
  app: MiniAppSummary | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const words = confirmations[action];
  const run = useAction(action, {
    onSuccess: () => {
      message.success(words.done);
      onClose();
      onDone();
    },
  });
  return (
    <ConfirmDialog
      title={words.title(app?.title ?? '')}
      message={words.message}
      confirmLabel={words.confirmLabel}
      tone="danger"
      isOpen={app !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      isConfirmLoading={run.isPending}
      onConfirm={() => app && void run.run({ id: app.id })}
    />
  );
}
