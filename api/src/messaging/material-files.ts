import { inArray } from 'drizzle-orm';
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
import { materials } from './tables.ts';

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

/** The file behind one of our file URLs (a carrier's media upload takes its bytes). */
export async function fileBehindUrl(db: Db, store: UploadStore, url: string) {
  const id = /\/files\/(\d{1,19})(?:[?#]|$)/.exec(url)?.[1];
  const upload = id ? await findUpload(db, id) : undefined;
  if (!upload) throw new GatewayUnavailable(`素材文件不存在：${url}`);
  const extension = upload.mime.split('/')[1]?.replace('jpeg', 'jpg') ?? 'bin';
  return {
    bytes: new Uint8Array(await readUpload(store, upload)),
    contentType: upload.mime,
    fileName: `${upload.id}.${extension}`,
  };
}
