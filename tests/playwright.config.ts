import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium.config.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');

// Two workers, each against a server of its own (its own database, seeded demo accounts and
// carriers' stand-in): an account has one session at a time, so two workers on one server would
// end each other's sessions. Each server sees one journey at a time, as with one worker. Worker n
// (Playwright's parallel index) uses the server on E2E_PORT + 1000·n. `E2E_WORKERS=1` starts one
// server, for a single file.
const workers = Number(process.env.E2E_WORKERS ?? 2);
const basePort = Number(process.env.E2E_PORT ?? 8190);
const serverPort = (index: number) => basePort + 1000 * index;
// Set in a worker's process, which loads this file again; the runner itself reads no base URL.
const parallelIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
if (parallelIndex >= workers) {
  throw new Error(
    `The journeys start ${workers} servers: run them with at most that many workers.`,
  );
}

/** The product exactly as `npm start` runs it, on a throwaway data directory; built once. */
const server = (index: number) => ({
  // `exec`: the server is the runner's own child, stopped with SIGTERM and waited for, so its CPU
  // time (the build's included) counts in `npm test`'s, and its database closes cleanly.
  command: `exec node scripts/start.mjs${index === 0 ? '' : ' --no-build'}`,
  cwd: repoRoot,
  url: `http://127.0.0.1:${serverPort(index)}/readyz`,
  reuseExistingServer: false,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
  // A build and a first boot (database created, migrated, seeded) take minutes on a busy machine:
  // the build took more than 5 at a load average of 33.
  timeout: index === 0 ? 600_000 : 300_000,
  env: {
    PORT: String(serverPort(index)),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(os.tmpdir(), `p5g-e2e-${process.pid}-${index}`),
    LOG_LEVEL: 'warn',
    // The journeys sign in far more often than one person could; the limits have their own tests.
    RATE_LIMIT_ALLOWLIST: '127.0.0.1',
    // The carriers' MaaP stand-in on a free port, so journeys on several ports do not collide.
    MAAP_STAND_IN_PORT: '0',
    // A clock the journeys can move (a preview link after its hour): tests/e2e/support/clock.ts.
    JOURNEY_CLOCK: 'true',
  },
});

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers,
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
    baseURL: `http://127.0.0.1:${serverPort(parallelIndex)}`,
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
  // Started one after another: the first builds the product, the others run that build.
  webServer: Array.from({ length: workers }, (_, index) => server(index)),
});
