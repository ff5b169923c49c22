import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { codes, type Code } from '../contract/codes.ts';
import { openApiErrors, type OpenApiErrorCode } from '../contract/open-api.ts';
import { ApiError } from '../errors.ts';
import { validationMessage } from '../http/errors.ts';

/** A refusal of the developer API: its stable code, and a message when the code's own is too vague. */
export class OpenApiFailure extends Error {
  constructor(
    readonly code: OpenApiErrorCode,
    message: string = openApiErrors[code].message,
    /** Headers the answer carries (Retry-After with rate_limited). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'OpenApiFailure';
  }
}

/** The domains' refusals (their envelope codes) as the developer API's codes; the message is kept. */
const fromEnvelopeCode: Partial<Record<Code, OpenApiErrorCode>> = {
  [codes.invalidRequest]: 'invalid_request',
  [codes.notFound]: 'not_found',
  [codes.noPermission]: 'forbidden',
  [codes.rateLimited]: 'rate_limited',
  [codes.insufficientBalance]: 'insufficient_balance',
  [codes.messagingStateChanged]: 'not_sendable',
  [codes.chatbotNotReady]: 'not_sendable',
};

/** Answers a request of the developer API with an error in its one shape (`openApiError`). */
export const sendOpenApiError = (
  request: FastifyRequest,
  reply: FastifyReply,
  code: OpenApiErrorCode,
  message: string = openApiErrors[code].message,
) =>
  reply
    .code(openApiErrors[code].status)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ error: { code, message, requestId: String(request.id) } }));

/**
 * Every error below the developer API's prefix in its one shape (`openApiError`), with the HTTP
 * status of its code; unexpected ones are logged with the request id and hidden.
 */
export function useOpenApiErrors(app: FastifyInstance) {
  app.setErrorHandler<Error & { statusCode?: number }>((error, request, reply) => {
    if (error instanceof OpenApiFailure) {
      reply.headers(error.headers);
      return sendOpenApiError(request, reply, error.code, error.message);
    }
    if (error instanceof ApiError) {
      return sendOpenApiError(
        request,
        reply,
        fromEnvelopeCode[error.code] ?? 'refused',
        error.message,
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendOpenApiError(request, reply, 'invalid_request', validationMessage(error));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return sendOpenApiError(request, reply, 'invalid_request', '请求内容过大');
    if (status >= 400 && status < 500) return sendOpenApiError(request, reply, 'invalid_request');
    request.log.error(
      { err: { type: error.name, message: error.message, stack: error.stack } },
      'unexpected error',
    );
    return sendOpenApiError(request, reply, 'internal_error');
  });
  app.setNotFoundHandler((request, reply) => sendOpenApiError(request, reply, 'not_found'));
}
