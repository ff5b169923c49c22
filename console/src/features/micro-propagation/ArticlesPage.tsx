import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  articlePaidFeatureNames,
  contentReviewStatus,
  contentReviewStatusNames,
  publicArticleStates,
  type ArticleSummary,
} from '@p5g/api/contract';
import { Button, ConfirmDialog, Empty } from '@p5g/design-system';
import { useCurrentUser } from '../../lib/current-user.ts';
import { useEndpoint } from '../../lib/endpoint-hooks.ts';
import { href } from '../../lib/routes-table.ts';
import {
  ConfirmActionDialog,
  deleteDraft,
  type Confirmation,
} from '../../lib/ui/ConfirmActionDialog.tsx';
import { ListFilters, useListFilters } from '../../lib/ui/ListFilters.tsx';
import { PagedCards } from '../../lib/ui/PagedCards.tsx';
import { QrCodeDialog } from '../../lib/ui/PublicLink.tsx';
import { ReviewedItemCard } from '../../lib/ui/ReviewedItemCard.tsx';
import { articleActions, mayStartArticle } from './article-actions.ts';
import { TempLinkDialog } from './TempLinkDialog.tsx';
import * as styles from './micro-propagation.css.ts';

const pageSize = 12;
/** 试用客户 (spec §1): levelId 0 of the contract's tiers. */
const trialLevel = 0;

/** 微传播 (/micro/micro_propagation, /government/micro_propagation): every article of the company. */
export function Component() {
  return <ArticleList drafts={false} />;
}

/** 草稿箱 (/government/micro_drafts): the drafts only. */
export function DraftsPage() {
  return <ArticleList drafts />;
}

/**
 * Whether the company may start another article: a trial account holds one (spec §1). Only a
 * manager may read the account's tier; for others the service's refusal says it on saving.
 */
function useMayStartArticle() {
  const user = useCurrentUser();
  const level = useEndpoint('levelInfo', user?.isChatBotManager ? undefined : null);
  const isTrial = level.data?.levelId === trialLevel;
  const held = useEndpoint(
    'articleList',
    isTrial ? { page: 1, pageSize: 100, drafts: false, keyword: '' } : null,
  );
  const count = (held.data?.list ?? []).filter(
    (a) => a.status !== contentReviewStatus.invalid,
  ).length;
  return mayStartArticle({ isTrial, held: count });
}

/**
 * The company's articles, each with its review state, views today and in total, shares, its
 * public link with copy and QR code once live, and what its status allows (edit, submit, share
 * preview, take down, delete a draft).
 */
function ArticleList({ drafts }: { drafts: boolean }) {
  const navigate = useNavigate();
  const filters = useListFilters();
  const [deleting, setDeleting] = useState<ArticleSummary | null>(null);
  const [invalidating, setInvalidating] = useState<ArticleSummary | null>(null);
  const [showingCode, setShowingCode] = useState<ArticleSummary | null>(null);
  const [sharing, setSharing] = useState<ArticleSummary | null>(null);
  const [trialNotice, setTrialNotice] = useState(false);
  const mayStart = useMayStartArticle();
  const list = useEndpoint('articleList', {
    page: filters.page,
    pageSize,
    drafts,
    keyword: filters.name,
    ...(filters.status !== undefined && { status: filters.status as ArticleSummary['status'] }),
  });
  const heading = drafts ? '草稿箱' : '我的微传播';
  const startArticle = () => {
    if (mayStart) void navigate(href('article_editor'));
    else setTrialNotice(true);
  };

  return (
    <section className={styles.page} aria-labelledby="articles-title">
      <div className={styles.header}>
        <h1 id="articles-title" className={styles.title}>
          {heading}
        </h1>
        <Button variant="primary" onPress={startArticle}>
          新建微传播
        </Button>
      </div>
      <div className={styles.filters}>
        <ListFilters
          filters={filters}
          statusNames={drafts ? undefined : contentReviewStatusNames}
          nameLabel="标题"
          namePlaceholder="输入标题后按回车"
          nameMaxLength={50}
        />
      </div>
      <PagedCards
        aria-label={heading}
        what="微传播"
        list={list}
        pages={filters}
        pageSize={pageSize}
        empty={
          <Empty
            description={
              filters.isFiltered
                ? '没有符合条件的微传播'
                : drafts
                  ? '草稿箱是空的'
                  : '您还没有微传播'
            }
            action={
              <Button variant="primary" onPress={startArticle}>
                新建微传播
              </Button>
            }
          />
        }
        className={styles.list}
      >
        {(article) => (
          <ArticleCard
            article={article}
            onChanged={() => void list.mutate()}
            onDelete={() => setDeleting(article)}
            onInvalidate={() => setInvalidating(article)}
            onShowCode={() => setShowingCode(article)}
            onShare={() => setSharing(article)}
          />
        )}
      </PagedCards>
      <ConfirmActionDialog
        endpoint="articleDelete"
        words={deleteDraft}
        item={deleting}
        onClose={() => setDeleting(null)}
        onDone={() => void list.mutate()}
      />
      <ConfirmActionDialog
        endpoint="articleInvalidate"
        words={invalidation}
        item={invalidating}
        onClose={() => setInvalidating(null)}
        onDone={() => void list.mutate()}
      />
      <TempLinkDialog article={sharing} onClose={() => setSharing(null)} />
      <QrCodeDialog item={showingCode} purpose="阅读" onClose={() => setShowingCode(null)} />
      <ConfirmDialog
        title="试用客户只能有一个微传播"
        message="试用客户同时只能有一个微传播（已下线的不计）。购买任意服务后即成为普通客户，微传播不限数量。"
        confirmLabel="去订购"
        isOpen={trialNotice}
        onOpenChange={setTrialNotice}
        onConfirm={() => void navigate(href('setmeal', { currentTab: 'service_function' }))}
      />
    </section>
  );
}

function ArticleCard({
  article,
  onChanged,
  onDelete,
  onInvalidate,
  onShowCode,
  onShare,
}: {
  article: ArticleSummary;
  onChanged: () => void;
  onDelete: () => void;
  onInvalidate: () => void;
  onShowCode: () => void;
  onShare: () => void;
}) {
  const actions = articleActions(article);
  return (
    <ReviewedItemCard
      item={article}
      allowed={actions}
      editPath={href('article_editor', { id: article.id })}
      submitEndpoint="articleSubmit"
      onChanged={onChanged}
      onDelete={onDelete}
      onInvalidate={onInvalidate}
      onShowCode={onShowCode}
      linkName="阅读链接"
      publicNote={
        article.publicState && article.publicState !== 'open'
          ? publicArticleStates[article.publicState]
          : null
      }
      actions={
        actions.tempLink && (
          <Button size="small" onPress={onShare}>
            分享预览
          </Button>
        )
      }
    >
      <dt className={styles.term}>今日访问</dt>
      <dd className={styles.definition}>
        {article.viewsToday}次（{article.visitorsToday}人）
      </dd>
      <dt className={styles.term}>累计访问</dt>
      <dd className={styles.definition}>{article.viewsTotal}次</dd>
      <dt className={styles.term}>分享次数</dt>
      <dd className={styles.definition}>{article.sharesTotal}</dd>
      {article.paidFeatures.length > 0 && (
        <>
          <dt className={styles.term}>付费专享</dt>
          <dd className={styles.definition}>
            {article.paidFeatures.map((feature) => articlePaidFeatureNames[feature]).join('、')}
          </dd>
        </>
      )}
    </ReviewedItemCard>
  );
}

/** What 下线 confirms. */
const invalidation: Confirmation = {
  title: (title) => `下线“${title}”？`,
  message: '下线后阅读链接和二维码不再可以打开。',
  confirmLabel: '下线',
  done: '已下线',
};
