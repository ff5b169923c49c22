import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { codes, messages } from '../contract/codes.ts';
import { ApiError } from '../errors.ts';

const zhCN = z.locales.zhCN().localeError;

type Issue = { path?: PropertyKey[]; message: string; code?: string };

/**
 * The message for the first invalid field. Schema-specific messages (请输入密码) already say which
 * field; a default message gets the field's name in front, so the client always knows where.
 */
function invalidFieldMessage(issue: Issue): string {
  const path = (issue.path ?? []).join('.');
  const isDefault = zhCN(issue as never) === issue.message || issue.message.startsWith('无效');
  return path && isDefault ? `参数 ${path}：${issue.message}` : issue.message;
}

/**
 * A multipart body the parser cannot read (cut short, no boundary, a broken part header): the
 * client's error, as broken JSON is. The parser throws plain errors, known by where they come from.
 */
const isMalformedMultipart = (error: Error) =>
  /[\\/]@fastify[\\/]busboy[\\/]/.test(error.stack ?? '');

type ValidationError = Error & {
  validation: { params?: object; keyword: string; instancePath: string; message?: string }[];
};

/** What a request failing its schema is told: the first invalid field's message. */
export function validationMessage(error: ValidationError): string {
  const [first] = error.validation;
  if (!first) return messages.invalidJson;
  const issue: Issue = {
    ...first.params,
    code: first.keyword,
    path: first.instancePath.split('/').filter(Boolean),
    message: first.message ?? messages.invalidJson,
  };
  return invalidFieldMessage(issue);
}

const loggedTextLimit = 2000;
const clip = (text: string | undefined) =>
  text && text.length > loggedTextLimit ? `${text.slice(0, loggedTextLimit)}…` : text;

/**
 * What is logged of an unexpected error: its kind, code, message and stack, each clipped. A failed
 * query's error carries its SQL and every parameter (tens of thousands for a large insert), which
 * must not reach the log whole.
 */
function loggableError(error: Error & { code?: unknown; cause?: unknown }) {
  const cause = error.cause instanceof Error ? error.cause : undefined;
  return {
    type: error.name,
    code: error.code,
    message: clip(error.message),
    // The stack's frames only: its first line repeats the message.
    stack: error.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
    ...(cause && { cause: { type: cause.name, message: clip(cause.message) } }),
  };
}

/**
 * Every error becomes an envelope; unexpected ones are logged with the request id and hidden.
 * Called on the app instance itself (not registered) so it covers every route plugin.
 */
export function useEnvelopeErrors(app: FastifyInstance) {
  // Sent as a ready string: an error envelope is not the route's success shape, so it must not go
  // through the route's response serializer.
  const send = (
    reply: FastifyReply,
    status: number,
    code: number,
    msg: string,
    data: unknown = null,
  ) =>
    reply
      .code(status)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify({ code, msg, data }));

  app.setErrorHandler<Error & { statusCode?: number; code?: unknown }>((error, request, reply) => {
    if (error instanceof ApiError)
      return send(reply, error.httpStatus, error.code, error.message, error.data);
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(reply, 400, codes.invalidRequest, validationMessage(error));
    }
    if (error.statusCode === 429) return send(reply, 429, codes.rateLimited, messages.rateLimited);
    if (error.statusCode === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return send(reply, 413, codes.invalidRequest, messages.tooLarge);
    }
    if (error.statusCode === 408) return send(reply, 408, codes.invalidRequest, messages.timedOut);
    if (isMalformedMultipart(error)) {
      return send(reply, 400, codes.invalidRequest, '上传的内容不完整，请重新选择文件');
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, error.statusCode, codes.invalidRequest, messages.invalidJson);
    }
    request.log.error({ err: loggableError(error) }, 'unexpected error');
    return send(reply, 500, codes.internal, messages.internal);
  });
}

/**
 * Fastify's own refusals before any route runs (the `frameworkErrors` server option): a path
 * parameter over its length limit (414), a path with broken %-escapes (400), as envelopes.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status >= 500) request.log.error({ err: loggableError(error) }, 'framework error');
  void reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(
      JSON.stringify(
        status < 500
          ? { code: codes.invalidRequest, msg: messages.badPath, data: null }
          : { code: codes.internal, msg: messages.internal, data: null },
      ),
    );
}
