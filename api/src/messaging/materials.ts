import { and, count, desc, eq, ilike, inArray, isNull, lte, sql } from 'drizzle-orm';
import { codes } from '../contract/codes.ts';
import { templateStatus, templateTransitions } from '../contract/messaging-status.ts';
import {
  carrierCodes,
  materialMessages,
  materialRules,
  type CarrierState,
  type Material,
  type MaterialKind,
} from '../contract/schemas/messaging.ts';
import type { Db, Tx } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import {
  carrierReviews,
  chatbots,
  materials,
  templateEvents,
  templateMaterials,
  templates,
} from './tables.ts';
import { lockCompany } from '../accounts/accounts.ts';
import { ApiError, notFound } from '../errors.ts';
import { saveUpload, signedFileUrl, type UploadStore } from '../uploads/store.ts';
import { carrierReviewsOf, queueCarrierReviews, type SubmissionBuilder } from './carrier-work.ts';
import { carrierStatesOf } from './chatbots.ts';
import { inspectCoverImage, inspectMaterialFile } from './media.ts';
import { materialFiles } from './material-files.ts';
import { containing, offsetOf } from '../lib/lists.ts';
import { dayMs } from '../lib/calendar.ts';

type MaterialRow = typeof materials.$inferSelect;
type Uploader = { id: bigint; companyId: bigint };

/** Template statuses a withdrawn material invalidates (drafts, reviews, approved, sent). */
const invalidatedByWithdrawal = templateTransitions.invalidate.from;

/** The review state shown for a subject: rejected if any carrier refused, approved once all agreed. */
function overallState(states: readonly CarrierState[]): CarrierState {
  if (states.some((s) => s === 'rejected')) return 'rejected';
  return states.length > 0 && states.every((s) => s === 'approved') ? 'approved' : 'pending';
}

async function materialViews(
  db: Db,
  store: UploadStore,
  rows: MaterialRow[],
  now: Date,
): Promise<Material[]> {
  const ids = rows.map((r) => r.id);
  const [reviews, usage] = await Promise.all([
    carrierReviewsOf(db, 'material', ids),
    ids.length === 0
      ? []
      : db
          .select({ materialId: templateMaterials.materialId, n: count() })
          .from(templateMaterials)
          .innerJoin(templates, eq(templates.id, templateMaterials.templateId))
          .where(
            and(
              inArray(templateMaterials.materialId, ids),
              isNull(templates.deletedAt),
              inArray(templates.status, [...invalidatedByWithdrawal]),
            ),
          )
          .groupBy(templateMaterials.materialId),
  ]);
  return rows.map((row) => {
    const carriers = carrierStatesOf(reviews.filter((r) => r.subjectId === row.id));
    return {
      id: row.id.toString(),
      kind: row.kind as MaterialKind,
      name: row.name,
      url: signedFileUrl(store, row.uploadId, now),
      coverUrl: row.coverUploadId ? signedFileUrl(store, row.coverUploadId, now) : null,
      size: row.size,
      durationSeconds: row.durationSeconds,
      reviewState: overallState(carriers.map((c) => c.state)),
      carriers,
      expireTime: row.expiresAt?.toISOString() ?? null,
      usedBy: usage.find((u) => u.materialId === row.id)?.n ?? 0,
      createTime: row.createdAt.toISOString(),
    };
  });
}

const live = (companyId: bigint) =>
  and(eq(materials.companyId, companyId), isNull(materials.deletedAt));

export async function listMaterials(
  db: Db,
  store: UploadStore,
  companyId: bigint,
  query: { page: number; pageSize: number; kind?: MaterialKind; name?: string },
  now: Date,
) {
  const where = and(
    live(companyId),
    query.kind ? eq(materials.kind, query.kind) : undefined,
    query.name ? ilike(materials.name, containing(query.name)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(materials)
      .where(where)
      .orderBy(desc(materials.createdAt), desc(materials.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(materials).where(where),
  ]);
  return { total: total!.n, list: await materialViews(db, store, rows, now) };
}

/** The materials of a company among `ids` (others' and deleted ones are simply absent). */
export async function companyMaterials(db: Db | Tx, companyId: bigint, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(materials)
    .where(and(live(companyId), inArray(materials.id, ids.map(BigInt))));
}

/**
 * Takes the company's row lock, then refuses when its library is full: every upload takes it
 * first, so parallel uploads count one after another and never pass the quota together.
 */
async function lockQuota(tx: Tx, companyId: bigint) {
  await lockCompany(tx, companyId);
  const [held] = await tx.select({ n: count() }).from(materials).where(live(companyId));
  if (held!.n >= materialRules.quota) {
    throw new ApiError(codes.materialQuotaReached, materialMessages.quotaReached);
  }
}

/**
 * Adds a file to the library: checked by its bytes (type, 2 MB, real duration ≤ 1 minute), images
 * re-encoded, a cover image required for video and audio, within the company's quota. Carriers
 * review it next; unused, it expires after 30 days.
 */
export async function addMaterial(
  db: Db,
  store: UploadStore,
  uploader: Uploader,
  file: { bytes: Buffer; name: string; cover?: Buffer },
  now: Date,
): Promise<Material> {
  const media = await inspectMaterialFile(file.bytes);
  const cover = media.kind === 'image' ? undefined : file.cover;
  if (media.kind !== 'image' && !cover) {
    throw new ApiError(codes.invalidRequest, materialMessages.coverRequired, 400);
  }
  const coverImage = cover ? await inspectCoverImage(cover) : undefined;
  const id = newId(now.getTime());
  const row = await db.transaction(async (tx) => {
    await lockQuota(tx, uploader.companyId);
    const uploadId = await saveUpload(tx, store, uploader, media.bytes, media.mime, now);
    const coverUploadId = coverImage
      ? await saveUpload(tx, store, uploader, coverImage.bytes, coverImage.mime, now)
      : null;
    const [inserted] = await tx
      .insert(materials)
      .values({
        id,
        companyId: uploader.companyId,
        kind: media.kind,
        name: file.name.trim().slice(0, 50) || '未命名素材',
        uploadId,
        coverUploadId,
        size: media.bytes.length + (coverImage?.bytes.length ?? 0),
        durationSeconds: media.durationSeconds,
        expiresAt: new Date(now.getTime() + materialRules.unusedExpiryDays * dayMs),
        createdAt: now,
      })
      .returning();
    await queueCarrierReviews(tx, 'material', id, carrierCodes, now);
    return inserted!;
  });
  return (await materialViews(db, store, [row], now))[0]!;
}

/**
 * Withdraws a material. Templates that use it and could still be sent or reviewed become invalid
 * (status 0), each with an event: the console warns with `usedBy` before asking.
 */
export async function deleteMaterial(
  db: Db,
  companyId: bigint,
  id: bigint,
  actorUserId: bigint,
  now: Date,
) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(materials)
      .set({ deletedAt: now })
      .where(and(eq(materials.id, id), live(companyId)))
      .returning({ id: materials.id });
    if (!row) throw notFound('素材');
    const affected = await tx
      .select({ id: templates.id, status: templates.status })
      .from(templates)
      .innerJoin(templateMaterials, eq(templateMaterials.templateId, templates.id))
      .where(
        and(
          eq(templateMaterials.materialId, id),
          isNull(templates.deletedAt),
          inArray(templates.status, [...invalidatedByWithdrawal]),
        ),
      )
      .for('update');
    if (affected.length === 0) return;
    await tx
      .update(templates)
      .set({ status: templateStatus.invalid, rejectReason: '所用素材已删除', updatedAt: now })
      .where(
        inArray(
          templates.id,
          affected.map((t) => t.id),
        ),
      );
    await tx.insert(templateEvents).values(
      affected.map((t) => ({
        id: newId(now.getTime()),
        templateId: t.id,
        event: 'invalidate',
        fromStatus: t.status,
        toStatus: templateStatus.invalid,
        actorUserId,
        reason: '所用素材已删除',
        createdAt: now,
      })),
    );
  });
}

/** base/getFileSize: bytes of the given materials of this company together, and the template limit. */
export async function materialsSize(db: Db, companyId: bigint, ids: readonly string[]) {
  const rows = await companyMaterials(db, companyId, ids);
  if (rows.length !== new Set(ids).size) throw notFound('素材');
  return rows.reduce((sum, r) => sum + r.size, 0);
}

/** Unused materials past their expiry leave the library (an hourly job); how many went. */
export async function expireUnusedMaterials(db: Db, now: Date) {
  const gone = await db
    .update(materials)
    .set({ deletedAt: now })
    .where(and(isNull(materials.deletedAt), lte(materials.expiresAt, now)))
    .returning({ id: materials.id });
  return gone.length;
}

/** Used materials stop expiring (in the transaction that makes a template use them). */
export async function keepMaterials(tx: Tx, ids: bigint[]) {
  if (ids.length === 0) return;
  await tx.update(materials).set({ expiresAt: null }).where(inArray(materials.id, ids));
}

export function materialSubmissionBuilder(db: Db, store: UploadStore): SubmissionBuilder {
  return async (materialId, carrier, now) => {
    const [row] = await db
      .select({ material: materials })
      .from(materials)
      .where(and(eq(materials.id, materialId), isNull(materials.deletedAt)));
    if (!row) return 'gone';
    // The company's oldest service account registered with the carrier uploads it.
    const [bot] = await db
      .select({ uri: sql<string>`${chatbots.carrierChatbotIds} ->> ${carrier}::text` })
      .from(chatbots)
      .where(
        and(
          eq(chatbots.companyId, row.material.companyId),
          sql`${chatbots.carrierChatbotIds} ? ${carrier}::text`,
        ),
      )
      .orderBy(chatbots.createdAt)
      .limit(1);
    return {
      subject: 'material',
      subjectId: materialId.toString(),
      carrier,
      chatbotUri: bot?.uri ?? null,
      name: row.material.name,
      file: (await materialFiles(db, store, [materialId], now)).get(materialId.toString())!,
    };
  };
}

/** Material reviews need no follow-up: their state is read from the carriers' answers. */
export const settleMaterialReview = async () => {};

/** Whether any of these materials was refused by a carrier. */
export async function anyMaterialRejected(db: Db | Tx, ids: bigint[]) {
  if (ids.length === 0) return false;
  const [row] = await db
    .select({ n: count() })
    .from(carrierReviews)
    .where(
      and(
        eq(carrierReviews.subjectKind, 'material'),
        inArray(carrierReviews.subjectId, ids),
        eq(carrierReviews.state, 'rejected'),
        sql`${carrierReviews.reason} <> '已撤回'`,
      ),
    );
  return row!.n > 0;
}
