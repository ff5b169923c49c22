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
 * The tags that load a route module's chunk with its static imports and their styles at once, so
 * the pre-rendered page is styled at first paint and hydrates without waiting on a chain of imports.
 * @param {Record<string, { file: string, css?: string[], imports?: string[] }>} manifest
 * @param {string} module
 */
function routeModuleTags(manifest, module) {
  /** @type {Set<string>} */
  const seen = new Set();
  /** @type {string[]} */
  const tags = [];
  const visit = (/** @type {string} */ key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build has no chunk for ${key}`);
    for (const css of chunk.css ?? [])
      tags.push(`<link rel="stylesheet" crossorigin href="/v2/${css}">`);
    tags.push(`<link rel="modulepreload" crossorigin href="/v2/${chunk.file}">`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(module);
  return tags;
}

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
    fs.rmSync(path.dirname(manifestFile), { recursive: true });
    /** @type {Record<string, string>} */
    const files = { 'index.html': fill(template, { page: '' }) };
    for (const [page, module] of Object.entries(server.prerenderedPages)) {
      const tags = routeModuleTags(manifest, module).filter((tag) => !template.includes(tag));
      // After the entry's own tags, which Vite puts last in <head>: the same order as at run time.
      files[`${page.slice(1)}.html`] = fill(template, {
        page: await server.renderPage(page),
      }).replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`);
    }
    return files;
  },
});
