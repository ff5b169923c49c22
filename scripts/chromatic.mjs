// `npm run chromatic`: publishes the Storybook to Chromatic for hosted review. Needs
// CHROMATIC_PROJECT_TOKEN, Node 22+ and access to chromatic.com, so it is not part of `npm test`.
// A time limit stops it from hanging where DNS cannot reach the service.
import { spawn } from 'node:child_process';

const token = process.env.CHROMATIC_PROJECT_TOKEN;
if (!token) {
  console.error('Set CHROMATIC_PROJECT_TOKEN to publish the Storybook to Chromatic.');
  process.exit(1);
}

const limitMs = Number(process.env.CHROMATIC_TIMEOUT_MS ?? 10 * 60 * 1000);
const child = spawn(
  'node_modules/.bin/chromatic',
  ['--build-script-name', 'build-storybook', '--exit-zero-on-changes', '--exit-once-uploaded'],
  { stdio: 'inherit', env: { ...process.env, CHROMATIC_PROJECT_TOKEN: token } },
);
const timer = setTimeout(() => {
  console.error(`Chromatic did not finish within ${limitMs / 1000} s; stopping it.`);
  child.kill('SIGTERM');
}, limitMs);
child.on('exit', (code) => {
  clearTimeout(timer);
  process.exit(code ?? 1);
});
