// `npm start`: builds both web apps and the service, then runs the service as JavaScript under plain
// `node` (no TypeScript compiler at run time); it serves the apps and the API on one port.
import { spawnSync, spawn } from 'node:child_process';

const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// Memory (issue 14: the process tree within 400 MB): 2 MB semi-spaces for V8's young generation
// instead of 16, and two malloc arenas instead of one per thread (PGlite compiles its WebAssembly
// on several). Measured together on a first boot here: 850 MB resident without them, 420 with.
const server = spawn(process.execPath, ['--max-semi-space-size=2', 'api/dist/server.js'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', MALLOC_ARENA_MAX: '2', ...process.env },
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
