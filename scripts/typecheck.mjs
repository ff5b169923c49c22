// Type-checks every package (and the root config files) in one command, in parallel.
// The browser packages (tokens, regions, design-system, console, landing) share their compiler
// options and import one another's sources, so they are one program (tsconfig.web.json): each of
// their files is checked once instead of once per package that imports it (43 s of CPU instead
// of 82 here). Each package's own tsconfig.json stays, for editors and `tsc -p <package>`.
import { spawn } from 'node:child_process';

const projects = ['.', 'tsconfig.web.json', 'api', 'tests'];

/** @param {string} project */
const tsc = (project) =>
  new Promise((resolve) => {
    const child = spawn('node_modules/.bin/tsc', ['--noEmit', '-p', project], {
      stdio: 'inherit',
    });
    child.on('close', (code) => resolve({ project, ok: code === 0 }));
  });

/** @type {{ project: string, ok: boolean }[]} */
const results = await Promise.all(projects.map(tsc));
const failed = results.filter((r) => !r.ok).map((r) => r.project);
if (failed.length > 0) {
  console.error(`typecheck failed in: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`typecheck passed: ${projects.length} programs`);
