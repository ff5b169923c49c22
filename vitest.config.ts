import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './chromium.config.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

// A fresh object per project: sharing one browser block fails ("Cannot define a nested project").
// `reducedMotion`: where motion is not what is checked, the browser asks for none (the design
// system honours it with a global rule in tokens), so no step waits on an animation.
const chromiumBrowser = ({ reducedMotion }: { reducedMotion: boolean }) => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // Larger than the test viewport, so the iframe is drawn at scale 1: a scaled-down iframe puts
    // edges between pixels and makes screenshots flicker by a pixel or two.
    contextOptions: {
      viewport: { width: 1440, height: 1080 },
      deviceScaleFactor: 1,
      reducedMotion: reducedMotion ? ('reduce' as const) : null,
    },
  }),
  instances: [{ browser: 'chromium' as const }],
  viewport: { width: 1024, height: 768 },
  expect: {
    toMatchScreenshot: {
      comparatorName: 'pixelmatch' as const,
      // Any visibly changed pixel fails. The tiny perceptual threshold only absorbs software
      // rasterisation jitter (one unit in a colour channel on anti-aliased edges under load).
      // Baselines are made on this machine image.
      comparatorOptions: { threshold: 0.02, allowedMismatchedPixels: 0 },
      // How long it may take to capture two equal screenshots in a row (motion is frozen): a
      // bound. Vitest's 5 s failed Tabs' first story at a load average of about 30.
      timeout: 15_000,
    },
  },
});

// In CI a browser test may retry once; `npm test` lists one that passes only on its retry as flaky.
const browserRetry = process.env.CI ? 1 : 0;

// How long `expect.element` and `expect.poll` look for the state they assert before failing: a
// bound, not a wait (they pass as soon as the state is there). Vitest's 1 s is a fast machine's:
// on 2 cores kept busy (load average 20–40, `npm run test:flakes`), a first render and its
// request took longer than that, and a test failed with its state on the way. 5 s, as the
// journeys' expect (Playwright's default).
const browserExpect = { poll: { timeout: 5000 } };

// How long one browser test may take, its hooks included (a story's axe run and screenshot, whose
// own bound is 15 s): a bound. Vitest's 15 s timed out the first story of a file (which also pays
// for the file's first render, axe run and screenshot) at a load average of 35 with every core
// spinning: Toast's 3秒后自动关闭 took 22 s with its retry, other stories 5–8 s.
const browserTestTimeout = 60_000;

const integration = [
  'api/test/**/*.test.ts',
  'api/src/**/*.integration.test.ts',
  'console/src/**/*.integration.test.ts',
];

// The integration tests that also run on a real PostgreSQL server: those of code whose behaviour
// depends on the engine (several connections instead of PGlite's one, a real server's storage,
// another driver parsing the rows). Concurrency: locks, advisory locks, leases with SKIP LOCKED,
// requests or jobs racing on one row, several instances on one database; durability (the crash
// test); hand-written SQL whose rows the driver parses (JSON built in SQL, keyset cursors, arrays);
// the engine's own set-up (migrations, seed, jobs). What the other files check (validation,
// authorization, routing, pages) does not depend on the engine, and the SQL behind their endpoints
// runs on PostgreSQL in its own module's tests: they run once, on PGlite (tests/README.md).
const postgresIntegration = [
  'api/test/{crash,instances,load-shedding,load-shedding-abort}.test.ts',
  'api/src/contacts/**/*.integration.test.ts',
  'api/src/db/**/*.integration.test.ts',
  'api/src/downloads/**/*.integration.test.ts',
  'api/src/jobs/**/*.integration.test.ts',
  'api/src/ledger/**/*.integration.test.ts',
  'api/src/lib/**/*.integration.test.ts',
  'api/src/messaging/**/*.integration.test.ts',
  'api/src/micro-apps/**/*.integration.test.ts',
  'api/src/open-api/**/*.integration.test.ts',
  'api/src/seed/**/*.integration.test.ts',
  'api/src/sending/**/*.integration.test.ts',
  'api/src/webhooks/**/*.integration.test.ts',
  'api/src/wechat/**/*.integration.test.ts',
  'api/src/accounts/sessions.integration.test.ts',
  'api/src/account-centre/tiles.integration.test.ts',
  'api/src/micro-propagation/micro-propagation.integration.test.ts',
  'api/src/public-pages/article.integration.test.ts',
  'api/src/shop/money-path.integration.test.ts',
  'api/src/showcases/showcases.integration.test.ts',
  'api/src/site/site.integration.test.ts',
];

export default defineConfig({
  test: {
    // How long a browser project's page may take to connect (Chromium started, the test page
    // loaded): a bound. Vitest's 60 s failed a story run before any test at a load average of 35
    // with every core spinning. Vitest reads it from the root configuration, not the project's.
    browser: { connectTimeout: 180_000 },
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // Pure functions: the files share one module graph instead of importing the contract
          // and its schemas again each (the project ran in 35 s instead of 115 here).
          isolate: false,
          include: [
            '{tokens,regions,design-system,console,landing,api}/**/*.test.ts',
            'tests/structure/*.test.ts',
          ],
          exclude: ['**/node_modules/**', '**/dist/**', 'api/test/**', '**/*.integration.test.ts'],
        },
      },
      // Tests against the real service (its own, and the console's API client): all of them on
      // embedded PGlite, and on a real PostgreSQL server those whose code behaves differently
      // there (`postgresIntegration`).
      ...(['pglite', 'postgres'] as const).map((engine) => ({
        // The fill-in page's tests render it with the landing's renderers, styles and all.
        plugins: [vanillaExtractPlugin()],
        test: {
          name: `integration-${engine}`,
          environment: 'node' as const,
          include: engine === 'pglite' ? integration : postgresIntegration,
          env: { TEST_DATABASE: engine },
          // One module graph for the project's files: each builds its own app on its own database
          // (api/test/helper.ts), so only the service's code is shared, imported once instead of
          // once a file (about 3 s of CPU a file here).
          isolate: false,
          globalSetup: ['api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      })),
      // Component tests of the apps, rendered in Chromium.
      {
        plugins: [react(), vanillaExtractPlugin()],
        optimizeDeps: {
          include: [
            '@vanilla-extract/recipes/createRuntimeFn',
            'react-aria-components',
            'lucide-react',
            'react-dom/client',
          ],
        },
        test: {
          name: 'components',
          include: ['{landing,console}/src/**/*.browser.test.tsx'],
          browser: chromiumBrowser({ reducedMotion: true }),
          expect: browserExpect,
          testTimeout: browserTestTimeout,
          retry: browserRetry,
        },
      },
      {
        plugins: [
          react(),
          vanillaExtractPlugin(),
          storybookTest({ configDir: path.join(root, '.storybook') }),
        ],
        optimizeDeps: {
          include: [
            '@vanilla-extract/recipes/createRuntimeFn',
            'react-aria-components',
            'lucide-react',
          ],
        },
        test: {
          name: 'storybook',
          // The story files share one page, loaded once instead of once a file (the design system,
          // axe and Storybook's runtime: a third of the project's CPU). `.storybook/vitest.setup.ts`
          // starts each file as in a page of its own (tests/README.md, "Time").
          isolate: false,
          browser: {
            // The stories show the motion itself (and their screenshots freeze it).
            ...chromiumBrowser({ reducedMotion: false }),
            // The page is set to this size before each file, and Storybook sets it to a story's
            // (1200 × 900 unless the story names a phone): the same size, so a file does not start
            // with the page 132 px shorter, which React Aria reads as an on-screen keyboard opening
            // and keeps the next modal at opacity 0 for two more frames.
            viewport: { width: 1200, height: 900 },
          },
          expect: browserExpect,
          testTimeout: browserTestTimeout,
          retry: browserRetry,
          setupFiles: [path.join(root, '.storybook/vitest.setup.ts')],
        },
      },
    ],
  },
});
