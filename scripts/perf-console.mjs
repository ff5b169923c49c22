// `npm run perf:console`: Lighthouse (mobile, simulated throttling) on the console as `npm start`
// serves it, three runs a page: the five public pages, then the account centre of a signed-in
// manager. Checks the budgets (score, LCP, CLS; the JS and CSS the login page loads; the account
// centre's score in each of its runs, not only their median) and reports the service's resident
// memory (its whole process tree) after the first boot and after the runs. Exits non-zero when a
// budget is missed. Not part of `npm test`.
// `npm run perf:console -- /v2/login /v2/account-order` measures only the pages named.
import path from 'node:path';
import {
  gzipSize,
  lighthouseRuns,
  median,
  medianOf,
  pageChecks,
  report,
  residentMemory,
  startService,
} from './lib/perf.mjs';

const budgets = {
  /** Public pages: Lighthouse performance score (0–100), LCP in ms (simulated), CLS. */
  publicPage: { performance: 95, lcp: 1800, cls: 0.05 },
  /**
   * The login page's JavaScript and CSS, gzip bytes (1 KB = 1000 B), and how many files. React with
   * react-dom, react-aria and the router alone come to about 105 KB: the floor of this stack.
   */
  loginAssetsGzip: 150_000,
  loginAssetRequests: 8,
  /** The account centre of a signed-in manager: Lighthouse performance score, in every run. */
  accountCentre: { performance: 90 },
  /** The service's process tree after first boot and after the runs, bytes. */
  residentMemory: 400 * 1024 * 1024,
};
const publicPages = [
  '/v2/login',
  '/v2/chatbot_login',
  '/v2/manage_login',
  '/v2/register',
  '/v2/help_center',
];
const accountCentre = '/v2/account-order';
const manager = { account: 'demo_gold', password: 'Cctv5G@Gold' };
const runs = 3;
const named = process.argv.slice(2);
const measured = (/** @type {string} */ page) => named.length === 0 || named.includes(page);
const consoleDist = path.resolve('console/dist');
const mb = (/** @type {number} */ bytes) => Math.round(bytes / 1024 / 1024);

/**
 * The JavaScript and CSS files a run loaded from the console's build: count and gzip -9 bytes.
 * @param {import('./lib/perf.mjs').LighthouseRun} run
 */
function consoleAssets(run) {
  const files = run.requests
    .filter((r) => r.resourceType === 'Script' || r.resourceType === 'Stylesheet')
    .map((r) => new URL(r.url).pathname)
    .filter((p) => p.startsWith('/v2/console-assets/'))
    .map((p) => path.join(consoleDist, p.slice('/v2/'.length)));
  return { count: files.length, gzip: files.reduce((sum, file) => sum + gzipSize(file), 0) };
}

/**
 * Signs the manager in through the API and stores the session as the login page does
 * (lib/session.ts), in the Chromium that Lighthouse then runs in.
 * @param {string} origin
 * @returns {(browser: import('puppeteer-core').Browser) => Promise<void>}
 */
const signInManager = (origin) => async (browser) => {
  const answer = await fetch(`${origin}/api/platform/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(manager),
  }).then((r) => r.json());
  if (answer.code !== 0) throw new Error(`sign-in failed: ${JSON.stringify(answer)}`);
  const page = await browser.newPage();
  await page.goto(`${origin}/v2/login`);
  await page.evaluate((/** @type {Record<string, unknown>} */ user) => {
    const { token, ...info } = user;
    localStorage.setItem('userInfo', JSON.stringify(info));
    localStorage.setItem('platform', String(info.platform));
    localStorage.setItem('token', String(token));
    localStorage.setItem('authMenuList', JSON.stringify(info.authMenuList));
  }, answer.data);
  await page.close();
};

let passed = true;
const service = await startService();
try {
  const afterBoot = residentMemory(service.pid);
  for (const page of publicPages.filter(measured)) {
    const url = `${service.origin}${page}`;
    console.log(`${url}:`);
    const results = await lighthouseRuns(url, { runs });
    /** @type {[string, number, string, boolean][]} */
    const checks = pageChecks(results, budgets.publicPage);
    if (page === '/v2/login') {
      const assets = results.map(consoleAssets);
      const gzip = median(assets.map((a) => a.gzip));
      const count = median(assets.map((a) => a.count));
      checks.push(
        [
          'JS + CSS (gzip bytes)',
          gzip,
          `≤ ${budgets.loginAssetsGzip}`,
          gzip <= budgets.loginAssetsGzip,
        ],
        [
          'JS + CSS requests',
          count,
          `≤ ${budgets.loginAssetRequests}`,
          count <= budgets.loginAssetRequests,
        ],
      );
    }
    passed = report(`${page}, Lighthouse mobile, median of ${runs} runs:`, checks) && passed;
    console.log(
      `  also: FCP ${Math.round(medianOf(results, 'fcp'))} ms, TBT ${Math.round(medianOf(results, 'tbt'))} ms\n`,
    );
  }

  if (measured(accountCentre)) {
    const url = `${service.origin}${accountCentre}`;
    console.log(`${url} (signed in as ${manager.account}):`);
    const results = await lighthouseRuns(url, {
      runs,
      prepare: signInManager(service.origin),
    });
    const worst = Math.min(...results.map((r) => r.performance));
    // Less machine-dependent than the score: how many of the console's files the page loaded.
    const assets = results.map(consoleAssets);
    /** @type {[string, number, string, boolean][]} */
    const checks = [
      ...pageChecks(results, budgets.accountCentre),
      [
        'performance score, worst run',
        worst,
        `≥ ${budgets.accountCentre.performance}`,
        worst >= budgets.accountCentre.performance,
      ],
    ];
    passed =
      report(`${accountCentre} signed in, Lighthouse mobile, median of ${runs} runs:`, checks) &&
      passed;
    console.log(
      `  also: LCP ${Math.round(medianOf(results, 'lcp'))} ms, TBT ${Math.round(medianOf(results, 'tbt'))} ms, ` +
        `JS + CSS ${median(assets.map((a) => a.count))} files, ${median(assets.map((a) => a.gzip))} bytes gzip\n`,
    );
  }

  const afterRuns = residentMemory(service.pid);
  passed =
    report('The service (npm start, its whole process tree), resident memory in MB:', [
      [
        'after first boot',
        mb(afterBoot),
        `≤ ${mb(budgets.residentMemory)}`,
        afterBoot <= budgets.residentMemory,
      ],
      [
        'after the runs',
        mb(afterRuns),
        `≤ ${mb(budgets.residentMemory)}`,
        afterRuns <= budgets.residentMemory,
      ],
    ]) && passed;
} catch (error) {
  console.error(error);
  passed = false;
} finally {
  await service.stop();
}
process.exit(passed ? 0 : 1);
