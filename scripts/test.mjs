// `npm test`: every check the project promises, in one command. Runs them all, even after a
// failure, then ends with one summary line "N passed, N failed" (test cases plus one per check).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** @param {string} name */
const bin = (name) => path.join('node_modules', '.bin', name);
// CI=true: a story without a committed baseline fails instead of writing one.
const env = { ...process.env, CI: 'true' };
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'p5g-test-'));

/** @type {{ name: string, passed: number, failed: number }[]} */
const results = [];

/**
 * A check that passes or fails as a whole.
 * @param {string} name @param {string} command @param {string[]} args
 */
function check(name, command, args) {
  console.log(`\n▶ ${name}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit', env });
  results.push({ name, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 });
  return status === 0;
}

/**
 * A test suite counted case by case from its JSON report. A failing exit with no failing case
 * (a file that did not load, an unhandled error) still counts as one failure, so it cannot hide.
 * @param {string} name
 * @param {string} command
 * @param {(report: string) => string[]} args
 * @param {(report: string) => Record<string, string>} reportEnv
 * @param {(report: any) => { passed: number, failed: number }} count
 */
function suite(name, command, args, reportEnv, count) {
  console.log(`\n▶ ${name}`);
  const report = path.join(reports, `${name}.json`);
  const { status } = spawnSync(command, args(report), {
    stdio: 'inherit',
    env: { ...env, ...reportEnv(report) },
  });
  const counted = fs.existsSync(report)
    ? count(JSON.parse(fs.readFileSync(report, 'utf8')))
    : { passed: 0, failed: 0 };
  results.push({
    name,
    passed: counted.passed,
    failed: counted.failed === 0 && status !== 0 ? 1 : counted.failed,
  });
}

if (check('Chromium and fonts', process.execPath, ['scripts/ensure-chromium.mjs'])) {
  check('format', bin('prettier'), ['--check', '--log-level', 'warn', '.']);
  check('lint', bin('eslint'), ['--max-warnings', '0', '.']);
  check('typecheck', process.execPath, ['scripts/typecheck.mjs']);

  suite(
    'vitest (unit; stories with play, axe and screenshots)',
    bin('vitest'),
    (report) => ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    () => ({}),
    (json) => ({
      passed: json.numPassedTests,
      failed:
        json.numFailedTests +
        json.testResults.filter(
          (/** @type {any} */ f) => f.status === 'failed' && f.assertionResults.length === 0,
        ).length,
    }),
  );

  suite(
    'end-to-end journeys (Playwright against npm start)',
    bin('playwright'),
    () => ['test', '-c', 'tests/playwright.config.ts'],
    (report) => ({ PLAYWRIGHT_JSON_OUTPUT_NAME: report }),
    ({ stats }) => ({ passed: stats.expected, failed: stats.unexpected + stats.flaky }),
  );
}

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
const failing = results.filter((r) => r.failed > 0).map((r) => r.name);
if (failing.length > 0) console.log(`\nFailing: ${failing.join('; ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
