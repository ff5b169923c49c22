import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { articleDocument, bodyMaterialIds } from '../contract/article-document.ts';
import { contentReviewStatus } from '../contract/content-review.ts';
import type { Db, Tx } from '../db/client.ts';
import { codes } from '../contract/codes.ts';
import { ApiError } from '../errors.ts';
import { companyMaterials } from '../messaging/materials.ts';
import { readUpload, signedFileUrl, uploadsByIds, type UploadStore } from '../uploads/store.ts';
import { articles, articleVersions } from './tables.ts';

// HTTP 404: an <img> or <video> must not take an error envelope for its file.
const missing = () => new ApiError(codes.notFound, '文件不存在', 404);

/**
 * The signed URL of a material an article shows (`file`: the material id, `-cover` for a
 * video's cover). Only a material the article's edited or public version names is served, and
 * nothing of a withdrawn article.
 */
export async function articleMediaUrl(
  db: Db,
  store: UploadStore,
  articleId: bigint,
  file: string,
  now: Date,
) {
  const cover = file.endsWith('-cover');
  const materialId = cover ? file.slice(0, -'-cover'.length) : file;
  const [article] = await db.select().from(articles).where(eq(articles.id, articleId));
  if (!article || article.status === contentReviewStatus.invalid) throw missing();
  const documents = [articleDocument.parse(article.document)];
  if (article.liveVersion !== null) {
    const [live] = await db
      .select({ document: articleVersions.document })
      .from(articleVersions)
      .where(
        and(
          eq(articleVersions.articleId, articleId),
          eq(articleVersions.version, article.liveVersion),
        ),
      );
    if (live) documents.push(articleDocument.parse(live.document));
  }
  const named = documents.some(
    (d) => d.cover?.materialId === materialId || bodyMaterialIds(d.body).includes(materialId),
  );
  if (!named) throw missing();
  const [material] = await companyMaterials(db, article.companyId, [materialId]);
  const uploadId = cover ? material?.coverUploadId : material?.uploadId;
  if (!uploadId) throw missing();
  return signedFileUrl(store, uploadId, now);
}

/** An image's size in pixels, so that its `<img>` holds its place before it loads. */
export type ImageSize = { width: number; height: number };

/**
 * The sizes of these image materials (by material id), read from their stored files' headers
 * with sharp (nothing is decoded); an image whose size cannot be read has none.
 */
export async function imageSizes(
  db: Db | Tx,
  store: UploadStore,
  images: readonly { id: bigint; uploadId: bigint }[],
): Promise<Map<string, ImageSize>> {
  const files = await uploadsByIds(
    db as Db,
    images.map((i) => i.uploadId),
  );
  const sizes = new Map<string, ImageSize>();
  for (const image of images) {
    const upload = files.get(image.uploadId);
    if (!upload) continue;
    const { width, height } = await sharp(await readUpload(store, upload))
      .metadata()
      .catch(() => ({ width: undefined, height: undefined }));
    if (width && height) sizes.set(image.id.toString(), { width, height });
  }
  return sizes;
}
