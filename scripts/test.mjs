// `npm test`: every check the project promises, in one command. Runs them all, even after a
// failure, then prints each stage's wall time and CPU time and ends with one summary line
// "N passed, N failed" (test cases plus one per check); below it, `flaky:` lists the tests that
// passed only on their retry (counted as passed; the list must be empty).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { playwrightCases, vitestCases } from './lib/reports.mjs';

/** @param {string} name */
const bin = (name) => path.join('node_modules', '.bin', name);
// CI=true: a story without a committed baseline fails instead of writing one, and browser tests
// may retry once.
const env = { ...process.env, CI: 'true' };
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'p5g-test-'));

/** @type {{ name: string, passed: number, failed: number, seconds: number, cpu: number }[]} */
const results = [];
/** @type {string[]} */
const flaky = [];

/**
 * CPU seconds (user + system) of the child processes ended so far, each with the processes it
 * waited for (Linux's /proc; NaN elsewhere). On 2 cores the CPU time, not the wall time, says
 * what a stage costs: stages run side by side and other work shares the machine.
 */
function endedChildrenCpu() {
  if (!fs.existsSync('/proc/self/stat')) return NaN;
  // After the command's name: state is field 3, cutime and cstime fields 16 and 17, in clock
  // ticks (100 a second on Linux).
  const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[13]) + Number(fields[14])) / 100;
}
let cpuCounted = endedChildrenCpu();

/**
 * The machine's busy and idle CPU seconds since boot, every process counted (Chromium's too, which
 * the stages' own figures miss): /proc/stat's first line, in clock ticks. NaN elsewhere.
 */
function machineCpu() {
  if (!fs.existsSync('/proc/stat')) return { busy: NaN, idle: NaN };
  const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  // user nice system idle iowait irq softirq steal …
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const sum = (/** @type {number[]} */ fields) => fields.reduce((a, i) => a + (ticks[i] ?? 0), 0);
  return { busy: sum([0, 1, 2, 5, 6, 7]) / 100, idle: sum([3, 4]) / 100 };
}
/** @type {{ name: string, seconds: number, busy: number, idle: number }[]} */
const phases = [];
let phaseStart = { at: Date.now(), ...machineCpu() };
/** Ends a phase of the run: how busy the whole machine was during it. */
function endPhase(/** @type {string} */ name) {
  const now = { at: Date.now(), ...machineCpu() };
  phases.push({
    name,
    seconds: (now.at - phaseStart.at) / 1000,
    busy: now.busy - phaseStart.busy,
    idle: now.idle - phaseStart.idle,
  });
  phaseStart = now;
}

/**
 * Runs a command; `quiet` keeps its output until it ends, so stages running side by side print
 * whole. Resolves to its exit code and the CPU seconds it took with every process it waited for
 * (what was added to this process's children's time when it ended: stages end apart).
 * @param {string} command @param {string[]} args @param {Record<string, string>} extraEnv
 * @param {boolean} quiet
 * @returns {Promise<{ status: number, cpu: number }>}
 */
function run(command, args, extraEnv, quiet) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...env, ...extraEnv },
    });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    let cpu = NaN;
    child.on('exit', () => {
      const now = endedChildrenCpu();
      cpu = now - cpuCounted;
      cpuCounted = now;
    });
    child.on('close', (code) => {
      if (quiet) process.stdout.write(Buffer.concat(output));
      resolve({ status: code ?? 1, cpu });
    });
  });
}

/**
 * A check that passes or fails as a whole.
 * @param {string} name @param {string} command @param {string[]} args
 * @param {{ quiet?: boolean }} [options]
 */
async function check(name, command, args, { quiet = false } = {}) {
  if (!quiet) console.log(`\n▶ ${name}`);
  const started = Date.now();
  const { status, cpu } = await run(command, args, {}, quiet);
  if (quiet) console.log(`▶ ${name}: ${status === 0 ? 'passed' : 'failed'}`);
  const seconds = (Date.now() - started) / 1000;
  results.push({ name, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1, seconds, cpu });
  return status === 0;
}

/**
 * A test suite counted case by case from its JSON report. A failing exit with no failing case
 * (a file that did not load, an unhandled error) still counts as one failure, so it cannot hide.
 * @param {string} name
 * @param {string} command
 * @param {(report: string) => string[]} args
 * @param {(report: string) => Record<string, string>} reportEnv
 * @param {(report: any) => import('./lib/reports.mjs').Case[]} cases
 * @param {{ quiet?: boolean }} [options]
 */
async function suite(name, command, args, reportEnv, cases, { quiet = false } = {}) {
  console.log(`\n▶ ${name}${quiet ? ' (its output follows when it ends)' : ''}`);
  const started = Date.now();
  const report = path.join(reports, `${name}.json`);
  const { status, cpu } = await run(command, args(report), reportEnv(report), quiet);
  const counted = fs.existsSync(report) ? cases(JSON.parse(fs.readFileSync(report, 'utf8'))) : [];
  const passed = counted.filter((c) => c.outcome === 'passed' || c.outcome === 'flaky').length;
  const failed = counted.filter((c) => c.outcome === 'failed').length;
  flaky.push(...counted.filter((c) => c.outcome === 'flaky').map((c) => c.name));
  results.push({
    name,
    passed,
    failed: failed === 0 && status !== 0 ? 1 : failed,
    seconds: (Date.now() - started) / 1000,
    cpu,
  });
}

const started = Date.now();
const cpuAtStart = cpuCounted;
if (await check('Chromium and fonts', process.execPath, ['scripts/ensure-chromium.mjs'])) {
  endPhase('Chromium and fonts');
  // The journeys from the start: they are the longest chain (the product's build, then one
  // journey after another, much of it waiting for the product's polls and the simulated
  // carriers), so their build and their waits overlap the static checks. Their output comes
  // whole when they end.
  const journeys = suite(
    'end-to-end journeys (Playwright against npm start)',
    bin('playwright'),
    () => ['test', '-c', 'tests/playwright.config.ts'],
    (report) => ({ PLAYWRIGHT_JSON_OUTPUT_NAME: report }),
    playwrightCases,
    { quiet: true },
  );

  // The static checks side by side: eslint and tsc each keep one core busy.
  await Promise.all([
    check('format', bin('prettier'), ['--check', '--log-level', 'warn', '.'], { quiet: true }),
    check('lint', bin('eslint'), ['--max-warnings', '0', '.'], { quiet: true }),
    check('typecheck', process.execPath, ['scripts/typecheck.mjs'], { quiet: true }),
    // Unused files, exports and dependencies (knip.json names each package's entry points).
    check('unused code (knip)', bin('knip'), ['--no-progress'], { quiet: true }),
  ]);
  endPhase('static checks beside the journeys');

  // Then Vitest beside the journeys: Vitest keeps about one core busy (one worker a pool on two
  // cores), the journeys (two workers, a browser and a server each) the rest.
  const vitest = suite(
    'vitest (unit; stories with play, axe and screenshots)',
    bin('vitest'),
    (report) => ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    () => ({}),
    vitestCases,
  );
  const first = await Promise.race([
    vitest.then(() => 'Vitest'),
    journeys.then(() => 'the journeys'),
  ]);
  endPhase('Vitest beside the journeys');
  await Promise.all([vitest, journeys]);
  endPhase(first === 'Vitest' ? 'the journeys alone' : 'Vitest alone');
}

/** m:ss, rounded to the second first (119.7 s is 2:00, not 1:60). */
function minutes(/** @type {number} */ seconds) {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
/** Whole CPU seconds, or a dash where /proc does not tell. */
const cpuSeconds = (/** @type {number} */ seconds) =>
  (Number.isNaN(seconds) ? '—' : `${Math.round(seconds)} s`).padStart(7);
console.log('\nStage times (wall clock m:ss; CPU seconds, user + system, on every core):');
for (const { name, seconds, cpu } of results)
  console.log(`  ${minutes(seconds).padStart(6)} ${cpuSeconds(cpu)}  ${name}`);
console.log(
  `  ${minutes((Date.now() - started) / 1000).padStart(6)} ${cpuSeconds(endedChildrenCpu() - cpuAtStart)}  npm test`,
);
// Idle CPU while work is left is time a reordering could win; a machine busy throughout needs less work.
console.log(`\nThe machine (every process on its ${os.cpus().length} cores, from /proc/stat):`);
for (const { name, seconds, busy, idle } of phases)
  console.log(
    `  ${minutes(seconds).padStart(6)} ${cpuSeconds(busy)} busy, ${cpuSeconds(idle).trim()} idle (${Math.round((100 * busy) / (busy + idle))} % busy)  ${name}`,
  );

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
const failing = results.filter((r) => r.failed > 0).map((r) => r.name);
if (failing.length > 0) console.log(`\nFailing: ${failing.join('; ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
if (flaky.length > 0) console.log(`flaky:\n${flaky.map((name) => `  ${name}`).join('\n')}`);
process.exit(failed === 0 ? 0 : 1);
