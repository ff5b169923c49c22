import { and, desc, eq } from 'drizzle-orm';
import { codes } from '../contract/codes.ts';
import {
  showcaseMessages,
  type MediaItem,
  type MediaKind,
  type ShowcaseStatus,
} from '../contract/schemas/showcases.ts';
import type { Db, Tx } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { ApiError, notFound } from '../errors.ts';
import { pageOf, type PageRequest } from '../lib/lists.ts';
import { companyMaterials, keepMaterials } from '../messaging/materials.ts';
import { chinaTimeOf } from '../lib/calendar.ts';
import { signedFileUrl, type UploadStore } from '../uploads/store.ts';
import { useImages } from './images.ts';
import { takeMedia } from './charges.ts';
import { publishedOnce } from './publishing.ts';
import { mediaItems } from './tables.ts';

export type MediaItemRow = typeof mediaItems.$inferSelect;
type Author = { id: bigint; companyId: bigint };
type MediaInput = {
  id?: string;
  materialId: string;
  coverMaterialId: string;
  title: string;
  description: string;
};

const refused = (message: string) => new ApiError(codes.invalidRequest, message, 400);

/** One of the company's +媒体 items, locked in a transaction when asked; 1404 otherwise. */
export async function findMediaItem(db: Db | Tx, companyId: bigint, id: bigint, lock = false) {
  const query = db
    .select()
    .from(mediaItems)
    .where(and(eq(mediaItems.id, id), eq(mediaItems.companyId, companyId)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound('+媒体');
  return row;
}

/** The items as the console shows them, with signed URLs of their file and cover. */
export async function mediaViews(
  db: Db,
  store: UploadStore,
  rows: MediaItemRow[],
  now: Date,
): Promise<MediaItem[]> {
  if (rows.length === 0) return [];
  const materials = await companyMaterials(
    db,
    rows[0]!.companyId,
    rows.flatMap((r) => [r.materialId.toString(), r.coverMaterialId.toString()]),
  );
  const byId = new Map(materials.map((m) => [m.id, m]));
  const url = (id: bigint) => {
    const material = byId.get(id);
    return material ? signedFileUrl(store, material.uploadId, now) : '';
  };
  return rows.map((row) => ({
    id: row.id.toString(),
    kind: row.kind as MediaKind,
    title: row.title,
    description: row.description,
    materialId: row.materialId.toString(),
    coverMaterialId: row.coverMaterialId.toString(),
    url: url(row.materialId),
    coverUrl: url(row.coverMaterialId),
    durationSeconds: byId.get(row.materialId)?.durationSeconds ?? null,
    status: row.status as ShowcaseStatus,
    charged: row.chargedAt !== null,
    publishTime: row.publishedAt && chinaTimeOf(row.publishedAt),
    updateTime: chinaTimeOf(row.updatedAt),
  }));
}

/** The company's +媒体 items, last changed first, optionally of one status. */
export async function listMediaItems(
  db: Db,
  store: UploadStore,
  companyId: bigint,
  query: PageRequest & { status?: ShowcaseStatus },
  now: Date,
) {
  const where = and(
    eq(mediaItems.companyId, companyId),
    query.status ? eq(mediaItems.status, query.status) : undefined,
  );
  const { total, rows } = await pageOf(
    db,
    query,
    mediaItems,
    where,
    db
      .select()
      .from(mediaItems)
      .where(where)
      .orderBy(desc(mediaItems.updatedAt), desc(mediaItems.id))
      .$dynamic(),
  );
  return { total, list: await mediaViews(db, store, rows, now) };
}

/** The company's published +媒体 items, last published first, for its home. */
export const publishedMediaItems = (db: Db, companyId: bigint) =>
  db
    .select()
    .from(mediaItems)
    .where(and(eq(mediaItems.companyId, companyId), eq(mediaItems.status, 'published')))
    .orderBy(desc(mediaItems.publishedAt), desc(mediaItems.id));

/**
 * Creates (without `id`) or saves an item: a video or audio material of the company, its cover
 * image, title and description; a published item's edits are public at once.
 */
export async function saveMediaItem(
  db: Db,
  store: UploadStore,
  author: Author,
  input: MediaInput,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const current =
      input.id === undefined
        ? null
        : await findMediaItem(tx, author.companyId, BigInt(input.id), true);
    const [material] = await companyMaterials(tx, author.companyId, [input.materialId]);
    if (!material) throw refused(showcaseMessages.materialMissing);
    if (material.kind !== 'video' && material.kind !== 'audio') {
      throw refused(showcaseMessages.materialKind);
    }
    await keepMaterials(tx, [material.id]);
    await useImages(tx, store, author.companyId, [input.coverMaterialId]);
    const set = {
      kind: material.kind,
      materialId: material.id,
      coverMaterialId: BigInt(input.coverMaterialId),
      title: input.title,
      description: input.description,
      updatedAt: now,
    };
    const [saved] = current
      ? await tx.update(mediaItems).set(set).where(eq(mediaItems.id, current.id)).returning()
      : await tx
          .insert(mediaItems)
          .values({
            ...set,
            id: newId(now.getTime()),
            companyId: author.companyId,
            createdBy: author.id,
            createdAt: now,
          })
          .returning();
    return saved!;
  });
}

/** Deletes an item that is not public (a draft, or taken down). */
export async function deleteMediaItem(db: Db, author: Author, id: bigint) {
  await db.transaction(async (tx) => {
    const current = await findMediaItem(tx, author.companyId, id, true);
    if (current.status === 'published') throw refused('已发布的+媒体请先下架再删除');
    await tx.delete(mediaItems).where(eq(mediaItems.id, id));
  });
}

const mediaPublishing = publishedOnce({
  table: mediaItems,
  find: findMediaItem,
  charge: takeMedia,
});

/**
 * Publishes an item to the company home. The first publishing takes one +媒体 from the balance
 * (refused when empty, nothing written); publishing again after 下架 costs nothing.
 */
export const publishMediaItem = mediaPublishing.publish;

/** Takes a published item down (下架): the company home no longer shows it. */
export const unpublishMediaItem = mediaPublishing.unpublish;

/** The signed URL of a published item's video or audio; HTTP 404 otherwise. */
export async function mediaFileUrl(db: Db, store: UploadStore, itemId: bigint, now: Date) {
  const [item] = await db
    .select()
    .from(mediaItems)
    .where(and(eq(mediaItems.id, itemId), eq(mediaItems.status, 'published')));
  const [material] = item
    ? await companyMaterials(db, item.companyId, [item.materialId.toString()])
    : [];
  if (!material) throw new ApiError(codes.notFound, '文件不存在', 404);
  return signedFileUrl(store, material.uploadId, now);
}
