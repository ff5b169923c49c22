// The build of a web app whose pages are pre-rendered (landing/build.mjs, console/build.mjs): the
// client bundle, then a server build of its `entry-server` that renders pages into copies of the
// built index.html, so the first paint needs no script; then the compressed copies.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { precompress } from './precompress.mjs';

/**
 * `template` with each `<!--name-->` marker replaced by its value; every marker must be there.
 * @param {string} template
 * @param {Record<string, string>} values
 */
export function fill(template, values) {
  let page = template;
  for (const [name, value] of Object.entries(values)) {
    const marker = `<!--${name}-->`;
    if (!page.includes(marker)) throw new Error(`index.html lost its ${marker} marker`);
    page = page.replace(marker, () => value);
  }
  return page;
}

/**
 * @template Server
 * @param {{
 *   root: string,
 *   ssrEntry: string,
 *   clientModes?: string[],
 *   pages: (server: Server, template: string) => Promise<Record<string, string>>,
 *   keepServer?: string,
 * }} options `clientModes`: the client builds, one per Vite mode, in order (default: one
 *   production build); `pages` gets the server build's exports and the built index.html, and
 *   returns the files to write into dist/ (path → HTML); `keepServer`: a folder below dist/ to
 *   keep the server build in, for a service that renders pages on request (default: removed).
 */
export async function buildPrerendered({
  root,
  ssrEntry,
  clientModes = ['production'],
  pages,
  keepServer,
}) {
  const dist = path.join(root, 'dist');
  const ssrDir = path.join(dist, keepServer ?? '.ssr');
  for (const mode of clientModes) await build({ root, mode, logLevel: 'warn' });
  await build({
    root,
    logLevel: 'warn',
    build: { ssr: ssrEntry, outDir: ssrDir, emptyOutDir: false },
  });
  const entry = path.join(ssrDir, `${path.parse(ssrEntry).name}.js`);
  const server = /** @type {Server} */ (await import(pathToFileURL(entry).href));
  const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  for (const [file, html] of Object.entries(await pages(server, template))) {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), html);
  }
  if (!keepServer) fs.rmSync(ssrDir, { recursive: true, force: true });
  precompress(dist);
}
