// `npm run build` of the console: the client bundle, then the public pages (login, register, help
// centre) pre-rendered as a signed-out visitor sees them, each into `<name>.html` beside
// index.html, which the service sends for that page (api/src/http/web-apps.ts); the other pages
// start from index.html with an empty #root. Compressed copies of every text file follow.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPrerendered, fill } from '../scripts/lib/prerender.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const manifestFile = path.join(root, 'dist/.vite/manifest.json');

/**
 * The files of a route module's chunk and of its static imports, so the pre-rendered page names
 * them at once and hydrates without waiting on a chain of imports.
 * @param {Record<string, { file: string, css?: string[], imports?: string[] }>} manifest
 * @param {string} module
 */
function routeModuleFiles(manifest, module) {
  /** @type {Set<string>} */
  const files = new Set();
  const visit = (/** @type {string} */ key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build has no chunk for ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(module);
  return [...files];
}

/** A link that loads a built file early (route chunks and, with split CSS, their styles). */
const linkTo = (/** @type {string} */ file) =>
  file.endsWith('.css')
    ? `<link rel="stylesheet" crossorigin href="/v2/${file}">`
    : `<link rel="modulepreload" crossorigin href="/v2/${file}">`;

await buildPrerendered({
  root,
  ssrEntry: 'src/entry-server.tsx',
  /**
   * @param {{
   *   prerenderedPages: Record<string, string>,
   *   renderPage: (page: string) => Promise<string>,
   * }} server
   * @param {string} template
   */
  pages: async (server, template) => {
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    /** @type {Record<string, string>} */
    const files = { 'index.html': fill(template, { page: '' }) };
    // A pre-rendered page paints without scripts: they load at low priority, after its HTML and
    // stylesheet, and hydrate it when they arrive.
    const lowPriority = (/** @type {string} */ html) =>
      html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
    for (const [page, module] of Object.entries(server.prerenderedPages)) {
      const tags = routeModuleFiles(manifest, module)
        .filter((file) => !template.includes(file))
        .map(linkTo);
      // After the entry's own tags, which Vite puts last in <head>: the same order as at run time.
      const html = fill(template, { page: await server.renderPage(page) }).replace(
        '</head>',
        () => `  ${tags.join('\n    ')}\n  </head>`,
      );
      files[`${page.slice(1)}.html`] = lowPriority(html);
    }
    return files;
  },
});
