// `npm run build` (root), last step: the service (and `db/prepare.ts`) as JavaScript for plain `node`, so `npm start` runs
// no TypeScript compiler. Vite's server build (Rolldown) writes one file per source file under
// dist/, laid out as src/ is, so the paths modules resolve from their own location (migrations in
// drizzle/, sample media, seed assets) stay valid; the other files beside the sources are copied.
// Packages from node_modules stay external; the workspace's TypeScript packages are compiled in.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(root, 'dist');

await build({
  root,
  configFile: false,
  logLevel: 'warn',
  ssr: { noExternal: [/^@p5g\//] },
  build: {
    ssr: true,
    outDir: dist,
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rolldownOptions: {
      // The service, the first boot's preparation of the embedded database and the carriers'
      // MaaP stand-in (scripts/start.mjs).
      input: ['src/server.ts', 'src/db/prepare.ts', 'src/maap-stand-in/main.ts'],
      output: {
        preserveModules: true,
        preserveModulesRoot: path.join(root, 'src'),
        entryFileNames: '[name].js',
      },
    },
  },
});

for (const entry of fs.readdirSync(path.join(root, 'src'), {
  recursive: true,
  withFileTypes: true,
})) {
  if (!entry.isFile() || entry.name.endsWith('.ts')) continue;
  const from = path.join(entry.parentPath, entry.name);
  const to = path.join(dist, path.relative(path.join(root, 'src'), from));
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.copyFileSync(from, to);
}
