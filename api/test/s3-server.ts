import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StoreOptions } from '../src/uploads/s3-store.ts';

/** An S3-protocol server on a free local port (s3rver checks no signatures). */
export async function localS3() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'p5g-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: 'media', configs: [] }],
  });
  const { port } = await server.run();
  const options: S3StoreOptions = {
    bucket: 'media',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  return {
    options,
    directory,
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
