import { alias } from 'drizzle-orm/pg-core';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { uploads } from '../uploads/tables.ts';
import { signedFileUrl, type UploadStore } from '../uploads/store.ts';
import type { GsmaFile } from './gsma.ts';
import { materials } from './tables.ts';

const covers = alias(uploads, 'covers');

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
  const rows = await db
    .select({ material: materials, file: uploads, cover: covers })
    .from(materials)
    .innerJoin(uploads, eq(uploads.id, materials.uploadId))
    .leftJoin(covers, eq(covers.id, materials.coverUploadId))
    .where(inArray(materials.id, [...ids]));
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
