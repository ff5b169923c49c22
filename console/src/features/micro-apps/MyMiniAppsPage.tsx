import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { contentReviewStatusNames, publicFormStates, type MiniAppSummary } from '@p5g/api/contract';
import { Button, Empty } from '@p5g/design-system';
import { useEndpoint } from '../../lib/endpoint-hooks.ts';
import { href } from '../../lib/routes-table.ts';
import { ListFilters, useListFilters } from '../../lib/ui/ListFilters.tsx';
import {
  ConfirmActionDialog,
  deleteDraft,
  type Confirmation,
} from '../../lib/ui/ConfirmActionDialog.tsx';
import { PagedCards } from '../../lib/ui/PagedCards.tsx';
import { QrCodeDialog } from '../../lib/ui/PublicLink.tsx';
import { ReviewedItemCard } from '../../lib/ui/ReviewedItemCard.tsx';
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
        endpoint="miniAppDelete"
        words={deleteDraft}
        item={deleting}
        onClose={() => setDeleting(null)}
        onDone={() => void list.mutate()}
      />
      <ConfirmActionDialog
        endpoint="miniAppInvalidate"
        words={invalidation}
        item={invalidating}
        onClose={() => setInvalidating(null)}
        onDone={() => void list.mutate()}
      />
      <QrCodeDialog item={showingCode} purpose="填写" onClose={() => setShowingCode(null)} />
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
  return (
    <ReviewedItemCard
      item={app}
      allowed={actions}
      editPath={href('miniApp_editor', { id: app.id })}
      submitEndpoint="miniAppSubmit"
      onChanged={onChanged}
      onDelete={onDelete}
      onInvalidate={onInvalidate}
      onShowCode={onShowCode}
      linkName="填写链接"
      publicNote={
        app.publicState && app.publicState !== 'open' ? publicFormStates[app.publicState] : null
      }
      actions={
        actions.results && (
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
        )
      }
    >
      <dt className={styles.term}>今日填写</dt>
      <dd className={styles.definition}>{app.answersToday}</dd>
      <dt className={styles.term}>累计填写</dt>
      <dd className={styles.definition}>{app.answersTotal}</dd>
    </ReviewedItemCard>
  );
}

/** What 下线 confirms. */
const invalidation: Confirmation = {
  title: (title) => `下线“${title}”？`,
  message: '下线后链接和二维码停止收集，已收集的填写记录仍可查看。',
  confirmLabel: '下线',
  done: '已下线',
};
