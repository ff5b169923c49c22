import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openS3UploadStore } from './s3-store.ts';
import { localS3 } from '../../test/s3-server.ts';

let s3: Awaited<ReturnType<typeof localS3>>;
beforeAll(async () => {
  s3 = await localS3();
});
afterAll(() => s3.close());

describe('the S3 upload store', () => {
  it('keeps files as objects in the bucket, read back byte for byte', async () => {
    const store = await openS3UploadStore({ ...s3.options, prefix: 'p5g/' }, 'file-url.key');
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251));
    await store.put('a1b2', bytes, 'image/png');
    expect(await store.get('a1b2')).toEqual(bytes);
    // Stored plainly under the prefix (no aws-chunked framing around the bytes).
    const stored = fs.readFileSync(path.join(s3.directory, 'media', 'p5g', 'a1b2._S3rver_object'));
    expect(stored).toEqual(bytes);
  });

  it('gives every instance opening the bucket one URL-signing key', async () => {
    const first = await openS3UploadStore(s3.options, 'shared.key');
    const second = await openS3UploadStore(s3.options, 'shared.key');
    expect(first.secret).toHaveLength(32);
    expect(second.secret).toEqual(first.secret);
  });

  it('fails on a missing file rather than answering empty bytes', async () => {
    const store = await openS3UploadStore(s3.options, 'file-url.key');
    await expect(store.get('absent')).rejects.toThrow();
  });
});
