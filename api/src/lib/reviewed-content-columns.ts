import { integer, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, ref } from '../db/columns.ts';

/**
 * The columns of content a customer edits and the platform reviews (`reviewed-content.ts`): its
 * review status, the version in review and the live one.
 */
export const reviewedContentColumns = () => ({
  /** 0 invalid, 1 draft, 2 in review, 3 passed, 4 rejected (contract `contentReviewStatus`). */
  status: smallint('status').notNull().default(1),
  /** The frozen version in review, or last reviewed. */
  reviewVersion: integer('review_version'),
  /** The version the public sees; null until one has passed review. */
  liveVersion: integer('live_version'),
  rejectReason: text('reject_reason'),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
});

/** The columns of a status history row (`historyIn`) besides its id and its subject's key. */
export const statusHistoryColumns = () => ({
  event: text('event').notNull(),
  fromStatus: smallint('from_status').notNull(),
  toStatus: smallint('to_status').notNull(),
  actorUserId: ref('actor_user_id'),
  reason: text('reason'),
  createdAt: createdAt(),
});
