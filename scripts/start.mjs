// `npm start`: builds both web apps and the service, then runs the service as JavaScript under plain
// `node` (no TypeScript compiler at run time); it serves the apps and the API on one port. The
// carriers' MaaP stand-in runs beside it in its own process, on its own port (MAAP_STAND_IN_PORT,
// default 4390), and the service sends every carrier's messages (and 中国电信's and 中国联通's
// template reviews) to it unless their MAAP_*_URL is set.
// `--no-build` runs what is already built (`npm run bench:api` builds the service alone).
import { spawnSync, spawn } from 'node:child_process';

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Memory (the process tree within 400 MB): 2 MB semi-spaces for V8's young generation
// instead of 16, and two malloc arenas instead of one per thread (PGlite compiles its WebAssembly
// on several). Measured together on a first boot here: 850 MB resident without them, 420 with.
/**
 * @param {string} script
 * @param {Record<string, string>} [env]
 * @param {import('node:child_process').StdioOptions} [stdio]
 */
const run = (script, env = {}, stdio = 'inherit') =>
  spawn(process.execPath, ['--max-semi-space-size=2', script], {
    stdio,
    env: { NODE_ENV: 'production', MALLOC_ARENA_MAX: '2', ...process.env, ...env },
  });

/** @type {import('node:child_process').ChildProcess} */
let current;
/** @type {import('node:child_process').ChildProcess | undefined} */
let standIn;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => {
    standIn?.kill(signal);
    current.kill(signal);
  });

/**
 * Starts the stand-in and answers the MAAP_* variables that point the carriers left unset at it
 * (its own credentials; it signs its callbacks with the token `stand-in`).
 * @returns {Promise<Record<string, string>>}
 */
async function startStandIn() {
  const unset = ['CT', 'CU', 'CM'].filter((carrier) => !process.env[`MAAP_${carrier}_URL`]);
  if (unset.length === 0) return {};
  const child = run('api/dist/maap-stand-in/main.js', {}, ['ignore', 'pipe', 'inherit']);
  standIn = child;
  const port = await new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      const found = /listening on port (\d+)/.exec(output);
      if (found) resolve(found[1]);
    });
    child.on('exit', (code) => reject(new Error(`MaaP stand-in exited (${code})`)));
  });
  child.stdout?.resume();
  const env = /** @type {Record<string, string>} */ ({});
  for (const carrier of unset) {
    env[`MAAP_${carrier}_URL`] = `http://127.0.0.1:${port}/${carrier.toLowerCase()}`;
    env[`MAAP_${carrier}_APP_ID`] = process.env.MAAP_STAND_IN_APP_ID ?? 'stand-in';
    env[`MAAP_${carrier}_APP_KEY`] = process.env.MAAP_STAND_IN_APP_KEY ?? 'stand-in';
    env[`MAAP_${carrier}_CALLBACK_TOKEN`] = process.env.MAAP_STAND_IN_CALLBACK_TOKEN ?? 'stand-in';
  }
  console.log(`MaaP stand-in (中国电信, 中国联通, 中国移动) on http://127.0.0.1:${port}`);
  return env;
}

// The first boot on the embedded database creates, migrates and seeds it in a process of its own,
// which then exits: PGlite's initdb leaves its WebAssembly memory (about 200 MB) with the process
// that ran it. The service then starts fresh on the prepared data.
current = run('api/dist/db/prepare.js');
const prepared = await new Promise((resolve) => current.on('exit', (code) => resolve(code ?? 1)));
if (prepared !== 0) process.exit(prepared);

const standInEnv = await startStandIn();
current = run('api/dist/server.js', standInEnv);
current.on('exit', (code) => {
  standIn?.kill('SIGTERM');
  process.exit(code ?? 0);
});
