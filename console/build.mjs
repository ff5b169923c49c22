// `npm run build` of the console: the client bundles, then the public pages (login, register, help
// centre) pre-rendered as a signed-out visitor sees them, each into `<name>.html` beside
// index.html from the public entry's public.html, which the service sends for that page
// (api/src/http/web-apps.ts). The other pages start from index.html's loading frame (the header
// and a spinner) until the console's app replaces it; a page whose heading never changes gets a
// copy of index.html whose frame also shows its heading and whose tab its title (e.g.
// pe/send_record.html for /v2/pe/send_record).
// Compressed copies of every text file follow.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPrerendered, fill } from '../scripts/lib/prerender.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const manifestFile = path.join(root, 'dist/.vite/public-manifest.json');
const publicFile = path.join(root, 'dist/public.html');

/** The public pages' app (vite.config.ts builds it as an entry of its own). */
const appModule = 'src/public/main.tsx';

/** `html` with its title replaced by `title`. */
function withTitle(/** @type {string} */ html, /** @type {string} */ title) {
  const element = /<title>[^<]*<\/title>/;
  if (!element.test(html)) throw new Error('index.html lost its title');
  return html.replace(element, () => `<title>${title}</title>`);
}

const missing = (/** @type {string} */ key) => {
  throw new Error(`the build has no chunk for ${key}`);
};

await buildPrerendered({
  root,
  ssrEntry: 'src/entry-server.tsx',
  // The console's app, then the public pages' entry (vite.config.ts).
  clientModes: ['production', 'public'],
  /**
   * @param {{
   *   prerenderedPages: Record<string, string>,
   *   renderPage: (page: string) => Promise<string>,
   *   answersBlockOf: (page: string) => string,
   *   titleOf: (page: string) => string,
   *   headedFrames: Record<string, string>,
   *   renderLoadingFrame: (heading?: string) => Promise<string>,
   * }} server
   * @param {string} template
   */
  pages: async (server, template) => {
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    // The public pages' own entry (public/boot.ts); not a page of its own.
    const publicTemplate = fs.readFileSync(publicFile, 'utf8');
    fs.rmSync(publicFile);
    /** @type {Record<string, string>} */
    const files = {
      // The console's other pages show the header and a spinner until the app runs.
      'index.html': fill(template, { frame: await server.renderLoadingFrame() }),
    };
    for (const [page, heading] of Object.entries(server.headedFrames)) {
      files[`${page.slice(1)}.html`] = withTitle(
        fill(template, { frame: await server.renderLoadingFrame(heading) }),
        server.titleOf(page),
      );
    }
    for (const [page, module] of Object.entries(server.prerenderedPages)) {
      // boot.ts loads the app and the page's route module (with the chunks they import) once the
      // page has painted from its HTML and stylesheet.
      const load = [appModule, module]
        .map((key) => manifest[key]?.file ?? missing(key))
        .map((file) => `/v2/${file}`);
      const html = fill(publicTemplate, {
        title: server.titleOf(page),
        page: await server.renderPage(page),
        answers: server.answersBlockOf(page),
      }).replace(
        '<script type="module"',
        () => `<script data-load="${load.join(' ')}" type="module"`,
      );
      files[`${page.slice(1)}.html`] = html;
    }
    return files;
  },
});
