// `npm run build` of the landing: the client bundle, then the home page pre-rendered into
// dist/index.html (server-side render of the seeded content), so the first paint needs no script.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPrerendered, fill } from '../scripts/lib/prerender.mjs';

await buildPrerendered({
  root: path.dirname(fileURLToPath(import.meta.url)),
  ssrEntry: 'src/app/entry-server.tsx',
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
    return {
      'index.html': fill(template, {
        home: html,
        'site-content': `<script type="application/json" id="${server.siteContentElementId}">${server.jsonForScript(content)}</script>`,
      }),
    };
  },
});
