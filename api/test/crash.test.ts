import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createNonce, nonceHeader } from '../src/contract/nonce.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { startServer, type ServerProcess } from './server-process.ts';

/**
 * The service killed with SIGKILL while it writes ledger entries, then its database opened again
 * as the service's next boot opens it (embedded PGlite recovers from its files here): every
 * balance still equals the sum of its bill entries and of its lots, and every write it
 * acknowledged is there.
 */
const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

/**
 * The server's database settings, on a copy of the demo data the global set-up seeded (so the
 * server's first boot does not seed its own), and a way to open that database once the server
 * is gone.
 */
async function seededDatabase(): Promise<{
  env: Record<string, string>;
  open: () => Promise<DatabaseHandle>;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'p5g-crash-'));
  cleanup.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  fs.cpSync(inject('seededUploads'), dataDir, { recursive: true });
  const postgresUrl = inject('postgresUrl');
  if (!postgresUrl) {
    const dir = path.join(dataDir, 'pglite');
    const dump = fs.readFileSync(inject('pgliteSeededDump')!);
    await (await openDatabase({ dir, loadDataDir: new Blob([dump]) })).close();
    return { env: { DATA_DIR: dataDir }, open: () => openDatabase({ dir }) };
  }
  const name = `crash_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client(postgresUrl);
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`create database ${name} template ${inject('postgresSeededDatabase')}`);
  cleanup.push(() => admin(`drop database if exists ${name} with (force)`));
  const url = postgresUrl.replace(/\/postgres$/, `/${name}`);
  return { env: { DATA_DIR: dataDir, DATABASE_URL: url }, open: () => openDatabase({ url }) };
}

async function post<T>(server: ServerProcess, endpoint: string, body: unknown, token?: string) {
  const res = await fetch(`${server.url}/api/platform/${endpoint}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token && { authorization: token, [nonceHeader]: createNonce(token) }),
    },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; msg: string; data: T };
}

async function signIn(server: ServerProcess) {
  const res = await post<{ token: string }>(server, 'login', {
    account: 'demo_operator',
    password: 'Cctv5G@Admin',
    platform: 3,
  });
  expect(res.code).toBe(0);
  return res.data.token;
}

const reason = '崩溃测试';

describe('a crash mid-write', () => {
  it('leaves balances equal to their entries and keeps every acknowledged write', async () => {
    const database = await seededDatabase();
    const server = await startServer(database.env);
    cleanup.push(async () => {
      server.child.kill('SIGKILL');
      await server.exited;
    });
    const token = await signIn(server);
    const companies = await post<{ list: { companyId: string }[] }>(
      server,
      'manage/companies',
      { page: 1, pageSize: 10 },
      token,
    );
    const companyIds = companies.data.list.map((c) => c.companyId).slice(0, 3);
    expect(companyIds.length).toBeGreaterThan(0);

    let acknowledged = 0;
    let cutOff = 0;
    let stop = false;
    const writer = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const entry = {
          kind: 3,
          companyId: companyIds[(w + i) % companyIds.length],
          category: 1 + (i % 3),
          // Mostly credits, some debits (refused when the balance does not cover them).
          quantity: i % 4 === 3 ? -3 : 2,
          reason,
        };
        try {
          const res = await post(server, 'manage/ledgerEntry', entry, token);
          if (res.code === 0) acknowledged += 1;
        } catch {
          cutOff += 1;
          return;
        }
      }
    };
    const writers = Array.from({ length: 12 }, (_, w) => writer(w));
    while (acknowledged < 60) await new Promise((resolve) => setTimeout(resolve, 20));
    server.child.kill('SIGKILL');
    await server.exited;
    stop = true;
    await Promise.all(writers);
    // Requests were in flight when the process died.
    expect(cutOff).toBeGreaterThan(0);

    const db = await database.open();
    try {
      const sums = await db.query<{ balance: number; entries: number; lots: number }>(
        `select b.quantity::int as balance,
           (select coalesce(sum(quantity), 0)::int from bill_entries e
             where e.company_id = b.company_id and e.category = b.category) as entries,
           (select coalesce(sum(remaining), 0)::int from ledger_lots l
             where l.company_id = b.company_id and l.category = b.category) as lots
         from balances b`,
      );
      expect(sums.length).toBeGreaterThan(0);
      for (const row of sums) {
        expect(row.entries).toBe(row.balance);
        expect(row.lots).toBe(row.balance);
      }
      const [written] = await db.query<{ n: number }>(
        'select count(*)::int as n from bill_entries where description like $1',
        [`%${reason}`],
      );
      expect(written!.n).toBeGreaterThanOrEqual(acknowledged);
    } finally {
      await db.close();
    }
  }, 600_000);
});
