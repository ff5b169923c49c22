import type { FastifyInstance } from 'fastify';
import { openApiBase } from '../contract/open-api.ts';
import type { OpenApiOptions, OpenApiPluginOptions } from './define.ts';
import { OpenApiFailure, useOpenApiErrors } from './errors.ts';
import { pruneIdempotencyKeys } from './idempotency.ts';
import { developerRoutes, openApiRoutes } from './routes.ts';
import { countFailure } from './signing.ts';

export type { OpenApiOptions };

export const openApiPruningJobName = 'open-api-pruning';

/**
 * The developer API: the console's key management (开发者中心) and, below `openApiBase`, the
 * signed endpoints for the company's own systems, in their own scope: the body kept as bytes
 * for its digest, errors in the developer API's shape, failures counted per key and day; and the
 * `open-api-pruning` job, which forgets Idempotency-Keys past their window.
 */
export async function openApi(app: FastifyInstance, options: OpenApiPluginOptions) {
  await app.register(developerRoutes, options);
  const { clock, log } = app.jobs.context;
  app.jobs.define([
    {
      name: openApiPruningJobName,
      cron: '*/10 * * * *',
      handler: async () =>
        log(
          { idempotencyKeys: await pruneIdempotencyKeys(app.db, clock.now()) },
          'developer API records pruned',
        ),
    },
  ]);
  await app.register(
    async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer' }, (request, body, done) => {
        const bytes = body as Buffer;
        request.rawBody = bytes;
        if (bytes.length === 0) return done(null, undefined);
        try {
          done(null, JSON.parse(bytes.toString('utf8')));
        } catch {
          done(new OpenApiFailure('invalid_request', '请求体不是有效的 JSON'), undefined);
        }
      });
      useOpenApiErrors(scope);
      scope.addHook('onResponse', async (request, reply) => {
        if (request.apiKey && reply.statusCode >= 400) {
          await countFailure(scope.db, request.apiKey.key.id, scope.clock.now());
        }
      });
      await scope.register(openApiRoutes, options);
    },
    { prefix: openApiBase },
  );
}
