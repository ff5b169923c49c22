import {
  contentReviewStatus,
  contentReviewTransitions,
  type MiniAppSummary,
} from '@p5g/api/contract';

type MiniAppActions = {
  /** 编辑: a draft directly; a passed or rejected form as a new draft version. */
  edit: boolean;
  /** 提交审核: a draft, or a rejected form as it stands. */
  submit: boolean;
  /** 下线: only what is live on its public link. */
  invalidate: boolean;
  /** 删除: a draft that never went live. */
  delete: boolean;
  /** 填写记录 and 统计: once something can have been answered. */
  results: boolean;
};

const editable = new Set<number>([
  contentReviewStatus.draft,
  ...contentReviewTransitions.edit.from,
]);
const submittable = new Set<number>(contentReviewTransitions.submit.from);

/** What a micro-app's status allows on the lists (我的微应用, 草稿箱). */
export function miniAppActions(
  app: Pick<MiniAppSummary, 'status' | 'live' | 'answersTotal'>,
): MiniAppActions {
  return {
    edit: editable.has(app.status),
    submit: submittable.has(app.status),
    invalidate: app.live && app.status !== contentReviewStatus.invalid,
    delete: app.status === contentReviewStatus.draft && !app.live,
    results: app.live || app.answersTotal > 0,
  };
}
