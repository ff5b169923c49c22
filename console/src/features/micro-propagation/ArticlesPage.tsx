import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  articlePaidFeatureNames,
  contentReviewStatus,
  publicArticleStates,
  type ArticleSummary,
} from '@p5g/api/contract';
import { Button, ConfirmDialog } from '@p5g/design-system';
import { useCurrentUser } from '../../lib/current-user.ts';
import { useEndpoint } from '../../lib/endpoint-hooks.ts';
import { href } from '../../lib/routes-table.ts';
import { type Confirmation } from '../../lib/ui/ConfirmActionDialog.tsx';
import { useListFilters } from '../../lib/ui/ListFilters.tsx';
import { ReviewedItemCard } from '../../lib/ui/ReviewedItemCard.tsx';
import { ReviewedItemList, type ReviewedItemCardRequests } from '../../lib/ui/ReviewedItemList.tsx';
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
  const startArticle = () => {
    if (mayStart) void navigate(href('article_editor'));
    else setTrialNotice(true);
  };

  return (
    <ReviewedItemList
      heading={drafts ? '草稿箱' : '我的微传播'}
      what="微传播"
      drafts={drafts}
      filters={filters}
      list={list}
      pageSize={pageSize}
      nameLabel="标题"
      namePlaceholder="输入标题后按回车"
      create={{ label: '新建微传播', onPress: startArticle }}
      endpoints={{ delete: 'articleDelete', invalidate: 'articleInvalidate' }}
      invalidation={invalidation}
      readerAction="阅读"
      dialogs={
        <>
          <TempLinkDialog article={sharing} onClose={() => setSharing(null)} />
          <ConfirmDialog
            title="试用客户只能有一个微传播"
            message="试用客户同时只能有一个微传播（已下线的不计）。购买任意服务后即成为普通客户，微传播不限数量。"
            confirmLabel="去订购"
            isOpen={trialNotice}
            onOpenChange={setTrialNotice}
            onConfirm={() => void navigate(href('setmeal', { currentTab: 'service_function' }))}
          />
        </>
      }
    >
      {(article, requests) => (
        <ArticleCard article={article} {...requests} onShare={() => setSharing(article)} />
      )}
    </ReviewedItemList>
  );
}

function ArticleCard({
  article,
  onChanged,
  onDelete,
  onInvalidate,
  onShowCode,
  onShare,
}: { article: ArticleSummary; onShare: () => void } & ReviewedItemCardRequests) {
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
