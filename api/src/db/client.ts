import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL (tests, health checks). */
  query: <Row = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<Row[]>;
  /** The pg-boss database adapter: one connection's worth of SQL, with or without parameters. */
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  /**
   * Calls `onNotify` for each notification on `channel` (PostgreSQL sends them when the
   * transaction that raised them commits) until the returned function stops listening.
   */
  listen: (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
  /** PGlite only: a snapshot of the data directory, to boot copies from (tests). */
  dumpDataDir?: () => Promise<Blob>;
};

const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

export type DatabaseOptions =
  /** A PostgreSQL server. */
  | { url: string }
  /** Embedded PGlite persisted in `dir`, or in memory when `dir` is omitted. */
  | { dir?: string; loadDataDir?: Blob | File };

/**
 * PGlite's memory: its initdb sizes the buffer cache at 128 MB and 100 connections, and
 * the server touches all of it at start, inside its WebAssembly memory. One process is its only
 * connection; 32 MB of cache and 10 slots take about 110 MB less resident memory.
 */
const embeddedSettings = ['-c', 'shared_buffers=32MB', '-c', 'max_connections=10'];

/** Opens the database and applies the committed migrations; both engines share one schema. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      query: async (sql, params) => (await pool.query(sql, params)).rows,
      executeSql: (text, values) => pool.query(text, values),
      listen: (channel, onNotify) => listenOnPool(pool, channel, onNotify),
      close: () => pool.end(),
    };
  }

  if (options.dir) fs.mkdirSync(path.dirname(options.dir), { recursive: true });
  const client = await PGlite.create(options.dir, {
    loadDataDir: options.loadDataDir,
    startParams: [...PGlite.defaultStartParams, ...embeddedSettings],
  });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    query: async (sql, params) => (await client.query(sql, params)).rows as never,
    // PGlite takes parameters only for single statements; pg-boss's schema set-up is multi-statement.
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    listen: async (channel, onNotify) => {
      const unlisten = await client.listen(channel, onNotify);
      return () => unlisten();
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

/**
 * Listens on a connection of its own, taken from the pool for as long as it listens. A lost
 * connection is replaced after a second; notifications raised meanwhile are missed.
 */
async function listenOnPool(pool: pg.Pool, channel: string, onNotify: () => void) {
  let stopListening: (() => Promise<void>) | null = null;
  let stopped = false;
  const retry = () => {
    if (!stopped) setTimeout(() => void connect().catch(retry), 1000).unref();
  };
  async function connect() {
    const connection = await pool.connect();
    let released = false;
    const release = (error?: Error) => {
      if (released) return;
      released = true;
      stopListening = null;
      connection.release(error);
    };
    connection.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    connection.on('error', (error) => {
      release(error);
      retry();
    });
    try {
      await connection.query(`listen "${channel}"`);
    } catch (error) {
      release(error as Error);
      throw error;
    }
    stopListening = async () => {
      await connection.query(`unlisten "${channel}"`);
      release();
    };
    if (stopped) await stopListening();
  }
  await connect();
  return async () => {
    stopped = true;
    await stopListening?.();
  };
}
