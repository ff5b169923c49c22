import fp from 'fastify-plugin';
import { openLocalUploadStore, type UploadStore } from '../uploads/store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    uploadStore: UploadStore;
  }
}

/** Where uploads and exports live: the given store (S3), or the local disk under `dataDir`. */
export const uploadStorePlugin = fp(
  async (app, options: { uploadStore?: UploadStore; dataDir: string }) => {
    app.decorate(
      'uploadStore',
      options.uploadStore ?? (await openLocalUploadStore(options.dataDir)),
    );
  },
  { name: 'upload-store' },
);
