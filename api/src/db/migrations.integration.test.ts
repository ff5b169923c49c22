import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';

const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

type Journal = { entries: { tag: string }[] };

/** A folder of the committed migrations up to and including `lastTag`, as the migrator reads one. */
function migrationsUpTo(lastTag: string) {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as Journal;
  const entries = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === lastTag) + 1);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'p5g-migrations-'));
  fs.mkdirSync(path.join(folder, 'meta'));
  fs.writeFileSync(
    path.join(folder, 'meta/_journal.json'),
    JSON.stringify({ ...journal, entries }),
  );
  for (const { tag } of entries) {
    fs.copyFileSync(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  }
  return folder;
}

/** An empty database on the engine this project runs against, migrated only when told to. */
async function emptyDatabase() {
  const postgresUrl = inject('postgresUrl');
  if (postgresUrl) {
    const name = `m_${randomBytes(6).toString('hex')}`;
    const admin = async (sql: string) => {
      const client = new pg.Client(postgresUrl);
      await client.connect();
      await client.query(sql);
      await client.end();
    };
    await admin(`create database ${name}`);
    const pool = new pg.Pool({ connectionString: postgresUrl.replace(/\/postgres$/, `/${name}`) });
    const db = drizzlePg(pool);
    return {
      migrate: (folder: string) => migratePg(db, { migrationsFolder: folder }),
      query: async (sql: string) => (await pool.query(sql)).rows as Record<string, unknown>[],
      close: async () => {
        await pool.end();
        await admin(`drop database ${name}`);
      },
    };
  }
  const client = await PGlite.create();
  const db = drizzlePglite(client);
  return {
    migrate: (folder: string) => migratePglite(db, { migrationsFolder: folder }),
    query: async (sql: string) => (await client.query<Record<string, unknown>>(sql)).rows,
    close: () => client.close(),
  };
}

let database: Awaited<ReturnType<typeof emptyDatabase>>;
let upTo0021: string;
beforeAll(async () => {
  database = await emptyDatabase();
  upTo0021 = migrationsUpTo('0021_webhook_events_queued');
});
afterAll(async () => {
  await database.close();
  fs.rmSync(upTo0021, { recursive: true, force: true });
});

describe('migration 0022 (plain secrets dropped)', () => {
  it('refuses a database still holding an unsealed secret, keeping it, and applies once it is sealed', async () => {
    await database.migrate(upTo0021);
    await database.query(`insert into companies (id, name) values (1, '示例公司')`);
    // As a release from before 0020 left it: the secret in plain, nothing sealed.
    await database.query(
      `insert into webhook_endpoints (company_id, url, secret) values (1, 'https://hooks.example.com/', 'whsec_plain')`,
    );

    const refused = await database.migrate(migrationsFolder).then(
      () => null,
      (error: unknown) => error as Error & { cause?: Error },
    );
    expect(String(refused?.cause?.message ?? refused?.message)).toMatch(/sealed_secret/);
    expect(await database.query('select secret, sealed_secret from webhook_endpoints')).toEqual([
      { secret: 'whsec_plain', sealed_secret: null },
    ]);

    // Sealed by a release from 0020 on, the same database takes the migration.
    await database.query(
      `update webhook_endpoints set sealed_secret = 'sealed', secrets_key_id = 'k1', secret = null`,
    );
    await database.migrate(migrationsFolder);
    expect(
      await database.query(
        `select column_name from information_schema.columns
        where table_name = 'webhook_endpoints' and column_name = 'secret'`,
      ),
    ).toEqual([]);
  });
});
