import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { basePath, webAppFor } from '../contract/web-routes.ts';

export type WebAppsOptions = {
  /** Build output of landing/ (index.html plus landing-assets/). */
  landingDir: string;
  /** Build output of console/ (index.html plus console-assets/). */
  consoleDir: string;
};

const hasExtension = (pathname: string) => path.posix.extname(pathname) !== '';

/**
 * A page the build pre-rendered: `<path>.html` below the app's folder, e.g. login.html for
 * /v2/login, pe/send_record.html for /v2/pe/send_record.
 */
function prerenderedFile(root: string, pathname: string): string | undefined {
  const name = pathname.slice(basePath.length + 1);
  if (!/^[\w-]+(\/[\w-]+)*$/.test(name) || name === 'index') return undefined;
  return fs.existsSync(path.join(root, `${name}.html`)) ? `${name}.html` : undefined;
}

/**
 * Serves both single-page apps under /v2/: hashed assets from each app's own asset folder (so the two
 * builds never collide). Returns the history-mode fallback for the app's not-found handler: for a GET
 * below /v2/ without a file extension it sends the page's pre-rendered HTML when the build made one
 * and the address has no query, else the index.html of the app that owns the path: the HTML was
 * rendered for the bare address, and a query asks for something else (a message to show, an
 * article to open), which the app draws.
 */
export async function webApps(app: FastifyInstance, options: WebAppsOptions) {
  const roots = { landing: options.landingDir, console: options.consoleDir };
  // Only decorates reply.sendFile for the index pages below; serves nothing by itself.
  await app.register(fastifyStatic, {
    root: Object.values(roots),
    serve: false,
    // A build may leave .br/.gz copies beside its files; clients that accept them get those.
    preCompressed: true,
  });
  for (const [name, dir] of Object.entries(roots)) {
    const assets = path.join(dir, `${name}-assets`);
    if (!fs.existsSync(assets)) {
      app.log.warn({ dir }, `${name} is not built; run \`npm run build\``);
      continue;
    }
    await app.register(fastifyStatic, {
      root: assets,
      prefix: `${basePath}/${name}-assets/`,
      decorateReply: false,
      immutable: true,
      maxAge: '1y',
      preCompressed: true,
    });
  }

  app.get('/', (_request, reply) => reply.redirect(`${basePath}/index`));
  app.get(basePath, (_request, reply) => reply.redirect(`${basePath}/index`));
  app.get(`${basePath}/`, (_request, reply) => reply.redirect(`${basePath}/index`));

  return function servePage(request: FastifyRequest, reply: FastifyReply): boolean {
    const [pathname = '', query] = request.url.split('?');
    const isPage =
      request.method === 'GET' && pathname.startsWith(`${basePath}/`) && !hasExtension(pathname);
    const root = roots[webAppFor(pathname)];
    if (!isPage || !fs.existsSync(path.join(root, 'index.html'))) return false;
    reply.header('Cache-Control', 'no-cache');
    // Not returned: returning sendFile's promise leaks listeners under app.inject (RECIPE.md).
    const prerendered = query === undefined ? prerenderedFile(root, pathname) : undefined;
    reply.sendFile(prerendered ?? 'index.html', root, { cacheControl: false });
    return true;
  };
}
