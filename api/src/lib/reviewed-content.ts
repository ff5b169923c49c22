import { eq, max } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { postNotice } from '../account-centre/notices.ts';
import { codes } from '../contract/codes.ts';
import { contentReviewStatus, contentReviewTransitions } from '../contract/content-review.ts';
import type { Tx } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { ApiError } from '../errors.ts';
import { historyIn, statusMachine } from './status-machine.ts';

/** A table of content a customer edits and the platform reviews (contract `content-review.ts`). */
type ContentTable = PgTable & {
  id: PgColumn;
  status: PgColumn;
  updatedAt: PgColumn;
  liveVersion: PgColumn;
  reviewVersion: PgColumn;
  submittedAt: PgColumn;
  rejectReason: PgColumn;
};

/** What the lifecycle reads of a content row. */
type ContentRow = {
  id: bigint;
  companyId: bigint;
  title: string;
  status: number;
  liveVersion: number | null;
  reviewVersion: number | null;
};

/**
 * The lifecycle that micro-apps and micro-propagation articles share: drafts edited until
 * submitted, each submission frozen as a numbered version, the platform's decision told to the
 * company's 消息中心, and the public version kept while a newer one is edited or reviewed. Each
 * domain gives its tables and its words: `noun` (微应用, 微传播), what the approval notice says of the
 * public link (`approved`), and what stays true of a live version when a new one is rejected
 * (`stillLive`).
 */
export function reviewedContent<
  Table extends ContentTable,
  Versions extends PgTable & { version: PgColumn },
>(domain: {
  table: Table;
  /** The history of status changes, keyed to the content by `historyKey`. */
  history: PgTable;
  historyKey: string;
  /** The frozen versions, keyed to the content by `versionKey`, numbered in `version`. */
  versions: Versions;
  versionKey: keyof Versions['$inferInsert'] & string;
  noun: string;
  approved: (row: Table['$inferSelect']) => string;
  stillLive: string;
}) {
  const { table, versions, noun } = domain;
  const versionsOf = (versions as unknown as Record<string, PgColumn>)[domain.versionKey]!;
  const refused = (message: string) => new ApiError(codes.invalidRequest, message, 400);
  const advance = statusMachine({
    table,
    transitions: contentReviewTransitions,
    refused: () => new ApiError(codes.messagingStateChanged, `${noun}状态已变化，请刷新后重试`),
    record: historyIn(domain.history, domain.historyKey as never),
  });

  return {
    /** One status change: checked against `contentReviewTransitions`, written with its event. */
    advance,

    /** Refuses a change to content in review or withdrawn. */
    checkEditable(current: ContentRow) {
      if (current.status === contentReviewStatus.review) {
        throw refused(`${noun}审核中，请等待审核结果后再修改`);
      }
      if (current.status === contentReviewStatus.invalid) throw refused(`已失效的${noun}不能修改`);
    },

    /** Refuses to delete content that has been public or is in review. */
    checkDeletable(current: ContentRow) {
      if (current.liveVersion !== null || current.status === contentReviewStatus.review) {
        throw refused('只能删除从未上线的草稿');
      }
    },

    /**
     * Submits `current` for review with `frozen` (its document as edited, and what else a version
     * keeps) as the next numbered version; a live version stays live.
     */
    async submitVersion(
      tx: Tx,
      current: ContentRow,
      frozen: Partial<Versions['$inferInsert']>,
      actorUserId: bigint,
      now: Date,
    ): Promise<Table['$inferSelect']> {
      const [{ last }] = (await tx
        .select({ last: max(versions.version) })
        .from(versions as PgTable)
        .where(eq(versionsOf, current.id))) as [{ last: number | null }];
      const version = (last ?? 0) + 1;
      const updated = await advance(tx, current, 'submit', {
        actorUserId,
        now,
        set: { reviewVersion: version, submittedAt: now, rejectReason: null } as never,
      });
      await tx.insert(versions).values({
        ...frozen,
        id: newId(now.getTime()),
        [domain.versionKey]: current.id,
        version,
        createdAt: now,
      } as Versions['$inferInsert']);
      return updated;
    },

    /**
     * The platform's decision on the version in review: approved, it becomes the live version
     * (with `approvedSet`); rejected, the reason is kept and any earlier live version stays live.
     * Either way the company's 消息中心 is told.
     */
    async decideReview(
      tx: Tx,
      current: Table['$inferSelect'] & ContentRow,
      decision: { approve: boolean; reason?: string },
      actorUserId: bigint,
      now: Date,
      approvedSet: Partial<Table['$inferInsert']> = {},
    ) {
      if (decision.approve) {
        await advance(tx, current, 'approve', {
          actorUserId,
          now,
          set: { ...approvedSet, liveVersion: current.reviewVersion } as never,
        });
        await postNotice(tx, {
          companyId: current.companyId,
          title: `${noun}审核通过`,
          content: `${noun}“${current.title}”${domain.approved(current)}。`,
          now,
        });
        return;
      }
      await advance(tx, current, 'reject', {
        actorUserId,
        reason: decision.reason!,
        now,
        set: { rejectReason: decision.reason! } as never,
      });
      const stillLive = current.liveVersion !== null ? `${domain.stillLive}，` : '';
      await postNotice(tx, {
        companyId: current.companyId,
        title: `${noun}审核未通过`,
        content: `${noun}“${current.title}”未通过平台审核。原因：${decision.reason}。${stillLive}您可修改后重新提交。`,
        now,
      });
    },
  };
}
