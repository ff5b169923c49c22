import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium.config.ts';

const port = Number(process.env.E2E_PORT ?? 8190);
const repoRoot = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  // How long a journey may take on a 2-core machine kept busy (`npm run test:flakes` spins every
  // core): a bound that catches a hang, not a wait. Journeys that wait for the carriers set more.
  timeout: 120_000,
  // How long an assertion looks for its state: a bound, passed as soon as the state is there.
  // Playwright's 5 s failed with the state on its way at a load average of 35 (a console page
  // still loading its template after a reload, the console's first start in a fresh browser).
  expect: { timeout: 10_000 },
  // In CI one retry; a test that passes only on it is listed as flaky by `npm test`.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'off',
    // The product honours reduced motion (tokens' global rule): nothing is asserted mid-animation.
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1366, height: 768 },
        launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      },
    },
  ],
  // The product exactly as `npm start` runs it, on a throwaway data directory.
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    // A build and a first boot (database created, migrated, seeded) take minutes on a busy machine.
    timeout: 300_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(os.tmpdir(), `p5g-e2e-${process.pid}`),
      LOG_LEVEL: 'warn',
      // The journeys sign in far more often than one person could; the limits have their own tests.
      RATE_LIMIT_ALLOWLIST: '127.0.0.1',
      // The carriers' MaaP stand-in on a free port, so journeys on several ports do not collide.
      MAAP_STAND_IN_PORT: '0',
    },
  },
});
