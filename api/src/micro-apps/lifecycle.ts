import { randomBytes } from 'node:crypto';
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import { codes } from '../contract/codes.ts';
import { formDocument, type FormDocument } from '../contract/micro-app-form.ts';
import { contentReviewStatus } from '../contract/content-review.ts';
import type { Db, Tx } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { ApiError, notFound } from '../errors.ts';
import { publicFormPath } from '../contract/web-routes.ts';
import { standingOf } from '../ledger/standings.ts';
import { sendableTemplate } from '../messaging/sendable.ts';
import { reviewedContent } from '../lib/reviewed-content.ts';
import { miniAppEvents, miniApps, miniAppVersions } from './tables.ts';

export type MiniAppRow = typeof miniApps.$inferSelect;
type Author = { id: bigint; companyId: bigint };

const trialLimit = '试用客户同时只能有一个微应用，升级为普通客户后不限数量';

const lifecycle = reviewedContent({
  table: miniApps,
  history: miniAppEvents,
  historyKey: 'miniAppId',
  versions: miniAppVersions,
  versionKey: 'miniAppId',
  noun: '微应用',
  approved: (row) => `已通过审核并上线，填写链接：${publicFormPath(row.code)}`,
  stillLive: '线上版本照常收集',
});
const { advance } = lifecycle;

/** A random, unguessable public code (16 characters of base64url). */
export const newPublicCode = () => randomBytes(12).toString('base64url');

/**
 * One of the company's micro-apps, locked for a change when in a transaction; 1404 otherwise. The
 * common applets' forms are not among them: they are read and kept on the applets' pages only.
 */
export async function findMiniApp(db: Db | Tx, companyId: bigint | null, id: bigint, lock = false) {
  const query = db
    .select()
    .from(miniApps)
    .where(
      and(
        eq(miniApps.id, id),
        companyId === null
          ? undefined
          : and(eq(miniApps.companyId, companyId), isNull(miniApps.applet)),
      ),
    );
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound('微应用');
  return row;
}

/**
 * A trial account holds one micro-app at a time (spec §1): any not withdrawn counts, the common
 * applets (public mini programs, open to trial accounts) aside. Checked
 * with the company's micro-apps counted in the creating transaction.
 */
async function checkTrialLimit(tx: Tx, companyId: bigint, now: Date) {
  const standing = await standingOf(tx as Db, companyId, now);
  if (standing.levelId !== 0) return;
  const [held] = await tx
    .select({ n: count() })
    .from(miniApps)
    .where(
      and(
        eq(miniApps.companyId, companyId),
        ne(miniApps.status, contentReviewStatus.invalid),
        isNull(miniApps.applet),
      ),
    );
  if (held!.n > 0) throw new ApiError(codes.levelTooLow, trialLimit);
}

/**
 * Autosave: creates the form on its first save (a trial account holding none), updates a draft,
 * and turns a passed or rejected form into a new draft (`edit`) while its passed version stays
 * live. A form in review or withdrawn is not changed.
 */
export async function saveMiniApp(
  db: Db,
  author: Author,
  input: { id?: string; document: FormDocument },
  now: Date,
) {
  const { document } = input;
  return db.transaction(async (tx) => {
    if (input.id === undefined) {
      // Concurrent first saves of one company queue here, so the trial limit holds.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`mini-app-create:${author.companyId}`}))`,
      );
      await checkTrialLimit(tx, author.companyId, now);
      const [created] = await tx
        .insert(miniApps)
        .values({
          id: newId(now.getTime()),
          companyId: author.companyId,
          createdBy: author.id,
          code: newPublicCode(),
          title: document.title,
          document,
          status: contentReviewStatus.draft,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return created!;
    }
    const current = await findMiniApp(tx, author.companyId, BigInt(input.id), true);
    const set = { document, title: document.title };
    lifecycle.checkEditable(current);
    if (current.status === contentReviewStatus.draft) {
      const [saved] = await tx
        .update(miniApps)
        .set({ ...set, updatedAt: now })
        .where(eq(miniApps.id, current.id))
        .returning();
      return saved!;
    }
    return advance(tx, current, 'edit', { actorUserId: author.id, now, set });
  });
}

/**
 * Submits the edited document for review as a new, frozen version; a live version stays live. A
 * message after answers must name a template of the company that can be sent now.
 */
export async function submitMiniApp(db: Db, author: Author, id: bigint, now: Date) {
  return db.transaction(async (tx) => {
    const current = await findMiniApp(tx, author.companyId, id, true);
    const notify = formDocument.parse(current.document).settings.notify;
    if (notify) await sendableTemplate(tx, author.companyId, BigInt(notify.templateId), now);
    return lifecycle.submitVersion(tx, current, { document: current.document }, author.id, now);
  });
}

/** Takes a form down: its link stops collecting (notFound) and it is 已失效. */
export async function invalidateMiniApp(db: Db, author: Author, id: bigint, now: Date) {
  return db.transaction(async (tx) => {
    const current = await findMiniApp(tx, author.companyId, id, true);
    return advance(tx, current, 'invalidate', { actorUserId: author.id, now });
  });
}

/** Deletes a form that never went live and is not in review, with its versions and events. */
export async function deleteMiniApp(db: Db, author: Author, id: bigint) {
  await db.transaction(async (tx) => {
    lifecycle.checkDeletable(await findMiniApp(tx, author.companyId, id, true));
    await tx.delete(miniApps).where(eq(miniApps.id, id));
  });
}

/** The management platform's decision on the version in review (`decideReview`). */
export async function reviewMiniApp(
  db: Db,
  decision: { id: bigint; approve: boolean; reason?: string },
  actorUserId: bigint,
  now: Date,
) {
  await db.transaction(async (tx) => {
    const current = await findMiniApp(tx, null, decision.id, true);
    await lifecycle.decideReview(tx, current, decision, actorUserId, now);
  });
}
