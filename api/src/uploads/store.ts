import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { apiPrefix } from '../contract/endpoints.ts';
import { codes } from '../contract/codes.ts';
import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { uploads } from './tables.ts';
import { ApiError } from '../errors.ts';
import { byId } from '../lib/lists.ts';
import { maxUploadBytes } from '../contract/schemas/uploads.ts';
import { bmpToPng, reencodeImage } from './images.ts';
import type { S3StoreOptions } from './s3-store.ts';
import type { SessionUser } from '../accounts/sessions.ts';

/** Proof images (spec §5): checked by their bytes, never by name. */
const acceptedImages: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  bmp: 'image/bmp',
};
/** Signed file URLs work this long; the API signs new ones whenever it shows a file again. */
const signedUrlTtlMs = 60 * 60 * 1000;

export const unsupportedType = () => new ApiError(codes.invalidRequest, '不支持该文件类型', 415);
export const tooLarge = () =>
  new ApiError(codes.invalidRequest, `文件大小超出${maxUploadBytes / 1024 / 1024}MB`, 413);

/** Where uploaded files live: the local disk by default, S3-compatible object storage when set. */
export type UploadStore = {
  /** Signs file URLs; kept in the store itself, so every instance sharing it signs alike. */
  secret: Buffer;
  /** Writes a new file under a fresh name. */
  put: (name: string, bytes: Buffer, mime: string) => Promise<void>;
  get: (name: string) => Promise<Buffer>;
  /** Removes a file; nothing happens when it is already gone. */
  delete: (name: string) => Promise<void>;
};

/** The key that signs file URLs, made on first use. */
const secretName = 'file-url.key';

/** Uploads under DATA_DIR/uploads with random names; the signing key beside them survives restarts. */
export async function openLocalUploadStore(dataDir: string): Promise<UploadStore> {
  const dir = path.join(dataDir, 'uploads');
  await fs.mkdir(dir, { recursive: true });
  const secretFile = path.join(dataDir, secretName);
  const secret = await fs.readFile(secretFile).catch(async () => {
    const fresh = randomBytes(32);
    await fs.writeFile(secretFile, fresh, { mode: 0o600 });
    return fresh;
  });
  return {
    secret,
    put: (name, bytes) => fs.writeFile(path.join(dir, name), bytes, { flag: 'wx' }),
    get: (name) => fs.readFile(path.join(dir, name)),
    delete: (name) => fs.rm(path.join(dir, name), { force: true }),
  };
}

/**
 * The configured store: S3 when `s3` is given (uploads/s3-store.ts), else the local disk. The S3
 * client (about 20 MB resident) is loaded only by a service that uses it.
 */
export async function openUploadStore(dataDir: string, s3?: S3StoreOptions): Promise<UploadStore> {
  if (!s3) return openLocalUploadStore(dataDir);
  const { openS3UploadStore } = await import('./s3-store.ts');
  return openS3UploadStore(s3, secretName);
}

const sign = (store: UploadStore, id: string, expires: number) =>
  createHmac('sha256', store.secret).update(`${id}.${expires}`).digest('base64url');

/** A URL for the file that works without a session until it expires. */
export function signedFileUrl(store: UploadStore, id: bigint | string, now: Date): string {
  const expires = Math.floor((now.getTime() + signedUrlTtlMs) / 1000);
  return `${apiPrefix}files/${id}?expires=${expires}&signature=${sign(store, String(id), expires)}`;
}

export function hasValidSignature(
  store: UploadStore,
  id: string,
  query: { expires?: number; signature?: string },
  now: Date,
) {
  if (!query.expires || !query.signature || query.expires * 1000 < now.getTime()) return false;
  const expected = Buffer.from(sign(store, id, query.expires));
  const given = Buffer.from(query.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Stores an image after checking its real type and size, decoded and re-encoded (a BMP as PNG) so
 * that nothing but its pixels is kept; returns a signed URL to it.
 */
export async function storeImage(
  db: Db,
  store: UploadStore,
  user: SessionUser,
  bytes: Buffer,
  now: Date,
) {
  if (bytes.length > maxUploadBytes) throw tooLarge();
  const type = await fileTypeFromBuffer(bytes);
  const mime = type && acceptedImages[type.ext];
  if (!mime) throw unsupportedType();
  const [clean, storedMime] =
    mime === 'image/bmp'
      ? [await bmpToPng(bytes, unsupportedType), 'image/png']
      : [await reencodeImage(bytes, mime, unsupportedType), mime];
  return signedFileUrl(store, await saveUpload(db, store, user, clean, storedMime, now), now);
}

/** Writes checked bytes under a random name and records them as the user's upload; its id. */
export async function saveUpload(
  db: Db,
  store: UploadStore,
  user: Pick<SessionUser, 'id' | 'companyId'>,
  bytes: Buffer,
  mime: string,
  now: Date,
) {
  const id = newId(now.getTime());
  const storedName = randomBytes(16).toString('hex');
  await store.put(storedName, bytes, mime);
  await db.insert(uploads).values({
    id,
    companyId: user.companyId,
    userId: user.id,
    storedName,
    mime,
    size: bytes.length,
    createdAt: now,
  });
  return id;
}

/** Decodes `data:image/…;base64,…` or bare base64. */
export function decodeBase64Image(input: string): Buffer {
  const base64 = input.replace(/^data:[^;,]+;base64,/, '').replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw unsupportedType();
  return Buffer.from(base64, 'base64');
}

export async function findUpload(db: Db, id: string) {
  return (
    await db
      .select()
      .from(uploads)
      .where(eq(uploads.id, BigInt(id)))
      .limit(1)
  )[0];
}

/** Several uploads by id, for the domains that keep an upload's id (materials, logos). */
export const uploadsByIds = (db: Db, ids: readonly bigint[]) =>
  byId(ids, (distinct) => db.select().from(uploads).where(inArray(uploads.id, distinct)));

/** The uploader's company and the management platform may see a file; nobody else. */
export const maySeeUpload = (user: SessionUser, upload: typeof uploads.$inferSelect) =>
  (user.platform === 3 && user.userStatus === 1) ||
  (upload.companyId !== null && upload.companyId === user.companyId) ||
  upload.userId === user.id;

export const readUpload = (store: UploadStore, upload: typeof uploads.$inferSelect) =>
  store.get(upload.storedName);

/** The id of the upload a file URL (as auth/upload returned it) points at, if this company made it. */
export async function companyUploadId(db: Db, companyId: bigint, url: string) {
  const match = /\/files\/(\d{1,19})(?:[?#]|$)/.exec(url);
  if (!match) return undefined;
  const [upload] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.id, BigInt(match[1]!)), eq(uploads.companyId, companyId)));
  return upload?.id;
}
