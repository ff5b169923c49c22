import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CarrierCode } from '../contract/schemas/messaging.ts';
import type { Db } from '../db/client.ts';
import {
  findUpload,
  readUpload,
  signedFileUrl,
  uploadsByIds,
  type UploadStore,
} from '../uploads/store.ts';
import { GatewayUnavailable } from './gateway.ts';
import type { GsmaFile } from './gsma.ts';
import { carrierReviews, materials } from './tables.ts';

/**
 * Materials as the carriers fetch them (signed URLs), by material id: each file with its type and
 * size, and a video's or audio's cover as its thumbnail. Deleted materials are included (a
 * template keeps what it was approved with).
 */
export async function materialFiles(
  db: Db,
  store: UploadStore,
  ids: readonly bigint[],
  now: Date,
): Promise<Map<string, GsmaFile>> {
  if (ids.length === 0) return new Map();
  const found = await db
    .select()
    .from(materials)
    .where(inArray(materials.id, [...ids]));
  const files = await uploadsByIds(
    db,
    found.flatMap((m) => (m.coverUploadId === null ? [m.uploadId] : [m.uploadId, m.coverUploadId])),
  );
  const rows = found.flatMap((material) => {
    const file = files.get(material.uploadId);
    const cover = material.coverUploadId === null ? null : files.get(material.coverUploadId);
    return file ? [{ material, file, cover }] : [];
  });
  return new Map(
    rows.map(({ material, file, cover }) => [
      material.id.toString(),
      {
        url: signedFileUrl(store, file.id, now),
        contentType: file.mime,
        size: file.size,
        ...(cover && {
          thumbnail: {
            url: signedFileUrl(store, cover.id, now),
            contentType: cover.mime,
            size: cover.size,
          },
        }),
      },
    ]),
  );
}

const uploadIdOf = (url: string) => /\/files\/(\d{1,19})(?:[?#]|$)/.exec(url)?.[1];

/**
 * The URL a carrier returned for the material behind one of our file URLs when it took it for
 * review (§8.1, permanent), once it approved it; null when it has none.
 */
export async function carrierMaterialUrl(db: Db, carrier: CarrierCode, url: string) {
  const id = uploadIdOf(url);
  if (!id) return null;
  const [row] = await db
    .select({ url: carrierReviews.ticket })
    .from(carrierReviews)
    .innerJoin(
      materials,
      and(eq(carrierReviews.subjectKind, 'material'), eq(carrierReviews.subjectId, materials.id)),
    )
    .where(
      and(
        eq(materials.uploadId, BigInt(id)),
        eq(carrierReviews.carrier, carrier),
        eq(carrierReviews.state, 'approved'),
        // A review the simulator answered holds its own ticket, not a URL.
        sql`${carrierReviews.ticket} ~ '^https?://'`,
      ),
    )
    .orderBy(desc(carrierReviews.answeredAt))
    .limit(1);
  return row?.url ?? null;
}

/** The file behind one of our file URLs (a carrier's media upload takes its bytes). */
export async function fileBehindUrl(db: Db, store: UploadStore, url: string) {
  const id = uploadIdOf(url);
  const upload = id ? await findUpload(db, id) : undefined;
  if (!upload) throw new GatewayUnavailable(`素材文件不存在：${url}`);
  const extension = upload.mime.split('/')[1]?.replace('jpeg', 'jpg') ?? 'bin';
  return {
    bytes: new Uint8Array(await readUpload(store, upload)),
    contentType: upload.mime,
    fileName: `${upload.id}.${extension}`,
  };
}
