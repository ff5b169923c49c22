// What the performance scripts share (perf-landing.mjs, perf-console.mjs): the service as
// `npm start` runs it on a free port and a fresh data directory, Lighthouse (mobile, simulated
// throttling) on Debian's Chromium, medians, budget checks and the service's resident memory.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

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
export const median = (values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * True for the carriers' MaaP stand-in that `npm start` runs beside the service: it plays the
 * carriers' platforms, so the service's own figures leave it out.
 */
const isMaapStandIn = (/** @type {number} */ pid) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('maap-stand-in/main');
  } catch {
    return false;
  }
};

/** A process and all its descendants (Linux /proc), without the subtrees `skip` picks. */
function processTree(
  /** @type {number} */ rootPid,
  /** @type {(pid: number) => boolean} */ skip = () => false,
) {
  /** @type {Map<number, number[]>} */
  const children = new Map();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // The process ended while we looked.
    }
  }
  const tree = [];
  const pending = [rootPid];
  while (pending.length > 0) {
    const pid = /** @type {number} */ (pending.pop());
    if (skip(pid)) continue;
    tree.push(pid);
    pending.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** The sum of a number read from each process of a list; a process that ended counts 0. */
const sumOver = (/** @type {number[]} */ pids, /** @type {(pid: number) => number} */ read) =>
  pids.reduce((sum, pid) => {
    try {
      return sum + read(pid);
    } catch {
      return sum;
    }
  }, 0);

/** The service's processes under `rootPid`: all its descendants but the MaaP stand-in. */
const serviceTree = (/** @type {number} */ rootPid) => processTree(rootPid, isMaapStandIn);

const rssOf = (/** @type {number} */ pid) => {
  const rss = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(rss?.[1] ?? 0) * 1024;
};

/** Resident memory of a process and all its descendants but the MaaP stand-in, bytes. */
export const residentMemory = (/** @type {number} */ rootPid) =>
  sumOver(serviceTree(rootPid), rssOf);

/** Resident memory of the MaaP stand-in under `rootPid` (0 when none runs), bytes. */
export const standInMemory = (/** @type {number} */ rootPid) =>
  sumOver(processTree(rootPid).filter(isMaapStandIn), rssOf);

/**
 * CPU time (user + system) a process and its live descendants but the MaaP stand-in have used,
 * seconds. Unlike requests per second, CPU time per request hardly depends on what else the
 * machine is doing.
 */
export const cpuSeconds = (/** @type {number} */ rootPid) =>
  sumOver(serviceTree(rootPid), (pid) => {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, fields 14 and 15 of stat(5), in clock ticks of 1/100 s on Linux.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  });

/**
 * Runs `npm start` (build, then the service) on a free port and an empty data directory, and waits
 * until it is ready. `stop()` ends its whole process group and removes the data.
 */
export async function startService() {
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
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    try {
      process.kill(-(server.pid ?? 0), 'SIGTERM');
    } catch {
      // Already gone.
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // The wait includes the build and the first boot's seeding: over 4 minutes on a busy machine.
    await waitFor(`${origin}/readyz`, 600_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, pid: /** @type {number} */ (server.pid), stop };
}

/**
 * @typedef {{ performance: number, lcp: number, cls: number, fcp: number, tbt: number, si: number,
 *   requests: { url: string, resourceType?: string, transferSize?: number }[] }} LighthouseRun
 */

/**
 * Lighthouse `runs` times on `url` (mobile, performance only), each in a fresh Chromium.
 * `prepare(browser)` runs first in that Chromium, e.g. to sign in; its storage is then kept.
 * @param {string} url
 * @param {{ runs: number, prepare?: (browser: import('puppeteer-core').Browser) => Promise<void> }} options
 * @returns {Promise<LighthouseRun[]>}
 */
export async function lighthouseRuns(url, { runs, prepare }) {
  /** @type {LighthouseRun[]} */
  const results = [];
  for (let attempt = 0; results.length < runs && attempt < runs + 3; attempt += 1) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
    try {
      if (prepare) {
        const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
        await prepare(browser);
        await browser.disconnect();
      }
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // Its tall viewport would bring late-loading sections into view after the trace.
        disableFullPageScreenshot: true,
        disableStorageReset: Boolean(prepare),
      });
      const lhr = result?.lhr;
      // The first run on a cold machine can fail with NO_NAVSTART (RECIPE.md): run again.
      if (!lhr || lhr.runtimeError || lhr.categories.performance?.score == null) continue;
      const audit = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
      const requests = /** @type {{ items?: LighthouseRun['requests'] }} */ (
        lhr.audits['network-requests']?.details ?? {}
      );
      results.push({
        performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcp: audit('largest-contentful-paint'),
        cls: audit('cumulative-layout-shift'),
        fcp: audit('first-contentful-paint'),
        tbt: audit('total-blocking-time'),
        si: audit('speed-index'),
        requests: requests.items ?? [],
      });
      const run = /** @type {LighthouseRun} */ (results.at(-1));
      const figures = ['performance', 'lcp', 'cls', 'fcp', 'tbt', 'si'].map(
        (key) => `${key} ${Math.round(run[/** @type {'lcp'} */ (key)] * 1000) / 1000}`,
      );
      console.log(`  run ${results.length}: ${figures.join(', ')}`);
    } finally {
      await chrome.kill();
    }
  }
  if (results.length < runs)
    throw new Error(`only ${results.length} of ${runs} Lighthouse runs completed`);
  return results;
}

/** The median of one figure over the runs. */
export const medianOf = (
  /** @type {LighthouseRun[]} */ results,
  /** @type {'performance' | 'lcp' | 'cls' | 'fcp' | 'tbt' | 'si'} */ key,
) => median(results.map((r) => r[key]));

/** gzip -9 size of a built file, bytes. */
export const gzipSize = (/** @type {string} */ file) =>
  zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/**
 * Prints the checks and returns whether all passed.
 * @param {string} title
 * @param {[name: string, value: number, budget: string, ok: boolean][]} checks
 */
export function report(title, checks) {
  console.log(`\n${title}`);
  for (const [name, value, budget, ok] of checks) {
    console.log(`  ${ok ? 'ok  ' : 'MISS'} ${name}: ${value} (budget ${budget})`);
  }
  return checks.every(([, , , ok]) => ok);
}

/** The usual checks of a page's median run against its budgets. */
export function pageChecks(
  /** @type {LighthouseRun[]} */ results,
  /** @type {{ performance: number, lcp?: number, cls?: number }} */ budgets,
) {
  /** @type {[string, number, string, boolean][]} */
  const checks = [
    [
      'performance score',
      medianOf(results, 'performance'),
      `≥ ${budgets.performance}`,
      medianOf(results, 'performance') >= budgets.performance,
    ],
  ];
  if (budgets.lcp !== undefined) {
    const lcp = medianOf(results, 'lcp');
    checks.push(['LCP (ms, simulated)', Math.round(lcp), `≤ ${budgets.lcp}`, lcp <= budgets.lcp]);
  }
  if (budgets.cls !== undefined) {
    const cls = medianOf(results, 'cls');
    checks.push(['CLS', Number(cls.toFixed(3)), `≤ ${budgets.cls}`, cls <= budgets.cls]);
  }
  return checks;
}
