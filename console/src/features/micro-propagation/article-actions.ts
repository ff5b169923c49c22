import {
  contentReviewStatus,
  contentReviewTransitions,
  type ArticleSummary,
} from '@p5g/api/contract';

type ArticleActions = {
  /** 编辑: a draft directly; a passed or rejected article as a new draft version. */
  edit: boolean;
  /** 提交审核: a draft, or a rejected article as it stands. */
  submit: boolean;
  /** 下线: only what citizens can open. */
  invalidate: boolean;
  /** 删除: a draft that never went live. */
  delete: boolean;
  /** 分享预览 (a temporary link for whitelisted numbers): anything not taken down. */
  tempLink: boolean;
};

const editable = new Set<number>([
  contentReviewStatus.draft,
  ...contentReviewTransitions.edit.from,
]);
const submittable = new Set<number>(contentReviewTransitions.submit.from);

/** What an article's status allows on the lists (我的微传播, 草稿箱). */
export function articleActions(article: Pick<ArticleSummary, 'status' | 'live'>): ArticleActions {
  return {
    edit: editable.has(article.status),
    submit: submittable.has(article.status),
    invalidate: article.live && article.status !== contentReviewStatus.invalid,
    delete: article.status === contentReviewStatus.draft && !article.live,
    tempLink: article.status !== contentReviewStatus.invalid,
  };
}

/**
 * A trial account holds one micro-propagation (spec §1): it may start another only when it holds
 * none that is not taken down. Any purchase lifts the limit.
 */
export function mayStartArticle({ isTrial, held }: { isTrial: boolean; held: number }): boolean {
  return !isTrial || held === 0;
}
