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

const stylesPath = `${referencePagePath}/reference.css`;

const referencePage = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>开放接口文档 - 5G智能平台</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="${stylesPath}" />
    <script type="module" src="${rendererPath}"></script>
    <style>
      body { margin: 0; display: flex; flex-direction: column; height: 100vh; }
      h1 { margin: 0; padding: 12px 16px; font: 600 18px/1.5 sans-serif; color: #1e293b; border-bottom: 1px solid #e2e8f0; }
      rapi-doc { flex: 1; min-height: 0; width: 100%; }
    </style>
  </head>
  <body>
    <header><h1>5G智能平台 开放接口文档</h1></header>
    <rapi-doc
      spec-url="${openApiDocumentPath}"
      css-file="${stylesPath}"
      theme="light"
      render-style="read"
      schema-style="table"
      default-schema-tab="schema"
      show-header="false"
      allow-try="false"
      allow-authentication="false"
      allow-server-selection="false"
      load-fonts="false"
      info-description-headings-in-navbar="true"
      show-method-in-nav-bar="as-plain-text"
      primary-color="#1d4ed8"
      nav-bg-color="#f8fafc"
      nav-text-color="#1e293b"
      nav-hover-text-color="#1d4ed8"
      regular-font="'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif"
      mono-font="ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace"
    ></rapi-doc>
  </body>
</html>
`;

/**
 * Added to the renderer's own styles: code of the quick start wraps instead of scrolling in a box
 * a keyboard cannot reach.
 */
const referenceStyles = `pre, pre code { white-space: pre-wrap !important; overflow-wrap: anywhere !important; }
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
  app.get(stylesPath, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').send(referenceStyles),
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
