import type { FastifyInstance, FastifyReply } from 'fastify';
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
export function invalidFieldMessage(issue: Issue): string {
  const path = (issue.path ?? []).join('.');
  const isDefault = zhCN(issue as never) === issue.message || issue.message.startsWith('无效');
  return path && isDefault ? `参数 ${path}：${issue.message}` : issue.message;
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
      const [first] = error.validation;
      if (!first) return send(reply, 400, codes.invalidRequest, messages.invalidJson);
      const issue: Issue = {
        ...first.params,
        code: first.keyword,
        path: first.instancePath.split('/').filter(Boolean),
        message: first.message ?? messages.invalidJson,
      };
      return send(reply, 400, codes.invalidRequest, invalidFieldMessage(issue));
    }
    if (error.statusCode === 429) return send(reply, 429, codes.rateLimited, messages.rateLimited);
    if (error.statusCode === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return send(reply, 413, codes.invalidRequest, messages.tooLarge);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, error.statusCode, codes.invalidRequest, messages.invalidJson);
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, 500, codes.internal, messages.internal);
  });
}
