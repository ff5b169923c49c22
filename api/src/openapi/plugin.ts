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
const scriptPath = `${referencePagePath}/reference.js`;

const referencePage = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>开放接口文档 - 5G智能平台</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="${stylesPath}" />
    <script type="module" src="${rendererPath}"></script>
    <script type="module" src="${scriptPath}"></script>
    <style>
      body { margin: 0; display: flex; flex-direction: column; height: 100vh; }
      h1 { margin: 0; padding: 12px 16px; font: 600 18px/1.5 sans-serif; color: #1e293b; border-bottom: 1px solid #e2e8f0; }
      /*
       * The renderer is at least 360 px wide by its own styles (wider than a 320 px phone); its
       * focus ring (--focus-shadow, in its inner parts too) is faint by them.
       */
      rapi-doc { flex: 1; min-height: 0; width: 100%; min-width: 0; --focus-shadow: 0 0 0 2px #1d4ed8; }
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
      allow-search="false"
      allow-advanced-search="false"
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
 * a keyboard cannot reach; the line under the title (the licence) starts at the text's edge, not
 * 15 px left of it, where a phone's screen cuts it; what has the keyboard's focus shows it (the
 * renderer's buttons have no outline).
 */
const referenceStyles = `pre, pre code { white-space: pre-wrap !important; overflow-wrap: anywhere !important; }
#api-info { margin-left: 0 !important; }
:focus-visible { outline: 2px solid #1d4ed8 !important; outline-offset: 1px !important; }
main:focus-visible { outline-offset: -2px !important; }
`;

/**
 * What rapidoc renders in its shadow root, where the page's markup cannot reach, set right: its
 * side navigation is one unnamed <nav> inside another, which assistive technology cannot tell
 * apart, so each gets a name; its content scrolls in a <main> of its own, which only a click
 * could give the focus (the arrow keys scroll nothing before), so it takes the focus by Tab.
 * Again whenever rapidoc renders them anew.
 */
const referenceScript = `const reference = document.querySelector('rapi-doc');
const attributes = [
  ['nav.nav-bar', 'aria-label', '接口文档导航'],
  ['nav.nav-scroll', 'aria-label', '接口目录'],
  ['main.main-content', 'tabindex', '0'],
];
const setRight = () => {
  for (const [selector, attribute, value] of attributes) {
    for (const element of reference.shadowRoot.querySelectorAll(selector)) {
      if (element.getAttribute(attribute) !== value) element.setAttribute(attribute, value);
    }
  }
};
await customElements.whenDefined('rapi-doc');
setRight();
new MutationObserver(setRight).observe(reference.shadowRoot, { childList: true, subtree: true });
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
  app.get(scriptPath, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(referenceScript),
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
