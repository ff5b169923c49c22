import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  articlePaidFeatureNames,
  contentReviewStatus,
  contentReviewStatusNames,
  publicArticleStates,
  type ArticleSummary,
} from '@p5g/api/contract';
import {
  Button,
  Card,
  ConfirmDialog,
  CopyButton,
  Dialog,
  Empty,
  Pagination,
  QrCode,
  SearchField,
  Select,
  SelectItem,
  Skeleton,
  message,
} from '@p5g/design-system';
import { useCurrentUser } from '../../lib/current-user.ts';
import { useAction, useEndpoint } from '../../lib/endpoint-hooks.ts';
import { formatTime } from '../../lib/format-time.ts';
import { href } from '../../lib/routes-table.ts';
import { LoadFailed } from '../../lib/ui/LoadFailed.tsx';
import { StatusTag } from '../../lib/ui/StatusTag.tsx';
import { articleActions, mayStartArticle } from './article-actions.ts';
import { TempLinkDialog } from './TempLinkDialog.tsx';
import * as styles from './micro-propagation.css.ts';

const pageSize = 12;
const all = 'all';
const statusOptions = [
  { id: all, name: '全部状态' },
  ...Object.entries(contentReviewStatusNames).map(([value, name]) => ({ id: value, name })),
];
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
  const [status, setStatus] = useState<string>(all);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<ArticleSummary | null>(null);
  const [invalidating, setInvalidating] = useState<ArticleSummary | null>(null);
  const [showingCode, setShowingCode] = useState<ArticleSummary | null>(null);
  const [sharing, setSharing] = useState<ArticleSummary | null>(null);
  const [trialNotice, setTrialNotice] = useState(false);
  const mayStart = useMayStartArticle();
  const { data, error, isLoading, mutate } = useEndpoint('articleList', {
    page,
    pageSize,
    drafts,
    keyword,
    ...(status !== all && { status: Number(status) as ArticleSummary['status'] }),
  });
  const heading = drafts ? '草稿箱' : '我的微传播';
  const filtered = status !== all || keyword !== '';
  const startArticle = () => {
    if (mayStart) void navigate(href('article_editor'));
    else setTrialNotice(true);
  };

  let content;
  if (isLoading) content = <Skeleton shape="cards" count={6} columns={3} label="微传播加载中" />;
  else if (error)
    content = <LoadFailed description="微传播加载失败" onRetry={() => void mutate()} />;
  else if (!data || data.list.length === 0) {
    content = (
      <Empty
        description={filtered ? '没有符合条件的微传播' : drafts ? '草稿箱是空的' : '您还没有微传播'}
        action={
          <Button variant="primary" onPress={startArticle}>
            新建微传播
          </Button>
        }
      />
    );
  } else {
    content = (
      <>
        <ul className={styles.list} aria-label={heading}>
          {data.list.map((article) => (
            <li key={article.id}>
              <ArticleCard
                article={article}
                onChanged={() => void mutate()}
                onDelete={() => setDeleting(article)}
                onInvalidate={() => setInvalidating(article)}
                onShowCode={() => setShowingCode(article)}
                onShare={() => setSharing(article)}
              />
            </li>
          ))}
        </ul>
        {data.total > pageSize && (
          <Pagination page={page} pageSize={pageSize} total={data.total} onChange={setPage} />
        )}
      </>
    );
  }

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
        {!drafts && (
          <Select
            label="状态"
            items={statusOptions}
            selectedKey={status}
            onSelectionChange={(key) => {
              setStatus(String(key));
              setPage(1);
            }}
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
        )}
        <SearchField
          label="标题"
          placeholder="输入标题后按回车"
          maxLength={50}
          onSubmit={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
          onClear={() => setKeyword('')}
        />
      </div>
      {content}
      <ConfirmActionDialog
        action="articleDelete"
        article={deleting}
        onClose={() => setDeleting(null)}
        onDone={() => void mutate()}
      />
      <ConfirmActionDialog
        action="articleInvalidate"
        article={invalidating}
        onClose={() => setInvalidating(null)}
        onDone={() => void mutate()}
      />
      <TempLinkDialog article={sharing} onClose={() => setSharing(null)} />
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
            <p className={styles.note}>扫码或打开链接阅读：{showingCode.publicUrl}</p>
          </div>
        )}
      </Dialog>
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
  const navigate = useNavigate();
  const actions = articleActions(article);
  const submit = useAction('articleSubmit', {
    onSuccess: () => {
      message.success('已提交审核');
      onChanged();
    },
  });
  const publicNote =
    article.publicState &&
    article.publicState !== 'open' &&
    publicArticleStates[article.publicState];

  return (
    <Card
      title={article.title}
      headingLevel={2}
      element="article"
      extra={<StatusTag family="contentReview" value={article.status} />}
      footer={
        <div className={styles.actions}>
          {actions.edit && (
            <Button
              size="small"
              onPress={() => void navigate(href('article_editor', { id: article.id }))}
            >
              编辑
            </Button>
          )}
          {actions.submit && (
            <Button
              variant="primary"
              size="small"
              isLoading={submit.isPending}
              onPress={() => void submit.run({ id: article.id })}
            >
              提交审核
            </Button>
          )}
          {actions.tempLink && (
            <Button size="small" onPress={onShare}>
              分享预览
            </Button>
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
        <dt className={styles.term}>更新时间</dt>
        <dd className={styles.definition}>{formatTime(article.updateTime)}</dd>
        {article.live && article.publicUrl && (
          <>
            <dt className={styles.term}>阅读链接</dt>
            <dd className={`${styles.definition} ${styles.link}`}>
              <span>{article.publicUrl}</span>
              <CopyButton text={article.publicUrl} what="阅读链接" />
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
  articleDelete: {
    title: (title: string) => `删除草稿“${title}”？`,
    message: '删除后不可恢复。',
    confirmLabel: '删除',
    done: '草稿已删除',
  },
  articleInvalidate: {
    title: (title: string) => `下线“${title}”？`,
    message: '下线后阅读链接和二维码不再可以打开。',
    confirmLabel: '下线',
    done: '已下线',
  },
} as const;

function ConfirmActionDialog({
  action,
  article,
  onClose,
  onDone,
}: {
  action: keyof typeof confirmations;
  article: ArticleSummary | null;
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
      title={words.title(article?.title ?? '')}
      message={words.message}
      confirmLabel={words.confirmLabel}
      tone="danger"
      isOpen={article !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      isConfirmLoading={run.isPending}
      onConfirm={() => article && void run.run({ id: article.id })}
    />
  );
}
