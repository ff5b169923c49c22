// `npm run perf:landing`: Lighthouse (mobile, simulated throttling) on the home page of the
// production build exactly as `npm start` serves it, three runs; prints the medians and the initial
// JavaScript, and exits non-zero when a budget is missed. Not part of `npm test`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const budgets = {
  /** Lighthouse performance score, 0–100. */
  performance: 95,
  /** Largest Contentful Paint, ms (simulated). */
  lcp: 2000,
  cls: 0.05,
  /** JavaScript the pre-rendered page loads before any deferred part, gzip bytes (1 KB = 1000 B). */
  initialJsGzip: 80_000,
};
const runs = 3;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// The flags verified on these machines (RECIPE.md), with the new headless mode Lighthouse wants.
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** @returns {Promise<number>} */
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });

/** @param {string} url @param {number} timeoutMs */
async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * The module scripts the pre-rendered page loads at once (entry and its preloads), gzip bytes.
 * @param {string} distDir
 */
function initialJs(distDir) {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const urls = [
    ...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => m[1] ?? '');
  const files = urls.map((url) => path.join(distDir, url.replace(/^\/v2\//, '')));
  const gzip = files.reduce(
    (sum, file) => sum + zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length,
    0,
  );
  return { files: files.map((f) => path.basename(f)), gzip };
}

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'p5g-perf-'));
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
});
const stopServer = () => {
  try {
    process.kill(-(server.pid ?? 0), 'SIGTERM');
  } catch {
    // Already gone.
  }
};

let failed = false;
try {
  await waitFor(`http://127.0.0.1:${port}/readyz`, 180_000);
  const url = `http://127.0.0.1:${port}/v2/index`;
  /** @type {{ performance: number, lcp: number, cls: number, fcp: number, tbt: number, si: number, jsTransfer: number }[]} */
  const results = [];
  for (let attempt = 0; results.length < runs && attempt < runs + 3; attempt += 1) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // Its tall viewport would bring the late-loading sections into view after the trace.
        disableFullPageScreenshot: true,
      });
      const lhr = result?.lhr;
      // The first run on a cold machine can fail with NO_NAVSTART (RECIPE.md): run again.
      if (!lhr || lhr.runtimeError || lhr.categories.performance?.score == null) continue;
      const audit = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
      const requests =
        /** @type {{ items?: { resourceType?: string, transferSize?: number }[] }} */ (
          lhr.audits['network-requests']?.details ?? {}
        );
      results.push({
        performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcp: audit('largest-contentful-paint'),
        cls: audit('cumulative-layout-shift'),
        fcp: audit('first-contentful-paint'),
        tbt: audit('total-blocking-time'),
        si: audit('speed-index'),
        jsTransfer: (requests.items ?? [])
          .filter((r) => r.resourceType === 'Script')
          .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
      });
      console.log(`run ${results.length}: ${JSON.stringify(results.at(-1))}`);
    } finally {
      await chrome.kill();
    }
  }
  if (results.length < runs)
    throw new Error(`only ${results.length} of ${runs} Lighthouse runs completed`);

  const m = (/** @type {keyof (typeof results)[number]} */ key) =>
    median(results.map((r) => r[key]));
  const js = initialJs(path.resolve('landing/dist'));
  const checks = [
    [
      'performance score',
      m('performance'),
      `≥ ${budgets.performance}`,
      m('performance') >= budgets.performance,
    ],
    ['LCP (ms, simulated)', Math.round(m('lcp')), `≤ ${budgets.lcp}`, m('lcp') <= budgets.lcp],
    ['CLS', Number(m('cls').toFixed(3)), `≤ ${budgets.cls}`, m('cls') <= budgets.cls],
    [
      `initial JS (gzip bytes: ${js.files.join(', ')})`,
      js.gzip,
      `≤ ${budgets.initialJsGzip}`,
      js.gzip <= budgets.initialJsGzip,
    ],
  ];
  console.log(`\nHome page, Lighthouse mobile, median of ${runs} runs (${url}):`);
  for (const [name, value, budget, ok] of checks) {
    console.log(`  ${ok ? 'ok  ' : 'MISS'} ${name}: ${value} (budget ${budget})`);
  }
  console.log(
    `  also: FCP ${Math.round(m('fcp'))} ms, Speed Index ${Math.round(m('si'))} ms, TBT ${Math.round(m('tbt'))} ms, JS transferred in the run ${m('jsTransfer')} bytes (deferred parts included)`,
  );
  failed = checks.some(([, , , ok]) => !ok);
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  stopServer();
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
