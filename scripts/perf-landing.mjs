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
// The demo accounts and the nonce come from the api's TypeScript sources.
register();

/** The public fill-in page of a form (`/f/{code}`, rendered by the service on request). */
const formFillBudgets = {
  performance: 95,
  lcp: 2000,
  cls: 0.05,
  /** Its island script and styles, gzip bytes. */
  scriptAndStylesGzip: 60_000,
};

/** A public micro-propagation article (`/articleContent/{id}`, rendered by the service on request). */
const articleBudgets = {
  performance: 95,
  lcp: 2000,
  cls: 0.05,
  /** Its island script and styles, gzip bytes. */
  scriptAndStylesGzip: 50_000,
};

/** The public e-album (`/ebook/{id}`) and company home (`/user-home/{id}`) pages. */
const showcaseBudgets = {
  performance: 95,
  lcp: 2000,
  cls: 0.05,
  /** Its island script (with every chunk it imports, page-flip's too) and styles, gzip bytes. */
  scriptAndStylesGzip: 60_000,
};

/**
 * A script and every chunk it imports, statically or on demand (rolldown names them `./x.js`).
 * @param {string} file
 * @param {Set<string>} [seen]
 * @returns {Set<string>}
 */
function withImports(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = fs.readFileSync(file, 'utf8');
  for (const [, name] of code.matchAll(/["'`]\.\/([\w.-]+\.js)["'`]/g)) {
    withImports(path.join(path.dirname(file), name ?? ''), seen);
  }
  return seen;
}

/**
 * A public page kind's script with the chunks it imports, and its styles (`public-pages.json` of
 * the landing build), gzip bytes.
 * @param {string} distDir
 * @param {string} kind
 */
function publicPageAssets(distDir, kind) {
  const assets = JSON.parse(fs.readFileSync(path.join(distDir, 'public-pages.json'), 'utf8'))[kind];
  const file = (/** @type {string} */ url) => path.join(distDir, url.replace(/^\/v2\//, ''));
  const files = [
    ...new Set(assets.scripts.flatMap((/** @type {string} */ url) => [...withImports(file(url))])),
    ...assets.styles.map(file),
  ];
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
  const { customer, operator } = await demoApi(origin);
  const [template] = await customer('miniApp/templates', {});
  const { id } = await customer('miniApp/save', { document: template.document });
  await customer('miniApp/submit', { id });
  await operator('manage/reviewMiniApp', { id, approve: true });
  return (await customer('miniApp/get', { id })).publicUrl;
}

/**
 * The demo company's published article (the seed's): its public path.
 * @param {string} origin
 */
async function publishedArticle(origin) {
  const { customer } = await demoApi(origin);
  const { list } = await customer('article/list', { page: 1, pageSize: 50 });
  const article = list.find((/** @type {{ publicUrl: string | null }} */ a) => a.publicUrl);
  if (!article) throw new Error('no published demo article');
  return article.publicUrl;
}

/**
 * The demo company's published album and its company home (the seed's): their public paths.
 * @param {string} origin
 */
async function publishedShowcases(origin) {
  const { customer } = await demoApi(origin);
  const { list } = await customer('book/list', { page: 1, pageSize: 50, status: 'published' });
  const album = list.find((/** @type {{ publicUrl: string | null }} */ a) => a.publicUrl);
  if (!album) throw new Error('no published demo album');
  const card = await customer('travel/card/get', {});
  if (!card.live) throw new Error('the demo company home is not public');
  return { album: album.publicUrl, home: new URL(card.publicUrl, origin).pathname };
}

/**
 * The API as the gold demo customer and as the operator.
 * @param {string} origin
 */
async function demoApi(origin) {
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
  return { customer: await signIn('demo_gold'), operator: await signIn('demo_operator') };
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
  const assets = publicPageAssets(path.resolve('landing/dist'), 'formFill');
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

  const articleUrl = `${service.origin}${await publishedArticle(service.origin)}`;
  const articleResults = await lighthouseRuns(articleUrl, { runs });
  const articleAssets = publicPageAssets(path.resolve('landing/dist'), 'article');
  const articlePassed = report(
    `Article page, Lighthouse mobile, median of ${runs} runs (${articleUrl}):`,
    [
      ...pageChecks(articleResults, articleBudgets),
      [
        `script and styles (gzip bytes: ${articleAssets.files.join(', ')})`,
        articleAssets.gzip,
        `≤ ${articleBudgets.scriptAndStylesGzip}`,
        articleAssets.gzip <= articleBudgets.scriptAndStylesGzip,
      ],
    ],
  );
  passed = passed && articlePassed;

  const showcases = await publishedShowcases(service.origin);
  for (const [title, kind, pagePath] of [
    ['E-album page', 'ebook', showcases.album],
    ['Company home', 'userHome', showcases.home],
  ]) {
    const pageUrl = `${service.origin}${pagePath}`;
    const pageResults = await lighthouseRuns(pageUrl, { runs });
    const pageAssets = publicPageAssets(path.resolve('landing/dist'), kind);
    const pagePassed = report(`${title}, Lighthouse mobile, median of ${runs} runs (${pageUrl}):`, [
      ...pageChecks(pageResults, showcaseBudgets),
      [
        `script and styles (gzip bytes: ${pageAssets.files.join(', ')})`,
        pageAssets.gzip,
        `≤ ${showcaseBudgets.scriptAndStylesGzip}`,
        pageAssets.gzip <= showcaseBudgets.scriptAndStylesGzip,
      ],
    ]);
    passed = passed && pagePassed;
  }
} catch (error) {
  console.error(error);
} finally {
  await service.stop();
}
process.exit(passed ? 0 : 1);
