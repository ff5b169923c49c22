import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { codes } from '../contract/codes.ts';
import {
  showcaseImageWidths,
  showcaseMessages,
  type ShowcaseImage,
  type ShowcaseImageWidth,
} from '../contract/schemas/showcases.ts';
import { showcaseImagePath } from '../contract/web-routes.ts';
import type { Db, Tx } from '../db/client.ts';
import { ApiError } from '../errors.ts';
import { companyMaterials, keepMaterials } from '../messaging/materials.ts';
import { readUpload, uploadsByIds, type UploadStore } from '../uploads/store.ts';
import { showcaseImageSizes } from './tables.ts';

const refused = (message: string) => new ApiError(codes.invalidRequest, message, 400);

export type ImageSize = { width: number; height: number };

/**
 * Records the pixel size of each of these image materials not recorded yet (read once from the
 * file), in the saving transaction, so public pages give every image its size.
 */
export async function recordImageSizes(
  tx: Tx,
  store: UploadStore,
  images: readonly { id: bigint; uploadId: bigint }[],
) {
  if (images.length === 0) return;
  const known = await tx
    .select({ materialId: showcaseImageSizes.materialId })
    .from(showcaseImageSizes)
    .where(
      inArray(
        showcaseImageSizes.materialId,
        images.map((i) => i.id),
      ),
    );
  const missing = images.filter((i) => !known.some((k) => k.materialId === i.id));
  if (missing.length === 0) return;
  const uploads = await uploadsByIds(
    tx as Db,
    missing.map((i) => i.uploadId),
  );
  for (const image of missing) {
    const { width = 1, height = 1 } = await sharp(
      await readUpload(store, uploads.get(image.uploadId)!),
    ).metadata();
    await tx
      .insert(showcaseImageSizes)
      .values({ materialId: image.id, width, height })
      .onConflictDoNothing();
  }
}

/** The recorded sizes of these image materials, by material id. */
export async function imageSizes(db: Db | Tx, materialIds: readonly bigint[]) {
  const rows =
    materialIds.length === 0
      ? []
      : await db
          .select()
          .from(showcaseImageSizes)
          .where(inArray(showcaseImageSizes.materialId, [...new Set(materialIds)]));
  return new Map(rows.map((r) => [r.materialId, { width: r.width, height: r.height }]));
}

/**
 * An image as a public showcase page shows it (`owner`: the page, see `showcaseImagePath`): the
 * served widths narrower than the original, and the narrowest one not narrower (served at the
 * original's width: images are never enlarged); `src` the one nearest 640 px.
 */
export function showcaseImageOf(owner: string, materialId: bigint, size: ImageSize): ShowcaseImage {
  const narrower = showcaseImageWidths.filter((w) => w < size.width);
  const covering = showcaseImageWidths.find((w) => w >= size.width);
  const candidates: { served: ShowcaseImageWidth; shown: number }[] = [
    ...narrower.map((w) => ({ served: w, shown: w })),
    ...(covering ? [{ served: covering, shown: size.width }] : []),
  ];
  const path = (w: number) => showcaseImagePath(owner, materialId.toString(), w);
  const src = candidates.find((c) => c.served >= 640) ?? candidates.at(-1)!;
  return {
    src: path(src.served),
    srcset: candidates.map((c) => `${path(c.served)} ${c.shown}w`).join(', '),
    width: size.width,
    height: size.height,
  };
}

/** HTTP 404: an <img> must not take an error envelope for its file. */
export const imageMissing = () => new ApiError(codes.notFound, '文件不存在', 404);

/** An upload's image at one served width as WebP, in the upload store beside the original. */
const renditionName = (uploadId: bigint, width: ShowcaseImageWidth) =>
  `showcase-${uploadId}-${width}.webp`;

/**
 * The stored rendition, made from the original (never enlarged) and stored when there is none
 * yet: encoded once, then read by every instance sharing the store.
 */
async function storedRendition(
  store: UploadStore,
  upload: Parameters<typeof readUpload>[1],
  width: ShowcaseImageWidth,
) {
  const name = renditionName(upload.id, width);
  const stored = await store.get(name).catch(() => null);
  if (stored) return stored;
  const bytes = await sharp(await readUpload(store, upload))
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
  // A failed write (another request stored the same bytes first) leaves a rendition to serve.
  await store.put(name, bytes, 'image/webp').catch(() => undefined);
  return bytes;
}

/**
 * A company's image material at one of the served widths, as WebP: its `etag` (an upload's id
 * never names other bytes, so neither does it) and its bytes, read when needed. The caller has
 * checked that the page asking shows it.
 */
export async function imageRendition(
  db: Db,
  store: UploadStore,
  companyId: bigint,
  materialId: bigint,
  width: ShowcaseImageWidth,
) {
  const [material] = await companyMaterials(db, companyId, [materialId.toString()]);
  if (!material || material.kind !== 'image') throw imageMissing();
  const upload = (await uploadsByIds(db, [material.uploadId])).get(material.uploadId);
  if (!upload) throw imageMissing();
  return {
    etag: `"${renditionName(upload.id, width)}"`,
    read: () => storedRendition(store, upload, width),
  };
}

/**
 * The images checked (the company's own image materials, not deleted), kept from expiring, and
 * their sizes recorded for the public pages.
 */
export async function useImages(
  tx: Tx,
  store: UploadStore,
  companyId: bigint,
  ids: readonly string[],
) {
  const rows = await companyMaterials(tx, companyId, [...new Set(ids)]);
  for (const id of ids) {
    const row = rows.find((r) => r.id.toString() === id);
    if (!row) throw refused(showcaseMessages.materialMissing);
    if (row.kind !== 'image') throw refused(showcaseMessages.materialKind);
  }
  await keepMaterials(
    tx,
    rows.map((r) => r.id),
  );
  await recordImageSizes(tx, store, rows);
}
