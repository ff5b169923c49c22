import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres-server.ts';
import { openDatabase } from '../src/db/client.ts';
import './provided.ts';

/** Prepares the engine named by the project's TEST_DATABASE env once for the whole run. */
export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DATABASE === 'postgres') {
    const server = await startPostgres();
    project.provide('postgresUrl', server.url);
    return () => server.stop();
  }
  const handle = await openDatabase({});
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'p5g-pglite-')), 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await (await handle.dumpDataDir!()).arrayBuffer()));
  await handle.close();
  project.provide('pgliteDump', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
