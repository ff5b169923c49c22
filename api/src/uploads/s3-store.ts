import { randomBytes } from 'node:crypto';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { UploadStore } from './store.ts';

/** An S3-compatible bucket (AWS S3, MinIO, Ceph, a cloud provider's object storage). */
export type S3StoreOptions = {
  bucket: string;
  /** The service's URL; omitted for AWS S3 itself. */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Objects go under this prefix (e.g. `p5g/`), so one bucket can hold more than this service. */
  prefix?: string;
};

/**
 * Uploads as objects in a bucket, shared by every instance of the service. The URL-signing key is
 * one more object, written only if absent (a conditional write), so instances starting together
 * agree on one key.
 */
export async function openS3UploadStore(
  options: S3StoreOptions,
  secretName: string,
): Promise<UploadStore> {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Path-style addressing (endpoint/bucket/key) works with every S3-compatible service.
    forcePathStyle: true,
    // Checksums only where the operation requires them: some S3-compatible services store the
    // SDK's aws-chunked checksum framing as part of the object otherwise.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const key = (name: string) => `${options.prefix ?? ''}${name}`;
  const get = async (name: string) => {
    const object = await client.send(
      new GetObjectCommand({ Bucket: options.bucket, Key: key(name) }),
    );
    return Buffer.from(await object.Body!.transformToByteArray());
  };
  const put = async (name: string, bytes: Buffer, mime: string, ifAbsent = false) => {
    await client.send(
      new PutObjectCommand({
        Bucket: options.bucket,
        Key: key(name),
        Body: bytes,
        ContentType: mime,
        ...(ifAbsent && { IfNoneMatch: '*' }),
      }),
    );
  };

  const secret = await get(secretName).catch(async (error: unknown) => {
    if (!(error instanceof NoSuchKey)) throw error;
    await put(secretName, randomBytes(32), 'application/octet-stream', true).catch(
      (refused: unknown) => {
        // 412: another instance wrote the key first; it is read below.
        if (!(refused instanceof S3ServiceException && refused.$metadata.httpStatusCode === 412)) {
          throw refused;
        }
      },
    );
    return get(secretName);
  });
  // Deleting a missing key succeeds in S3, as the interface wants.
  const remove = async (name: string) => {
    await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key(name) }));
  };
  return { secret, put: (name, bytes, mime) => put(name, bytes, mime), get, delete: remove };
}
