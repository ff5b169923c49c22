// `npm run perf:landing`: Lighthouse (mobile, simulated throttling) on the home page of the
// production build exactly as `npm start` serves it, three runs; prints the medians and the initial
// JavaScript, and exits non-zero when a budget is missed. Not part of `npm test`.
import fs from 'node:fs';
import path from 'node:path';
import { register } from 'tsx/esm/api';
import {
  gzipSize,
  lighthouseRuns,
  median,
  medianOf,
  pageChecks,
  report,
  startService,
} from './lib/perf.mjs';

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

/** The public fill-in page of a form (`/f/{code}`, rendered by the service on request). */
const formFillBudgets = {
  performance: 95,
  lcp: 2000,
  cls: 0.05,
  /** Its island script and styles, gzip bytes. */
  scriptAndStylesGzip: 60_000,
};

/**
 * The fill-in page's script and styles (`public-pages.json` of the landing build), gzip bytes.
 * @param {string} distDir
 */
function formFillAssets(distDir) {
  const { formFill } = JSON.parse(fs.readFileSync(path.join(distDir, 'public-pages.json'), 'utf8'));
  const files = [...formFill.scripts, ...formFill.styles].map((url) =>
    path.join(distDir, url.replace(/^\/v2\//, '')),
  );
  return {
    files: files.map((f) => path.basename(f)),
    gzip: files.reduce((sum, file) => sum + gzipSize(file), 0),
  };
}

/**
 * A form published as a customer does it: the first service template saved and submitted by the
 * gold demo account, passed by the operator. Its public path.
 * @param {string} origin
 */
async function publishedForm(origin) {
  register();
  const { createNonce } = await import('../api/src/contract/nonce.ts');
  const { demoAccounts } = await import('../api/src/seed/accounts.ts');
  /** @param {string} name */
  const signIn = async (name) => {
    const demo = demoAccounts.find((a) => a.account === name);
    if (!demo) throw new Error(`no demo account ${name}`);
    const { account, password, platform } = demo;
    const { token } = await call('', 'login', { account, password, platform });
    return /** @param {string} endpoint @param {unknown} body */ (endpoint, body) =>
      call(token, endpoint, body);
  };
  /** @param {string} token @param {string} endpoint @param {unknown} body */
  async function call(token, endpoint, body) {
    const headers = { 'content-type': 'application/json' };
    if (token) Object.assign(headers, { authorization: token, nonce: createNonce(token) });
    const answer = await fetch(`${origin}/api/platform/${endpoint}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    const envelope = await answer.json();
    if (envelope.code !== 0) throw new Error(`${endpoint}: ${envelope.msg}`);
    return envelope.data;
  }
  const customer = await signIn('demo_gold');
  const operator = await signIn('demo_operator');
  const [template] = await customer('miniApp/templates', {});
  const { id } = await customer('miniApp/save', { document: template.document });
  await customer('miniApp/submit', { id });
  await operator('manage/reviewMiniApp', { id, approve: true });
  return (await customer('miniApp/get', { id })).publicUrl;
}

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
  const gzip = files.reduce((sum, file) => sum + gzipSize(file), 0);
  return { files: files.map((f) => path.basename(f)), gzip };
}

let passed = false;
const service = await startService();
try {
  const url = `${service.origin}/v2/index`;
  const results = await lighthouseRuns(url, { runs });
  const js = initialJs(path.resolve('landing/dist'));
  passed = report(`Home page, Lighthouse mobile, median of ${runs} runs (${url}):`, [
    ...pageChecks(results, budgets),
    [
      `initial JS (gzip bytes: ${js.files.join(', ')})`,
      js.gzip,
      `≤ ${budgets.initialJsGzip}`,
      js.gzip <= budgets.initialJsGzip,
    ],
  ]);
  const jsTransfer = median(
    results.map((r) =>
      r.requests
        .filter((q) => q.resourceType === 'Script')
        .reduce((sum, q) => sum + (q.transferSize ?? 0), 0),
    ),
  );
  console.log(
    `  also: FCP ${Math.round(medianOf(results, 'fcp'))} ms, Speed Index ${Math.round(medianOf(results, 'si'))} ms, TBT ${Math.round(medianOf(results, 'tbt'))} ms, JS transferred in the run ${jsTransfer} bytes (deferred parts included)`,
  );

  const formUrl = `${service.origin}${await publishedForm(service.origin)}`;
  const formResults = await lighthouseRuns(formUrl, { runs });
  const assets = formFillAssets(path.resolve('landing/dist'));
  const formPassed = report(
    `Fill-in page, Lighthouse mobile, median of ${runs} runs (${formUrl}):`,
    [
      ...pageChecks(formResults, formFillBudgets),
      [
        `script and styles (gzip bytes: ${assets.files.join(', ')})`,
        assets.gzip,
        `≤ ${formFillBudgets.scriptAndStylesGzip}`,
        assets.gzip <= formFillBudgets.scriptAndStylesGzip,
      ],
    ],
  );
  passed = passed && formPassed;
} catch (error) {
  console.error(error);
} finally {
  await service.stop();
}
process.exit(passed ? 0 : 1);
