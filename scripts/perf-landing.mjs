// `npm run perf:landing`: Lighthouse (mobile, simulated throttling) on the home page of the
// production build exactly as `npm start` serves it, three runs; prints the medians and the initial
// JavaScript, and exits non-zero when a budget is missed. Not part of `npm test`.
import fs from 'node:fs';
import path from 'node:path';
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
} catch (error) {
  console.error(error);
} finally {
  await service.stop();
}
process.exit(passed ? 0 : 1);
