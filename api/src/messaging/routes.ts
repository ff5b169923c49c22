import type { FastifyInstance, FastifyRequest } from 'fastify';
import { codes } from '../contract/codes.ts';
import { withoutControlCharacters } from '../contract/patterns.ts';
import { materialMessages, materialRules, templateLimits } from '../contract/schemas/messaging.ts';
import { ApiError } from '../errors.ts';
import { companyOf } from '../http/caller.ts';
import { defineEndpoint } from '../http/define.ts';
import { decodeBase64Image } from '../uploads/store.ts';
import {
  chatbotQueue,
  chatbotViews,
  findChatbot,
  listChatbots,
  reviewChatbot,
  saveChatbot,
  submitChatbot,
} from './chatbots.ts';
import { addMaterial, deleteMaterial, listMaterials, materialsSize } from './materials.ts';
import {
  copyTemplate,
  deleteTemplate,
  getTemplate,
  listLibrary,
  listTemplates,
  reviewTemplate,
  saveTemplate,
  submitTemplate,
  templateQueue,
} from './templates.ts';
import { carrierJobName } from './service.ts';

const tooLarge = () => new ApiError(codes.invalidRequest, materialMessages.tooLarge, 413);

/** The parts of a material upload: `file`, `cover` (video and audio) and an optional `name`. */
async function materialParts(request: FastifyRequest) {
  const found: { file?: Buffer; fileName?: string; cover?: Buffer; name?: string } = {};
  const parts = request.parts({
    limits: { fileSize: materialRules.maxBytes, files: 2, fields: 2, fieldSize: 200 },
  });
  for await (const part of parts) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer().catch((error: { code?: string }) => {
        throw error.code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge() : error;
      });
      if (part.fieldname === 'file') {
        found.file = bytes;
        found.fileName = part.filename;
      } else if (part.fieldname === 'cover') found.cover = bytes;
    } else if (part.fieldname === 'name' && typeof part.value === 'string') {
      found.name = part.value;
    }
  }
  if (!found.file) throw new ApiError(codes.invalidRequest, '请选择文件', 400);
  return {
    bytes: found.file,
    cover: found.cover,
    name: withoutControlCharacters(found.name ?? found.fileName ?? '').replace(/\.[^.]*$/, ''),
  };
}

export async function messagingRoutes(app: FastifyInstance) {
  const { db, clock, uploadStore } = app;
  /** New carrier work was queued: have it handed over now rather than at the next sweep. */
  const carriersHaveWork = () => app.wakeJob(carrierJobName);
  const author = (request: FastifyRequest) => ({
    id: request.session!.user.id,
    companyId: companyOf(request),
  });
  const chatbotOf = async (companyId: bigint, id: bigint) =>
    (await chatbotViews(db, uploadStore, [await findChatbot(db, companyId, id)], clock.now()))[0]!;

  // Service accounts
  defineEndpoint(app, 'chatbotList', async (query, request) => {
    const { rows, total } = await listChatbots(db, companyOf(request), query);
    return { total, list: await chatbotViews(db, uploadStore, rows, clock.now()) };
  });
  defineEndpoint(app, 'chatbotDetail', ({ id }, request) =>
    chatbotOf(companyOf(request), BigInt(id)),
  );
  defineEndpoint(app, 'chatbotSave', async (input, request) => {
    const companyId = companyOf(request);
    const id = await saveChatbot(db, { companyId }, input, clock.now());
    return chatbotOf(companyId, id);
  });
  defineEndpoint(app, 'chatbotSubmit', async ({ id }, request) => {
    const companyId = companyOf(request);
    await submitChatbot(db, companyId, BigInt(id), clock.now());
    return chatbotOf(companyId, BigInt(id));
  });

  // Materials
  defineEndpoint(app, 'materialList', (query, request) =>
    listMaterials(db, uploadStore, companyOf(request), query, clock.now()),
  );
  defineEndpoint(app, 'materialUpload', async (_input, request) => {
    const uploader = author(request);
    const file = await materialParts(request);
    const added = await addMaterial(db, uploadStore, uploader, file, clock.now());
    await carriersHaveWork();
    return added;
  });
  defineEndpoint(app, 'materialUploadBase64', async ({ base64, name }, request) => {
    const bytes = decodeBase64Image(base64);
    if (bytes.length > materialRules.maxBytes) throw tooLarge();
    const added = await addMaterial(
      db,
      uploadStore,
      author(request),
      { bytes, name: name ?? '' },
      clock.now(),
    );
    await carriersHaveWork();
    return added;
  });
  defineEndpoint(app, 'materialDelete', async ({ id }, request) => {
    const { id: userId, companyId } = author(request);
    await deleteMaterial(db, companyId, BigInt(id), userId, clock.now());
    return null;
  });
  defineEndpoint(app, 'fileSize', async ({ ids }, request) => ({
    size: await materialsSize(db, companyOf(request), ids),
    limit: templateLimits.totalBytes,
  }));

  // Templates
  defineEndpoint(app, 'templateLibrary', (query) =>
    listLibrary(db, uploadStore, query, clock.now()),
  );
  defineEndpoint(app, 'templateList', (query, request) =>
    listTemplates(db, uploadStore, companyOf(request), query, clock.now()),
  );
  defineEndpoint(app, 'templateGet', ({ id }, request) =>
    getTemplate(db, uploadStore, companyOf(request), BigInt(id), clock.now()),
  );
  defineEndpoint(app, 'templateSave', async (input, request) => {
    const who = author(request);
    const id = await saveTemplate(db, who, input, clock.now());
    return getTemplate(db, uploadStore, who.companyId, id, clock.now());
  });
  defineEndpoint(app, 'templateSubmit', async ({ id }, request) => {
    const who = author(request);
    await submitTemplate(db, who.companyId, BigInt(id), who.id, clock.now());
    return getTemplate(db, uploadStore, who.companyId, BigInt(id), clock.now());
  });
  defineEndpoint(app, 'templateCopy', async (input, request) => {
    const who = author(request);
    const id = await copyTemplate(db, who, input, clock.now());
    // A library template's images became materials that carriers review.
    if ('libraryId' in input) await carriersHaveWork();
    return getTemplate(db, uploadStore, who.companyId, id, clock.now());
  });
  defineEndpoint(app, 'templateDelete', async ({ id }, request) => {
    await deleteTemplate(db, companyOf(request), BigInt(id), clock.now());
    return null;
  });

  // Management platform
  defineEndpoint(app, 'manageChatbots', (query) =>
    chatbotQueue(db, uploadStore, query, clock.now()),
  );
  defineEndpoint(app, 'manageReviewChatbot', async ({ id, approve, reason, carrierChatbotIds }) => {
    await reviewChatbot(db, { id: BigInt(id), approve, reason, carrierChatbotIds }, clock.now());
    if (approve) await carriersHaveWork();
    return null;
  });
  defineEndpoint(app, 'manageTemplates', (query) =>
    templateQueue(db, uploadStore, query, clock.now()),
  );
  defineEndpoint(app, 'manageReviewTemplate', async (decision, request) => {
    const { id, approve, reason, cmccTemplateId } = decision;
    await reviewTemplate(
      db,
      { id: BigInt(id), approve, reason, cmccTemplateId },
      request.session!.user.id,
      clock.now(),
    );
    if (approve) await carriersHaveWork();
    return null;
  });
}
