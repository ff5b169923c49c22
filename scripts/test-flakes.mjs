// `npm run test:flakes [-- --runs N] [-- --only storybook,components,journeys] [-- files…]`: the
// browser suites (stories with play functions, component tests, journeys) N times (default 3)
// while every core spins, as on a loaded CI machine, then every test that failed at least once (a
// retried attempt included), how often and with what error. Exits non-zero when any did.
// Files (or parts of their paths) narrow every suite run to them, as Vitest's and Playwright's
// own filters do: `-- --runs 10 --only storybook HoverCard Toast` tries a fix many times cheaply.
// The load: one worker thread a core spinning in a loop, stopped when the runs end, and in any
// case by itself after `--max-minutes` (default 60 a run); nothing leaves the machine.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { plain, playwrightCases, vitestCases } from './lib/reports.mjs';

const { values, positionals: files } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string', default: 'storybook,components,journeys' },
    'max-minutes': { type: 'string' },
  },
});
const runs = Number(values.runs);
const only = new Set(values.only.split(','));
const maxMinutes = Number(values['max-minutes'] ?? runs * 60);

const bin = (/** @type {string} */ name) => path.join('node_modules', '.bin', name);
// As `npm test` runs them: a story without a committed baseline fails, and retries are on.
const env = { ...process.env, CI: 'true' };
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'p5g-flakes-'));

/** Spins one core until `deadline` (ms since the epoch), checking the clock every few ms. */
const spinner = `
  const { workerData: deadline } = require('node:worker_threads');
  let x = 0;
  while (Date.now() < deadline) for (let i = 0; i < 1e6; i += 1) x = (x + i) % 7919;
`;
const cores = os.availableParallelism();
const deadline = Date.now() + maxMinutes * 60_000;
const hog = Array.from({ length: cores }, () => {
  const worker = new Worker(spinner, { eval: true, workerData: deadline });
  worker.unref();
  return worker;
});
const stopHog = () => Promise.all(hog.map((worker) => worker.terminate()));
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => void stopHog().then(() => process.exit(130)));

/**
 * @param {string} command @param {string[]} args @param {Record<string, string>} extraEnv
 * @returns {Promise<number>}
 */
const run = (command, args, extraEnv = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
    child.on('close', (code) => resolve(code ?? 1));
  });

/** @param {string} file */
const readReport = (file) =>
  fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;

/**
 * A test's failures across the runs: in how many runs it failed at least once, and the errors.
 * @type {Map<string, { runs: number, errors: string[] }>}
 */
const failures = new Map();
/** @param {string} name @param {string[]} errors */
const record = (name, errors) => {
  const seen = failures.get(name) ?? { runs: 0, errors: [] };
  failures.set(name, { runs: seen.runs + 1, errors: [...seen.errors, ...errors] });
};
/** @param {import('./lib/reports.mjs').Case[]} cases */
const recordCases = (cases) => {
  for (const { name, outcome, errors } of cases)
    if (outcome === 'failed' || outcome === 'flaky') record(name, errors);
};

const vitestProjects = ['storybook', 'components'].filter((project) => only.has(project));
const started = Date.now();
for (let n = 1; n <= runs; n += 1) {
  if (vitestProjects.length > 0) {
    console.log(`\n▶ run ${n}/${runs}: vitest ${vitestProjects.join(', ')} under load`);
    const report = path.join(reports, `vitest-${n}.json`);
    const code = await run(bin('vitest'), [
      'run',
      ...vitestProjects.flatMap((project) => ['--project', project]),
      ...files,
      '--reporter=dot',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ]);
    const json = readReport(report);
    const cases = json ? vitestCases(json) : [];
    recordCases(cases);
    // A failing exit with no failing case (an unhandled error) still counts, so it cannot hide.
    if (code !== 0 && !cases.some(({ outcome }) => outcome === 'failed'))
      record(`vitest run ${n} (outside any test)`, [`exit code ${code}`]);
  }
  if (only.has('journeys')) {
    console.log(`\n▶ run ${n}/${runs}: journeys under load`);
    const report = path.join(reports, `journeys-${n}.json`);
    const code = await run(
      bin('playwright'),
      ['test', '-c', 'tests/playwright.config.ts', ...files],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      },
    );
    const json = readReport(report);
    const cases = json ? playwrightCases(json) : [];
    recordCases(cases);
    if (code !== 0 && !cases.some(({ outcome }) => outcome === 'failed'))
      record(`journeys run ${n} (outside any test)`, [`exit code ${code}`]);
  }
}
await stopHog();

const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(
  `\n${runs} run(s) of ${[...only].join(', ')}${files.length > 0 ? ` (${files.join(', ')})` : ''} with ${cores} cores spinning, ${minutes} min`,
);
if (failures.size === 0) console.log('no test failed');
for (const [name, { runs: failedRuns, errors }] of failures) {
  console.log(`\n✗ ${name}: failed in ${failedRuns} of ${runs} run(s)`);
  for (const error of new Set(errors.map((e) => plain(e).split('\n').slice(0, 6).join('\n'))))
    console.log(`  ${error.replaceAll('\n', '\n  ')}`);
}
console.log(`\n${failures.size} test(s) failed at least once`);
process.exit(failures.size === 0 ? 0 : 1);
