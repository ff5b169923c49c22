import { useNavigate } from 'react-router-dom';
import { publicFormStates, type MiniAppSummary } from '@p5g/api/contract';
import { Button } from '@p5g/design-system';
import { useEndpoint } from '../../lib/endpoint-hooks.ts';
import { href } from '../../lib/routes-table.ts';
import { type Confirmation } from '../../lib/ui/ConfirmActionDialog.tsx';
import { useListFilters } from '../../lib/ui/ListFilters.tsx';
import { ReviewedItemCard } from '../../lib/ui/ReviewedItemCard.tsx';
import { ReviewedItemList, type ReviewedItemCardRequests } from '../../lib/ui/ReviewedItemList.tsx';
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
  const list = useEndpoint('miniAppList', {
    page: filters.page,
    pageSize,
    drafts,
    keyword: filters.name,
    ...(filters.status !== undefined && { status: filters.status as MiniAppSummary['status'] }),
  });

  return (
    <ReviewedItemList
      heading={drafts ? '草稿箱' : '我的微应用'}
      what="微应用"
      drafts={drafts}
      filters={filters}
      list={list}
      pageSize={pageSize}
      nameLabel="微应用名称"
      namePlaceholder="输入名称后按回车"
      create={{ label: '新建微应用', onPress: () => void navigate(href('miniApp_editor')) }}
      emptyAction={
        <Button variant="primary" onPress={() => navigate(href('gover_service'))}>
          从服务模板新建
        </Button>
      }
      endpoints={{ delete: 'miniAppDelete', invalidate: 'miniAppInvalidate' }}
      invalidation={invalidation}
      readerAction="填写"
    >
      {(app, requests) => <MiniAppCard app={app} {...requests} />}
    </ReviewedItemList>
  );
}

function MiniAppCard({
  app,
  onChanged,
  onDelete,
  onInvalidate,
  onShowCode,
}: { app: MiniAppSummary } & ReviewedItemCardRequests) {
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
