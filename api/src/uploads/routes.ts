import type { FastifyInstance } from 'fastify';
import { codes, messages } from '../contract/codes.ts';
import { ApiError } from '../errors.ts';
import { maxUploadBytes } from '../contract/schemas/uploads.ts';
import {
  decodeBase64Image,
  findUpload,
  hasValidSignature,
  maySeeUpload,
  readUpload,
  storeImage,
  tooLarge,
  unsupportedType,
} from './store.ts';
import { authenticate, defineEndpoint } from '../http/define.ts';

export async function uploadRoutes(app: FastifyInstance) {
  const { db, clock, uploadStore } = app;

  defineEndpoint(app, 'upload', async (_input, request) => {
    const file = await request.file({ limits: { fileSize: maxUploadBytes, files: 1 } });
    if (!file) throw unsupportedType();
    const bytes = await file.toBuffer().catch((error: { code?: string }) => {
      throw error.code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge() : error;
    });
    return storeImage(db, uploadStore, request.session!.user, bytes, clock.now());
  });

  defineEndpoint(app, 'uploadPicBase64', ({ base64 }, request) =>
    storeImage(db, uploadStore, request.session!.user, decodeBase64Image(base64), clock.now()),
  );

  defineEndpoint(app, 'file', async (query, request, reply) => {
    const { id } = request.params as { id: string };
    const now = clock.now();
    const upload = await findUpload(db, id);
    let allowed = upload !== undefined && hasValidSignature(uploadStore, id, query, now);
    if (upload && !allowed) {
      // Without a valid signature, the caller must be signed in like any other API call. Failures
      // carry HTTP 401 here: an <img> must not take an error envelope for a picture.
      const { user } = await authenticate(request).catch((error: unknown) => {
        throw error instanceof ApiError ? new ApiError(error.code, error.message, 401) : error;
      });
      allowed = maySeeUpload(user, upload);
    }
    if (!upload || !allowed) throw new ApiError(codes.noPermission, messages.noPermission, 403);
    return reply
      .type(upload.mime)
      .header('Cache-Control', 'private, max-age=3600')
      .header('Content-Disposition', 'inline')
      .send(await readUpload(uploadStore, upload));
  });
}
