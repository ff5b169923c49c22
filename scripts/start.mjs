// `npm start`: builds both web apps and the service, then runs the service as JavaScript under plain
// `node` (no TypeScript compiler at run time); it serves the apps and the API on one port.
// `--no-build` runs what is already built (`npm run bench:api` builds the service alone).
import { spawnSync, spawn } from 'node:child_process';

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Memory (the process tree within 400 MB): 2 MB semi-spaces for V8's young generation
// instead of 16, and two malloc arenas instead of one per thread (PGlite compiles its WebAssembly
// on several). Measured together on a first boot here: 850 MB resident without them, 420 with.
/** @param {string} script */
const run = (script) =>
  spawn(process.execPath, ['--max-semi-space-size=2', script], {
    stdio: 'inherit',
    env: { NODE_ENV: 'production', MALLOC_ARENA_MAX: '2', ...process.env },
  });

/** @type {import('node:child_process').ChildProcess} */
let current;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => current.kill(signal));

// The first boot on the embedded database creates, migrates and seeds it in a process of its own,
// which then exits: PGlite's initdb leaves its WebAssembly memory (about 200 MB) with the process
// that ran it. The service then starts fresh on the prepared data.
current = run('api/dist/db/prepare.js');
const prepared = await new Promise((resolve) => current.on('exit', (code) => resolve(code ?? 1)));
if (prepared !== 0) process.exit(prepared);

current = run('api/dist/server.js');
current.on('exit', (code) => process.exit(code ?? 0));
