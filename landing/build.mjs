// `npm run build` of the landing: the client bundle, then the home page pre-rendered into
// dist/index.html (server-side render of the seeded content), so the first paint needs no script.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { precompress } from '../scripts/lib/precompress.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(root, 'dist');
const ssrDir = path.join(dist, '.ssr');

await build({ root, logLevel: 'warn' });
await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/app/entry-server.tsx', outDir: ssrDir, emptyOutDir: false },
});

/**
 * @type {{
 *   renderSeededHome: (mediaBaseUrl: string | undefined) => Promise<{ html: string, content: unknown }>,
 *   jsonForScript: (value: unknown) => string,
 *   siteContentElementId: string,
 * }}
 */
const server = await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href);
const { html, content } = await server.renderSeededHome(process.env.MEDIA_BASE_URL);

const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const page = template
  .replace('<!--home-->', () => html)
  .replace(
    '<!--site-content-->',
    () =>
      `<script type="application/json" id="${server.siteContentElementId}">${server.jsonForScript(content)}</script>`,
  );
if (page === template) throw new Error('landing/index.html lost its pre-render markers');
fs.writeFileSync(path.join(dist, 'index.html'), page);
fs.rmSync(ssrDir, { recursive: true, force: true });

precompress(dist);
