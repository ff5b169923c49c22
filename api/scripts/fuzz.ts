/**
 * The large invalid-payload fuzz: FUZZ_RUNS cases per endpoint (default 1,000) of
 * api/test/invalid-payloads.test.ts, on PGlite and on PostgreSQL, then the answers by HTTP status.
 * `npm test` runs the same file with a small sample.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const runs = process.env.FUZZ_RUNS ?? '1000';
const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'p5g-fuzz-')), 'answers');
const started = Date.now();
const vitest = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--project',
    'integration-pglite',
    '--project',
    'integration-postgres',
    'api/test/invalid-payloads.test.ts',
  ],
  { stdio: 'inherit', env: { ...process.env, FUZZ_RUNS: runs, FUZZ_REPORT: report } },
);
console.log(`\n${runs} cases per endpoint in ${Math.round((Date.now() - started) / 1000)} s`);
for (const engine of ['pglite', 'postgres']) {
  const file = `${report}.${engine}.json`;
  if (!fs.existsSync(file)) continue;
  const { statuses } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    statuses: Record<string, number>;
  };
  const total = Object.values(statuses).reduce((sum, n) => sum + n, 0);
  const serverErrors = Object.entries(statuses)
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, n]) => sum + n, 0);
  console.log(
    `${engine}: ${total} answers, ${serverErrors} ≥ 500, by status ${JSON.stringify(statuses)}`,
  );
}
process.exit(vitest.status ?? 1);
