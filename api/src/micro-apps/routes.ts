import type { FastifyInstance, FastifyRequest } from 'fastify';
import { codes } from '../contract/codes.ts';
import { publicFormCode } from '../contract/schemas/micro-apps.ts';
import { ApiError } from '../errors.ts';
import { companyOf } from '../http/caller.ts';
import { defineEndpoint } from '../http/define.ts';
import {
  deleteMiniApp,
  findMiniApp,
  invalidateMiniApp,
  reviewMiniApp,
  saveMiniApp,
  submitMiniApp,
  type MiniAppRow,
} from './lifecycle.ts';
import { serviceTemplates } from './service-templates.ts';
import {
  listMiniApps,
  listResponses,
  miniAppDetail,
  miniAppQueue,
  miniAppStatistics,
  responseDetail,
} from './views.ts';
import {
  findPublicForm,
  fileTooLarge,
  sendPublicSmsCode,
  storePublicUpload,
  submitPublicAnswer,
} from './public-forms.ts';

/** The largest file any upload question takes (its own limit is checked once the form is known). */
const maxQuestionFileBytes = 20 * 1024 * 1024;

/** The parts of a fill-in page's upload: `code`, `question` and the `file`, in any order. */
async function uploadParts(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; name: string } | undefined;
  const parts = request.parts({
    limits: { fileSize: maxQuestionFileBytes, files: 1, fields: 2, fieldSize: 100 },
  });
  for await (const part of parts) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer().catch((error: { code?: string }) => {
        throw error.code === 'FST_REQ_FILE_TOO_LARGE' ? fileTooLarge(20) : error;
      });
      if (part.fieldname === 'file') file = { bytes, name: part.filename ?? '' };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  const code = publicFormCode.safeParse(fields.code);
  if (!code.success) throw new ApiError(codes.notFound, code.error.issues[0]!.message, 404);
  if (!fields.question) throw new ApiError(codes.invalidRequest, '请指定上传的问题', 400);
  if (!file || file.bytes.length === 0) {
    throw new ApiError(codes.invalidRequest, '请选择文件', 400);
  }
  return { code: code.data, question: fields.question, bytes: file.bytes, fileName: file.name };
}

export async function microAppRoutes(app: FastifyInstance) {
  const { db, clock, uploadStore, messageProvider } = app;

  const author = (request: FastifyRequest) => ({
    id: request.session!.user.id,
    companyId: companyOf(request),
  });
  const detail = (row: MiniAppRow) => miniAppDetail(db, row, clock.now());

  // The company's micro-apps
  defineEndpoint(app, 'miniAppTemplates', async () => serviceTemplates);
  defineEndpoint(app, 'miniAppList', (query, request) =>
    listMiniApps(db, companyOf(request), query, clock.now()),
  );
  defineEndpoint(app, 'miniAppGet', async ({ id }, request) =>
    detail(await findMiniApp(db, companyOf(request), BigInt(id))),
  );
  defineEndpoint(app, 'miniAppSave', async (input, request) =>
    detail(await saveMiniApp(db, author(request), input, clock.now())),
  );
  defineEndpoint(app, 'miniAppSubmit', async ({ id }, request) =>
    detail(await submitMiniApp(db, author(request), BigInt(id), clock.now())),
  );
  defineEndpoint(app, 'miniAppInvalidate', async ({ id }, request) =>
    detail(await invalidateMiniApp(db, author(request), BigInt(id), clock.now())),
  );
  defineEndpoint(app, 'miniAppDelete', async ({ id }, request) => {
    await deleteMiniApp(db, author(request), BigInt(id));
    return null;
  });
  defineEndpoint(app, 'miniAppResponses', (query, request) =>
    listResponses(db, companyOf(request), query),
  );
  defineEndpoint(app, 'miniAppResponse', ({ id, responseId }, request) =>
    responseDetail(db, companyOf(request), BigInt(id), BigInt(responseId)),
  );
  defineEndpoint(app, 'miniAppStats', ({ id }, request) =>
    miniAppStatistics(db, companyOf(request), BigInt(id), clock.now()),
  );

  // The management platform's review
  defineEndpoint(app, 'manageMiniApps', (query) => miniAppQueue(db, query));
  defineEndpoint(app, 'manageReviewMiniApp', async (decision, request) => {
    await reviewMiniApp(
      db,
      { ...decision, id: BigInt(decision.id) },
      request.session!.user.id,
      clock.now(),
    );
    return null;
  });

  // The fill-in page
  defineEndpoint(app, 'publicForm', ({ code }) => findPublicForm(db, code, clock.now()));
  defineEndpoint(app, 'publicFormAnswer', (input, request) =>
    submitPublicAnswer(db, input, { ip: request.ip }, clock.now()),
  );
  defineEndpoint(app, 'publicFormSmsCode', async (input, request) => {
    await sendPublicSmsCode(db, messageProvider, input, { ip: request.ip }, clock.now());
    return null;
  });
  defineEndpoint(app, 'publicFormUpload', async (_input, request) =>
    storePublicUpload(db, uploadStore, await uploadParts(request), { ip: request.ip }, clock.now()),
  );
}
