// `npm run build` of the landing: the client bundle, then the home page pre-rendered into
// dist/index.html (server-side render of the seeded content), so the first paint needs no script.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { build } from 'vite';

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

// Compressed copies beside each text file; the service sends them to clients that accept them.
for (const entry of fs.readdirSync(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !/\.(js|css|html|svg)$/.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const content = fs.readFileSync(file);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}
