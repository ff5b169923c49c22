import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type {
  PublicPageAssets,
  PublicPageKind,
  PublicPageRenderers,
} from '../contract/public-pages.ts';
import { albumRoutes } from './album.ts';
import { articleRoutes } from './article.ts';
import { formFillRoutes } from './form-fill.ts';
import { userHomeRoutes } from './user-home.ts';

export type PublicPagesOptions = {
  /** The landing build's server entry, loaded for the first page asked for: a renderer per kind. */
  loadRenderers: () => Promise<PublicPageRenderers>;
  /** Each page kind's built script and styles (`landing/dist/public-pages.json`). */
  assets: Record<PublicPageKind, PublicPageAssets>;
};

/** What every public page's ETag starts from: the landing build whose files the pages name. */
export type PublicPageContext = PublicPagesOptions & { buildTag: string };

/**
 * The landing build's public-page renderers (`dist/server/entry-server.js`) and assets, or null
 * when the landing is not built. The server entry (React and the design system, about 55 MB
 * resident) loads with the first public page requested, not with the service.
 */
export async function loadPublicPages(landingDir: string): Promise<PublicPagesOptions | null> {
  const entry = path.join(landingDir, 'server/entry-server.js');
  const assets = path.join(landingDir, 'public-pages.json');
  if (!fs.existsSync(entry) || !fs.existsSync(assets)) return null;
  return {
    loadRenderers: loadOnce(
      () => import(pathToFileURL(entry).href) as Promise<PublicPageRenderers>,
    ),
    assets: JSON.parse(fs.readFileSync(assets, 'utf8')) as PublicPagesOptions['assets'],
  };
}

/** What `load` gives, loaded once: a failed load is not kept, the next call tries again. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
}

/**
 * Public pages that citizens open on phones, rendered on request from the landing build's server
 * entry as complete HTML (it works before any script runs), with an ETag made from what the page
 * shows so that a browser revalidates and gets 304 until that changes. Encapsulated: its form
 * body parser serves its own routes only.
 */
export async function publicPages(app: FastifyInstance, options: PublicPagesOptions) {
  const context: PublicPageContext = {
    ...options,
    buildTag: createHash('sha256').update(JSON.stringify(options.assets)).digest('hex'),
  };
  // A page without scripts posts its form urlencoded (multipart, with files, is the app's).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, [...new URLSearchParams(body as string)]),
  );
  await app.register(formFillRoutes, context);
  await app.register(articleRoutes, context);
  await app.register(albumRoutes, context);
  await app.register(userHomeRoutes, context);
}
