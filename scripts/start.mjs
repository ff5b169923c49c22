// `npm start`: builds both web apps and the service, then runs the service as JavaScript under plain
// `node` (no TypeScript compiler at run time); it serves the apps and the API on one port.
import { spawnSync, spawn } from 'node:child_process';

const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ['api/dist/server.js'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
