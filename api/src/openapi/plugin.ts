import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  consoleDocument,
  consoleDocumentPath,
  consoleServers,
  routeKey,
} from './console-document.ts';
import { openApiDocument, openApiDocumentPath, openApiServers } from './open-api-document.ts';

/** The developer API's reference page, and the renderer it loads from this service (no CDN). */
export const referencePagePath = '/api/open/docs';
const rendererPath = `${referencePagePath}/rapidoc-min.js`;
const rendererFile = fileURLToPath(import.meta.resolve('rapidoc/dist/rapidoc-min.js'));

const referencePage = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>开放接口文档 - 5G智能平台</title>
    <script type="module" src="${rendererPath}"></script>
  </head>
  <body style="margin: 0">
    <rapi-doc
      spec-url="${openApiDocumentPath}"
      lang="zh-CN"
      theme="light"
      render-style="read"
      schema-style="table"
      show-header="false"
      allow-try="false"
      allow-authentication="false"
      allow-server-selection="false"
      info-description-headings-in-navbar="true"
      show-method-in-nav-bar="as-colored-text"
      primary-color="#1d4ed8"
      nav-bg-color="#f8fafc"
      nav-text-color="#1e293b"
      nav-hover-text-color="#1d4ed8"
      regular-font="'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif"
      style="height: 100vh; width: 100%"
    ></rapi-doc>
  </body>
</html>
`;

/** Where the client reached the service, for a document's `servers`. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * The API documents (console and developer API, OpenAPI 3.1) and the developer API's reference
 * page. Registered before the domains' routes: it notes which of them have a per-address rate
 * limit, as the console document says where 429 may come.
 */
async function documents(app: FastifyInstance) {
  const rateLimitedRoutes = new Set<string>();
  app.addHook('onRoute', (route) => {
    if (!(route.config as { rateLimit?: unknown } | undefined)?.rateLimit) return;
    for (const method of [route.method].flat()) rateLimitedRoutes.add(routeKey(method, route.url));
  });
  // Built on first use, once every route is known.
  let consoleDoc: ReturnType<typeof consoleDocument> | undefined;
  let openDoc: ReturnType<typeof openApiDocument> | undefined;
  let renderer: Buffer | undefined;

  app.get(consoleDocumentPath, async (request) => {
    consoleDoc ??= consoleDocument({ rateLimitedRoutes });
    return { ...consoleDoc, servers: consoleServers(originOf(request)) };
  });
  app.get(openApiDocumentPath, async (request) => {
    openDoc ??= openApiDocument();
    return { ...openDoc, servers: openApiServers(originOf(request)) };
  });
  app.get(referencePagePath, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(referencePage),
  );
  app.get(rendererPath, async (_request, reply) => {
    renderer ??= await readFile(rendererFile);
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(renderer);
  });
}

export const apiDocuments = fp(documents, { name: 'api-documents' });
