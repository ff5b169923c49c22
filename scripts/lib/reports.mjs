// Test cases read from the JSON reports of Vitest (`--reporter=json`) and Playwright (its `json`
// reporter), in one shape for `npm test` and `npm run test:flakes`.

/**
 * One test case. `flaky`: it failed, then passed on its retry. `errors`: every failed attempt's
 * message, the retried ones included.
 * @typedef {{ name: string, outcome: 'passed' | 'failed' | 'flaky' | 'skipped', errors: string[] }} Case
 */

/** @param {string} file */
const relative = (file) => file.replace(`${process.cwd()}/`, '');

/**
 * Vitest keeps the errors of a failed attempt when the retry passes: a passed case with failure
 * messages passed only on its retry. A file that failed without cases (it did not load, a hook
 * threw, an unhandled error) is one failed case named after the file.
 * @param {any} report
 * @returns {Case[]}
 */
export function vitestCases(report) {
  return report.testResults.flatMap((/** @type {any} */ file) => {
    if (file.status === 'failed' && file.assertionResults.length === 0)
      return [{ name: relative(file.name), outcome: 'failed', errors: [file.message] }];
    return file.assertionResults.map((/** @type {any} */ test) => ({
      name: `${relative(file.name)} › ${test.fullName}`,
      outcome:
        test.status === 'passed'
          ? test.failureMessages.length > 0
            ? 'flaky'
            : 'passed'
          : test.status === 'failed'
            ? 'failed'
            : 'skipped',
      errors: test.failureMessages,
    }));
  });
}

/**
 * Playwright marks a test that passed on a retry `flaky`; each attempt is one of its results.
 * Errors outside any test (the web server did not start, a file did not load) are one failed case.
 * @param {any} report
 * @returns {Case[]}
 */
export function playwrightCases(report) {
  /** @type {Case[]} */
  const cases = (report.errors ?? []).map((/** @type {any} */ error) => ({
    name: 'Playwright (outside any test)',
    outcome: 'failed',
    errors: [error.message ?? String(error)],
  }));
  /** @param {any} suite @param {string[]} titles */
  const walk = (suite, titles) => {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        cases.push({
          name: [...path, spec.title].join(' › '),
          outcome:
            test.status === 'expected'
              ? 'passed'
              : test.status === 'flaky'
                ? 'flaky'
                : test.status === 'skipped'
                  ? 'skipped'
                  : 'failed',
          errors: test.results
            .filter((/** @type {any} */ result) => result.status !== 'passed')
            .map((/** @type {any} */ result) => result.error?.message ?? result.status),
        });
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return cases;
}

/** Terminal colour codes out of an error message. */
// eslint-disable-next-line no-control-regex
export const plain = (/** @type {string} */ text) => text.replace(/\u001b\[[0-9;]*m/g, '');
