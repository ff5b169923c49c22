import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import type { endpointRoutes } from './src/lib/endpoint-routes.ts';
import type { prerenderedPages } from './src/lib/routes-table.ts';

const endpointRoutesModule = fileURLToPath(
  new URL('./src/lib/endpoint-routes.ts', import.meta.url),
);

/**
 * lib/endpoint-routes.ts derives the API client's paths and methods from the contract's endpoint
 * table, which names every schema. The bundle gets the derived table as plain data instead, so a
 * page carries only the schemas it validates with itself.
 */
function endpointRoutesAsData(): Plugin {
  return {
    name: 'p5g:endpoint-routes-as-data',
    async load(id) {
      if (id !== endpointRoutesModule) return;
      const { module } = await runnerImport<{ endpointRoutes: typeof endpointRoutes }>(id, {
        configFile: false,
        logLevel: 'warn',
      });
      return `export const endpointRoutes = ${JSON.stringify(module.endpointRoutes)};`;
    },
  };
}

const root = fileURLToPath(new URL('.', import.meta.url));
const routesTableModule = fileURLToPath(new URL('./src/lib/routes-table.ts', import.meta.url));

/**
 * The route table names every page's module. The public pages' bundle opens only the pre-rendered
 * pages (any other is a full page load into the console's app), so in it the table loads no other
 * module: their chunks, and the list of files each needs, stay out of the public pages' build.
 */
function publicPagesOnly(): Plugin {
  return {
    name: 'p5g:public-pages-only',
    enforce: 'pre',
    async transform(code, id) {
      if (id !== routesTableModule) return;
      const { module } = await runnerImport<{ prerenderedPages: typeof prerenderedPages }>(id, {
        configFile: false,
        logLevel: 'warn',
      });
      const publicModules = new Set(module.prerenderedPages.map((page) => page.module));
      return code.replace(/import\((['"])(\.\.\/features\/[^'"]+)\1\)/g, (load, _quote, file) =>
        publicModules.has(path.relative(root, path.resolve(path.dirname(id), file)))
          ? load
          : `Promise.reject(new Error('${file}: a page of the console app'))`,
      );
    },
  };
}

/** The public pages' HTML entry and what it loads at once: boot.ts and the storage keys it reads. */
const bootModules = ['./public.html', './src/public/boot.ts', './src/lib/storage-keys.ts'].map(
  (file) => fileURLToPath(new URL(file, import.meta.url)),
);

/** What the public pages' forms (sign-in, registration, feedback) share. */
const publicFormModules =
  /[\\/](react-hook-form[\\/]|lib[\\/]form[\\/]|lib[\\/]show-failure\.ts|components[\\/](Button|TextField)[\\/])/;

/**
 * The console's frame (app/): the layout every signed-in page opens in, with its header, menus and
 * balance card, and what they import. One file for all of it rather than dozens of small ones
 * shared by different sets of pages: what the entry loads at once stays in the entry's file.
 */
const appFrameFolder = fileURLToPath(new URL('./src/app/', import.meta.url));

/**
 * The design system with the React Aria parts and icons beneath it. The parts that many of the
 * console's chunks use (its pages and what they load lazily) go in one file, which a page's first
 * render then finds loaded, instead of a dozen small files per page, each shared by a different
 * set of pages; parts few pages use stay with those pages.
 */
const designSystemModules =
  /[\\/](design-system[\\/]src|node_modules[\\/](lucide-react|@?react-(aria|stately)[\w-]*|@internationalized))[\\/]/;
const sharedByManyChunks = 25;

/** The contract's modules only declare values (schemas, tables); zod-locale.ts configures zod. */
const contractModule = /[\\/]api[\\/]src[\\/]contract[\\/]/;
const contractSetup = /[\\/]api[\\/]src[\\/]contract[\\/]zod-locale\.ts$/;

export default defineConfig(({ command, mode }) => ({
  plugins: [
    react(),
    // Short class names in every build, whatever its mode: the pre-rendered pages (server build,
    // mode production) carry the names the public bundle's stylesheet (mode public) styles.
    vanillaExtractPlugin({ identifiers: command === 'build' ? 'short' : 'debug' }),
    endpointRoutesAsData(),
    ...(mode === 'public' ? [publicPagesOnly()] : []),
  ],
  // Both apps live under /v2/; separate asset folders keep their builds from colliding on the server.
  base: '/v2/',
  build: {
    assetsDir: 'console-assets',
    outDir: 'dist',
    // build.mjs builds the console's app (index.html), then in mode `public` the public pages' own
    // entry (public.html, which it fills with each pre-rendered page) beside it: two bundles, so
    // neither carries what only the other uses (the app's data router, its shell).
    emptyOutDir: mode !== 'public',
    // build.mjs reads which chunks and styles each pre-rendered page's route module needs.
    manifest: mode === 'public' ? '.vite/public-manifest.json' : true,
    // One stylesheet per bundle instead of one per chunk: a single render-blocking request for the
    // pre-rendered pages, which also styles what they pre-render from lazy chunks (the service
    // widget), and no unstyled moment when a route's chunk arrives.
    cssCodeSplit: false,
    // Every browser the console supports knows modulepreload; the polyfill would also tie the
    // public pages' boot.ts to the app's chunk.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The public pages' HTML loads only boot.ts, which loads the app (main.tsx) once the page
      // has painted; main.tsx is an entry of its own so that its static graph stays one chunk.
      input:
        mode === 'public'
          ? { public: 'public.html', 'public-app': 'src/public/main.tsx' }
          : 'index.html',
      treeshake: {
        // A page keeps only the contract's values it uses (the package declares no sideEffects).
        moduleSideEffects: (id) => !contractModule.test(id) || contractSetup.test(id),
      },
      output: {
        codeSplitting: {
          // What the entry loads at once stays in one file, as the landing does: fewer, larger
          // files rather than a long modulepreload list.
          groups: [
            // boot.ts with what it reads, in the public pages' own small entry file.
            ...(mode === 'public'
              ? [{ name: 'public', test: (id: string) => bootModules.includes(id) }]
              : []),
            mode === 'public'
              ? {
                  name: 'public-app',
                  tags: ['$initial'],
                  test: (id) => !bootModules.includes(id),
                }
              : { name: 'index', tags: ['$initial'] },
            ...(mode === 'public'
              ? []
              : [
                  { name: 'layout', test: (id: string) => id.startsWith(appFrameFolder) },
                  {
                    name: 'design-system',
                    test: designSystemModules,
                    minShareCount: sharedByManyChunks,
                  },
                ]),
            // The public pages' forms (sign-in, registration, feedback) share one file of form
            // parts rather than several of a few hundred bytes each.
            ...(mode === 'public' ? [{ name: 'forms', test: publicFormModules }] : []),
          ],
        },
      },
    },
  },
}));
