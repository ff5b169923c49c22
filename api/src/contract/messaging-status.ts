/**
 * The status machines of 5G messages, part I: service accounts and templates. One table each,
 * used by the service (every change goes through its `statusMachine`), the console (which actions
 * to offer) and the tests.
 */

/** Service account (服务号) statuses. */
export const chatbotStatus = { draft: 1, review: 2, approved: 3, rejected: 4 } as const;
export type ChatbotStatus = (typeof chatbotStatus)[keyof typeof chatbotStatus];

export const chatbotStatusNames: Record<ChatbotStatus, string> = {
  1: '草稿',
  2: '审核中',
  3: '审核通过',
  4: '已驳回',
};

export const chatbotTransitions = {
  /** The manager submits a draft, or a rejected one after editing it. */
  submit: { from: [1, 4], to: 2 },
  /** The operator approves; the carriers' registrations start. */
  approve: { from: [2], to: 3 },
  reject: { from: [2], to: 4 },
} as const satisfies Record<string, { from: readonly ChatbotStatus[]; to: ChatbotStatus }>;

/** A service account can be changed while nobody reviews it and it is not yet registered. */
export const chatbotEditable = (status: number) => status === 1 || status === 4;

/** Template statuses: the message status of spec §4. */
export const templateStatus = {
  invalid: 0,
  draft: 1,
  platformReview: 2,
  approved: 3,
  platformRejected: 4,
  sent: 5,
  carrierReview: 6,
  carrierRejected: 7,
  expired: 10,
} as const;
export type TemplateStatus = (typeof templateStatus)[keyof typeof templateStatus];

export const templateStatusNames: Record<TemplateStatus, string> = {
  0: '已失效',
  1: '草稿',
  2: '平台审核中',
  3: '审核通过',
  4: '平台驳回',
  5: '已发送',
  6: '运营商审核中',
  7: '运营商驳回',
  10: '已过期',
};

export const templateTransitions = {
  /** The customer submits a draft; the platform review starts in the next review window. */
  submit: { from: [1], to: 2 },
  /** The operator approves; each carrier reviews next. */
  platformApprove: { from: [2], to: 6 },
  platformReject: { from: [2], to: 4 },
  /** Every carrier has approved: valid for 7 days from now. */
  carrierApprove: { from: [6], to: 3 },
  /** One carrier rejected (its reason is kept). */
  carrierReject: { from: [6], to: 7 },
  /** A send task used it; it stays sendable until it expires. */
  send: { from: [3, 5], to: 5 },
  /** 7 days after approval (a job). */
  expire: { from: [3, 5], to: 10 },
  /** Its service account or one of its materials was withdrawn. */
  invalidate: { from: [1, 2, 3, 5, 6], to: 0 },
} as const satisfies Record<string, { from: readonly TemplateStatus[]; to: TemplateStatus }>;

/** Only drafts can be edited; everything else is copied into a new draft first. */
export const templateEditable = (status: number) => status === templateStatus.draft;
/** Only passed templates can be sent (spec §4), until they expire. */
export const templateSendable = (status: number) =>
  status === templateStatus.approved || status === templateStatus.sent;
/** "Resubmitting a rejected or expired template makes a new draft from it." */
export const templateResubmittable = (status: number) =>
  status === templateStatus.platformRejected ||
  status === templateStatus.carrierRejected ||
  status === templateStatus.expired ||
  status === templateStatus.invalid;
/** Anything but a template under review can be deleted. */
export const templateDeletable = (status: number) =>
  status !== templateStatus.platformReview && status !== templateStatus.carrierReview;

/** A material's review as the material library shows it: the carriers' answers, or withdrawn. */
export type MaterialReviewStatus = 'reviewing' | 'rejected' | 'passed' | 'invalid';

export const materialReviewStatusNames: Record<MaterialReviewStatus, string> = {
  reviewing: '审核中',
  rejected: '已驳回',
  passed: '已通过',
  invalid: '已失效',
};
