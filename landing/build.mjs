// `npm run build` of the landing: the client bundle, then the home page pre-rendered into
// dist/index.html (server-side render of the seeded content), so the first paint needs no script.
// The public pages' scripts are a second client build (`--mode public-pages`); the server build
// stays in dist/server/ for the service to render them on request, and dist/public-pages.json
// names each page kind's files.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPrerendered, fill } from '../scripts/lib/prerender.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const base = '/v2/';

/**
 * Each public page kind's script and its styles (its own and its chunks'), as URL paths: the
 * manifest's entries, named as `publicPageEntries` of vite.config.ts names them.
 * @param {Record<string, { file: string, name?: string, isEntry?: boolean, css?: string[], imports?: string[] }>} manifest
 */
function publicPageAssets(manifest) {
  /** @param {string} key @returns {string[]} */
  const stylesOf = (key) => [
    ...(manifest[key]?.css ?? []),
    ...(manifest[key]?.imports ?? []).flatMap(stylesOf),
  ];
  return Object.fromEntries(
    Object.entries(manifest)
      .filter(([, chunk]) => chunk.isEntry)
      .map(([source, chunk]) => [
        chunk.name,
        {
          scripts: [`${base}${chunk.file}`],
          styles: [...new Set(stylesOf(source))].map((file) => `${base}${file}`),
        },
      ]),
  );
}

await buildPrerendered({
  root,
  ssrEntry: 'src/app/entry-server.tsx',
  clientModes: ['production', 'public-pages'],
  keepServer: 'server',
  /**
   * @param {{
   *   renderSeededHome: (mediaBaseUrl: string | undefined) => Promise<{ html: string, content: unknown }>,
   *   jsonForScript: (value: unknown) => string,
   *   siteContentElementId: string,
   * }} server
   * @param {string} template
   */
  pages: async (server, template) => {
    const { html, content } = await server.renderSeededHome(process.env.MEDIA_BASE_URL);
    const manifestFile = path.join(root, 'dist/public-pages-manifest.json');
    const assets = publicPageAssets(JSON.parse(fs.readFileSync(manifestFile, 'utf8')));
    fs.rmSync(manifestFile);
    return {
      'index.html': fill(template, {
        home: html,
        'site-content': `<script type="application/json" id="${server.siteContentElementId}">${server.jsonForScript(content)}</script>`,
      }),
      'public-pages.json': JSON.stringify(assets, null, 2),
    };
  },
});
