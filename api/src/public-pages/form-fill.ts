import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publicAnswerRequest, type PublicForm } from '../contract/schemas/micro-apps.ts';
import type { FormFillPage } from '../contract/public-pages.ts';
import { publicFormPath } from '../contract/web-routes.ts';
import { ApiError } from '../errors.ts';
import {
  fileTooLarge,
  findPublicForm,
  sendPublicSmsCode,
  storePublicUpload,
  submitPublicAnswer,
} from '../micro-apps/public-forms.ts';
import { fillingFromFields, type PostedFilling } from './form-fields.ts';
import type { PublicPageContext } from './plugin.ts';

/** The largest file an upload question takes (its own limit is checked as the file is stored). */
const maxQuestionFileMb = 20;

const newSubmissionKey = () => randomBytes(18).toString('base64url');

/**
 * The fill-in page of a form (`/f/{code}`): GET renders it, POST (urlencoded, or multipart with
 * files) takes the filled form of a browser without scripts: the answer stored once per
 * submission key and the thank-you page, or the page again with each field's message and the
 * input kept; 获取验证码 sends the SMS code and renders the page again.
 */
export async function formFillRoutes(app: FastifyInstance, context: PublicPageContext) {
  const { db, clock, uploadStore, messageProvider } = app;
  const route = `${publicFormPath('')}:code`;

  const send = async (reply: FastifyReply, status: number, page: FormFillPage) => {
    const renderers = await context.loadRenderers();
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .send(await renderers.renderFormFillPage(page, context.assets.formFill));
  };

  const pageOf = (form: PublicForm, rest: Partial<FormFillPage> = {}): FormFillPage => ({
    form,
    action: publicFormPath(form.code),
    submissionKey: newSubmissionKey(),
    values: {},
    otherText: {},
    errors: {},
    mobile: '',
    notice: null,
    thankYou: null,
    ...rest,
  });

  app.get<{ Params: { code: string } }>(route, async (request, reply) => {
    const form = await findPublicForm(db, request.params.code, clock.now());
    // What the page shows, not its bytes: each render carries a fresh submission key.
    const etag = `W/"${createHash('sha256')
      .update(JSON.stringify([context.buildTag, form.code, form.version, form.state, form.message]))
      .digest('base64url')
      .slice(0, 27)}"`;
    // Open: the page holds this browser's submission key, so no shared cache may keep it.
    reply.header('Cache-Control', `${form.state === 'open' ? 'private' : 'public'}, no-cache`);
    reply.header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return send(reply, form.state === 'notFound' ? 404 : 200, pageOf(form));
  });

  app.post<{ Params: { code: string } }>(route, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const now = clock.now();
    const form = await findPublicForm(db, request.params.code, now);
    if (form.state !== 'open')
      return send(reply, form.state === 'notFound' ? 404 : 200, pageOf(form));
    const client = { ip: request.ip };
    const { fields, uploadErrors } = request.isMultipart()
      ? await multipartFields(request, async (question, bytes, fileName) =>
          storePublicUpload(
            db,
            uploadStore,
            { code: form.code, question, bytes, fileName },
            client,
            now,
          ),
        )
      : { fields: (request.body ?? []) as [string, string][], uploadErrors: {} };
    const filling = fillingFromFields(fields, form.document);
    const again = (errors: Record<string, string>, notice: string | null = null) =>
      pageOf(form, { ...keptInput(filling), errors, notice });

    if (filling.intent === 'sendCode') {
      try {
        await sendPublicSmsCode(
          db,
          messageProvider,
          { code: form.code, mobile: filling.mobile },
          client,
          now,
        );
        return send(reply, 200, again({}, '验证码已发送'));
      } catch (error) {
        return refusal(error, (errors, notice) => send(reply, 400, again(errors, notice)));
      }
    }
    if (Object.keys(uploadErrors).length > 0) return send(reply, 400, again(uploadErrors));
    const parsed = publicAnswerRequest.safeParse({
      code: form.code,
      version: filling.version,
      submissionKey: filling.submissionKey,
      answers: filling.answers,
      otherText: filling.otherText,
      mobile: filling.mobile || undefined,
      smsCode: filling.smsCode || undefined,
    });
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const [first, second] = issue.path.map(String);
        const field = first === 'answers' || first === 'otherText' ? second! : first!;
        errors[field] ??= issue.message;
      }
      return send(reply, 400, again(errors));
    }
    try {
      const result = await submitPublicAnswer(db, parsed.data, client, now);
      return send(reply, 200, pageOf(form, { thankYou: result.thankYouMessage }));
    } catch (error) {
      return refusal(error, (errors, notice) => send(reply, 400, again(errors, notice)));
    }
  });

  /** A refusal from the micro-apps domain as messages: per field when it names them. */
  function refusal(
    error: unknown,
    show: (errors: Record<string, string>, notice: string | null) => Promise<FastifyReply>,
  ) {
    if (!(error instanceof ApiError)) throw error;
    const data = error.data as { errors?: Record<string, string> } | null;
    return data?.errors ? show(data.errors, null) : show({}, error.message);
  }
}

/** The input a citizen typed, kept when the page comes back with messages. */
const keptInput = (filling: PostedFilling) => ({
  values: filling.answers,
  otherText: filling.otherText,
  mobile: filling.mobile,
  submissionKey: filling.submissionKey || newSubmissionKey(),
});

/**
 * The fields of a multipart post, each file stored at once as its question's upload (`a.{id}`)
 * and posted on as its id; a file refused (type, size) is its question's message.
 */
async function multipartFields(
  request: FastifyRequest,
  store: (question: string, bytes: Buffer, fileName: string) => Promise<{ fileId: string }>,
) {
  const fields: [string, string][] = [];
  const uploadErrors: Record<string, string> = {};
  for await (const part of request.parts({
    limits: { fileSize: maxQuestionFileMb * 1024 * 1024 },
  })) {
    if (part.type !== 'file') {
      if (typeof part.value === 'string') fields.push([part.fieldname, part.value]);
      continue;
    }
    const question = part.fieldname.slice(2);
    const bytes = await part.toBuffer().catch(() => null);
    if (bytes === null) uploadErrors[question] ??= fileTooLarge(maxQuestionFileMb).message;
    if (!bytes?.length || !part.fieldname.startsWith('a.')) continue;
    try {
      fields.push([part.fieldname, (await store(question, bytes, part.filename ?? '')).fileId]);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      uploadErrors[question] ??= error.message;
    }
  }
  return { fields, uploadErrors };
}
