import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { openUploadStore } from '../uploads/store.ts';
import { openDatabase, type DatabaseOptions } from './client.ts';

/** PostgreSQL at DATABASE_URL, or else embedded PGlite under DATA_DIR. */
const databaseOptionsOf = (config: Config): DatabaseOptions =>
  config.DATABASE_URL ? { url: config.DATABASE_URL } : { dir: path.join(config.dataDir, 'pglite') };

/** The database (migrated) and the upload store, with demo data when the database was empty. */
export async function openStores(config: Config, now: Date) {
  const database = await openDatabase(databaseOptionsOf(config));
  const uploadStore = await openUploadStore(config.dataDir, config.s3);
  const seeded = await seedIfEmpty(database.db, uploadStore, now);
  return { database, uploadStore, seeded };
}

/**
 * The first boot on the embedded database, done in a process of its own before the service starts
 * (`db/prepare.ts`, run by `npm start`): creating a PGlite database runs its initdb, whose
 * WebAssembly memory (about 200 MB) stays with the process that created it. Returns whether there
 * was anything to do.
 */
export async function prepareFirstBoot(config: Config, now: Date): Promise<boolean> {
  const options = databaseOptionsOf(config);
  if (!('dir' in options) || !options.dir || fs.existsSync(options.dir)) return false;
  const { database } = await openStores(config, now);
  await database.close();
  return true;
}
