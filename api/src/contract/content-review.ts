/**
 * The review of what a customer publishes: micro-apps (微应用) and micro-propagation articles
 * (微传播) go through one status machine (spec §4: under review, rejected, passed, invalid; plus
 * the editor's draft). Each domain keeps its own rows in these statuses.
 */
export const contentReviewStatus = {
  invalid: 0,
  draft: 1,
  review: 2,
  passed: 3,
  rejected: 4,
} as const;
export type ContentReviewStatus = (typeof contentReviewStatus)[keyof typeof contentReviewStatus];

/** The spec names no Chinese wording; these are the template review's tags (审核通过). */
export const contentReviewStatusNames: Record<ContentReviewStatus, string> = {
  0: '已失效',
  1: '草稿',
  2: '审核中',
  3: '审核通过',
  4: '已驳回',
};

/**
 * Passed content edited goes back through review as a new draft version while the passed version
 * stays public (a micro-app's fill-in page, an article's page); `approve` makes the reviewed
 * version the public one.
 */
export const contentReviewTransitions = {
  submit: { from: [1, 4], to: 2 },
  approve: { from: [2], to: 3 },
  reject: { from: [2], to: 4 },
  /** Editing passed or rejected content starts a new draft version. */
  edit: { from: [3, 4], to: 1 },
  /** The customer takes it down; a micro-app form also goes invalid when its close time passes. */
  invalidate: { from: [1, 2, 3, 4], to: 0 },
} as const satisfies Record<
  string,
  { from: readonly ContentReviewStatus[]; to: ContentReviewStatus }
>;
