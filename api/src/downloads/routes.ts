import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance } from 'fastify';
import { detailEnquiryUnlocked } from '../accounts/sessions.ts';
import { companyOf } from '../http/caller.ts';
import { defineEndpoint } from '../http/define.ts';
import { createExport, exportedFile, exportView, listExports } from './exports.ts';
import { exportJobName } from './service.ts';

/** The download centre (下载中心): export jobs, their list, and the files. */
export async function downloadRoutes(app: FastifyInstance) {
  const { db, clock, uploadStore } = app;

  defineEndpoint(app, 'downloadList', async (page, request) => {
    const { total, rows } = await listExports(db, request.session!.user, companyOf(request), page);
    const now = clock.now();
    return { total, list: rows.map((row) => exportView(row, now)) };
  });

  defineEndpoint(app, 'downloadCreate', async (params, request) => {
    const now = clock.now();
    const unlocked = await detailEnquiryUnlocked(db, request.session!.id);
    const row = await createExport(db, request.session!.user, params, now, unlocked);
    await app.wakeJob(exportJobName);
    return exportView(row, now);
  });

  // Spec §7: the raw file, not an envelope; refusals still answer with the envelope.
  defineEndpoint(app, 'downloadExportFile', async ({ id }, request, reply) => {
    const file = await exportedFile(
      db,
      uploadStore,
      request.session!.user,
      companyOf(request),
      BigInt(id),
      clock.now(),
      await detailEnquiryUnlocked(db, request.session!.id),
    );
    return reply
      .type(file.mime)
      .header('Content-Disposition', contentDisposition(file.fileName))
      .header('Cache-Control', 'private, no-store')
      .send(file.bytes);
  });
}
