import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { codes } from '../contract/codes.ts';
import {
  showcaseMessages,
  showcaseRules,
  type AlbumDetail,
  type AlbumSummary,
  type ShowcaseStatus,
} from '../contract/schemas/showcases.ts';
import { ebookPath, ebookTempPath } from '../contract/web-routes.ts';
import type { Db, Tx } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { ApiError, notFound } from '../errors.ts';
import { pageOf, type PageRequest } from '../lib/lists.ts';
import { companyMaterials } from '../messaging/materials.ts';
import { chinaTimeOf } from '../lib/calendar.ts';
import { signedFileUrl, type UploadStore } from '../uploads/store.ts';
import { takeAlbum } from './charges.ts';
import { imageSizes, useImages } from './images.ts';
import { publishedOnce } from './publishing.ts';
import { albumPages, albums, albumTempLinks } from './tables.ts';

export type AlbumRow = typeof albums.$inferSelect;
type Author = { id: bigint; companyId: bigint };
type AlbumInput = {
  id?: string;
  title: string;
  description: string;
  coverMaterialId: string | null;
  pages: { materialId: string; caption: string }[];
};

const refused = (message: string) => new ApiError(codes.invalidRequest, message, 400);

/** One of the company's albums, locked in a transaction when asked; 1404 otherwise. */
export async function findAlbum(db: Db | Tx, companyId: bigint, id: bigint, lock = false) {
  const query = db
    .select()
    .from(albums)
    .where(and(eq(albums.id, id), eq(albums.companyId, companyId)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound('电子画册');
  return row;
}

/** Each album's pages in order, by album id. */
export async function pagesOf(db: Db | Tx, albumIds: readonly bigint[]) {
  const rows =
    albumIds.length === 0
      ? []
      : await db
          .select()
          .from(albumPages)
          .where(inArray(albumPages.albumId, [...albumIds]))
          .orderBy(asc(albumPages.albumId), asc(albumPages.position));
  const pages = new Map<bigint, (typeof rows)[number][]>();
  for (const row of rows) pages.set(row.albumId, [...(pages.get(row.albumId) ?? []), row]);
  return pages;
}

/** The album's cover: the chosen image, else its first page; null without pages. */
export const albumCoverId = (album: AlbumRow, pages: readonly { materialId: bigint }[]) =>
  album.coverMaterialId ?? pages[0]?.materialId ?? null;

async function summaries(
  db: Db,
  store: UploadStore,
  rows: AlbumRow[],
  now: Date,
): Promise<(AlbumSummary & { pages: AlbumDetail['pages'] })[]> {
  const pages = await pagesOf(
    db,
    rows.map((r) => r.id),
  );
  const materialIds = rows.flatMap((r) => [
    ...(pages.get(r.id) ?? []).map((p) => p.materialId),
    ...(r.coverMaterialId ? [r.coverMaterialId] : []),
  ]);
  const [materials, sizes] = await Promise.all([
    companyMaterialsById(db, rows[0]?.companyId, materialIds),
    imageSizes(db, materialIds),
  ]);
  const urlOf = (materialId: bigint | null) => {
    const material = materialId === null ? undefined : materials.get(materialId);
    return material ? signedFileUrl(store, material.uploadId, now) : null;
  };
  return rows.map((row) => {
    const own = pages.get(row.id) ?? [];
    return {
      id: row.id.toString(),
      title: row.title,
      description: row.description,
      coverUrl: urlOf(albumCoverId(row, own)),
      pageCount: own.length,
      status: row.status as ShowcaseStatus,
      charged: row.chargedAt !== null,
      publicUrl: row.status === 'published' ? ebookPath(row.id.toString()) : null,
      publishTime: row.publishedAt && chinaTimeOf(row.publishedAt),
      updateTime: chinaTimeOf(row.updatedAt),
      pages: own.map((p) => ({
        materialId: p.materialId.toString(),
        caption: p.caption,
        url: urlOf(p.materialId) ?? '',
        width: sizes.get(p.materialId)?.width ?? 0,
        height: sizes.get(p.materialId)?.height ?? 0,
      })),
    };
  });
}

async function companyMaterialsById(db: Db, companyId: bigint | undefined, ids: bigint[]) {
  if (companyId === undefined) return new Map();
  const rows = await companyMaterials(db, companyId, [...new Set(ids)].map(String));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The company's albums, last changed first, optionally of one status. */
export async function listAlbums(
  db: Db,
  store: UploadStore,
  companyId: bigint,
  query: PageRequest & { status?: ShowcaseStatus },
  now: Date,
) {
  const where = and(
    eq(albums.companyId, companyId),
    query.status ? eq(albums.status, query.status) : undefined,
  );
  const { total, rows } = await pageOf(
    db,
    query,
    albums,
    where,
    db
      .select()
      .from(albums)
      .where(where)
      .orderBy(desc(albums.updatedAt), desc(albums.id))
      .$dynamic(),
  );
  const list = (await summaries(db, store, rows, now)).map(
    ({ pages: _pages, ...summary }) => summary,
  );
  return { total, list };
}

/** book/getOne: the album with its pages, as the editor opens it. */
export async function albumDetail(
  db: Db,
  store: UploadStore,
  row: AlbumRow,
  now: Date,
): Promise<AlbumDetail> {
  const [summary] = await summaries(db, store, [row], now);
  return { ...summary!, coverMaterialId: row.coverMaterialId?.toString() ?? null };
}

/**
 * Creates an album (without `id`) or saves one: its title, description, cover and pages in order.
 * A published album's saved pages are public at once, so it keeps at least one page.
 */
export async function saveAlbum(
  db: Db,
  store: UploadStore,
  author: Author,
  input: AlbumInput,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const current =
      input.id === undefined ? null : await findAlbum(tx, author.companyId, BigInt(input.id), true);
    if (current?.status === 'published' && input.pages.length === 0) {
      throw refused(showcaseMessages.albumNoPages);
    }
    await useImages(tx, store, author.companyId, [
      ...input.pages.map((p) => p.materialId),
      ...(input.coverMaterialId ? [input.coverMaterialId] : []),
    ]);
    const set = {
      title: input.title,
      description: input.description,
      coverMaterialId: input.coverMaterialId === null ? null : BigInt(input.coverMaterialId),
      updatedAt: now,
    };
    const id = current?.id ?? newId(now.getTime());
    const [saved] = current
      ? await tx.update(albums).set(set).where(eq(albums.id, id)).returning()
      : await tx
          .insert(albums)
          .values({ ...set, id, companyId: author.companyId, createdBy: author.id, createdAt: now })
          .returning();
    await tx.delete(albumPages).where(eq(albumPages.albumId, id));
    if (input.pages.length > 0) {
      await tx.insert(albumPages).values(
        input.pages.map((p, position) => ({
          albumId: id,
          position,
          materialId: BigInt(p.materialId),
          caption: p.caption,
        })),
      );
    }
    return saved!;
  });
}

/** Deletes an album that is not public (a draft, or taken down). */
export async function deleteAlbum(db: Db, author: Author, id: bigint) {
  await db.transaction(async (tx) => {
    const current = await findAlbum(tx, author.companyId, id, true);
    if (current.status === 'published') throw refused('已发布的画册请先下架再删除');
    await tx.delete(albums).where(eq(albums.id, id));
  });
}

const albumPublishing = publishedOnce({
  table: albums,
  find: findAlbum,
  ready: async (tx, album) => {
    if (((await pagesOf(tx, [album.id])).get(album.id) ?? []).length === 0) {
      throw refused(showcaseMessages.albumNoPages);
    }
  },
  charge: takeAlbum,
});

/**
 * Publishes an album with at least one page at /ebook/{id}. The first publishing takes one
 * e-album from the balance (refused when empty, nothing written); publishing again after 下架
 * costs nothing. Albums need no review: the balance is the gate.
 */
export const publishAlbum = albumPublishing.publish;

/** Takes a published album down (下架): its public page answers 404. */
export const unpublishAlbum = albumPublishing.unpublish;

/** A preview link to the album as saved (/ebookTemp/{key}): anyone with it, for one hour. */
export async function createAlbumTempLink(db: Db, author: Author, id: bigint, now: Date) {
  const album = await findAlbum(db, author.companyId, id);
  const token = randomBytes(18).toString('base64url');
  const expiresAt = new Date(now.getTime() + showcaseRules.tempLinkMinutes * 60_000);
  await db.insert(albumTempLinks).values({
    id: newId(now.getTime()),
    albumId: album.id,
    token,
    createdBy: author.id,
    expiresAt,
    createdAt: now,
  });
  return { url: ebookTempPath(token), expireTime: chinaTimeOf(expiresAt) };
}

/** The album of a preview link's key, and whether the link has expired; null for an unknown key. */
export async function albumOfTempLink(db: Db, token: string, now: Date) {
  const [link] = await db
    .select({ album: albums, expiresAt: albumTempLinks.expiresAt })
    .from(albumTempLinks)
    .innerJoin(albums, eq(albums.id, albumTempLinks.albumId))
    .where(eq(albumTempLinks.token, token));
  return link ? { album: link.album, expired: link.expiresAt <= now } : null;
}

/** A published album by id; null when unknown or not public. */
export async function publishedAlbum(db: Db, id: bigint) {
  const [row] = await db
    .select()
    .from(albums)
    .where(and(eq(albums.id, id), eq(albums.status, 'published')));
  return row ?? null;
}
