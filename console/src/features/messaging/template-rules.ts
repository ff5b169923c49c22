import {
  templateDeletable,
  templateEditable,
  templateResubmittable,
  templateSendable,
  templateStatus,
  type ResponseOf,
} from '@p5g/api/contract';
import { pollWhile } from '../../lib/poll-while.ts';

/**
 * What my templates offer for a template in each status (the contract's status table decides);
 * 发送 only while an approved template is still valid (spec §2: not after expiry).
 */
export function templateActions(status: number, expireTime: string | null, now: Date) {
  return {
    send: templateSendable(status) && (expireTime === null || new Date(expireTime) > now),
    edit: templateEditable(status),
    submit: templateEditable(status),
    resubmit: templateResubmittable(status),
    delete: templateDeletable(status),
  };
}

/** Whether the platform or a carrier has yet to answer, so the list asks again. */
export const awaitsTemplateReview = (status: number) =>
  status === templateStatus.platformReview || status === templateStatus.carrierReview;

/** My templates are asked again every 5 s while one of them is in review. */
export const templateListPolling = {
  refreshInterval: pollWhile(
    (page: ResponseOf<'templateList'>) => page.list.some((t) => awaitsTemplateReview(t.status)),
    5_000,
  ),
};

/**
 * When a template in platform review will be looked at: submitted outside the review window
 * (08:00–22:00 China time) it waits for the next opening. Null once the review has started.
 */
export function reviewStartsLater(
  template: { status: number; reviewStartTime: string | null },
  now: Date,
): Date | null {
  if (template.status !== templateStatus.platformReview || !template.reviewStartTime) return null;
  const start = new Date(template.reviewStartTime);
  return start > now ? start : null;
}
