import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import PgBoss from 'pg-boss';
import { newId } from '../db/ids.ts';
import { captchas, sessions, usedNonces, users } from '../db/schema.ts';
import { endedSessionRetentionMs, housekeeping } from '../accounts/housekeeping.ts';
import { JobQueue } from './queue.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('housekeeping', () => {
  it('deletes only what can no longer matter at the clock time', async () => {
    const now = t.clock.now();
    const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
    const [user] = await t.db.select({ id: users.id }).from(users).limit(1);
    const session = (expiresAt: Date, revokedAt: Date | null) => ({
      id: newId(),
      userId: user!.id,
      tokenHash: newId().toString(),
      rotatedAt: at(-1),
      expiresAt,
      revokedAt,
    });
    await t.db
      .insert(sessions)
      .values([
        session(at(-endedSessionRetentionMs - 1), null),
        session(at(-60_000), null),
        session(at(3_600_000), at(-endedSessionRetentionMs - 1)),
        session(at(3_600_000), null),
      ]);
    await t.db.insert(usedNonces).values([
      { nonce: 'old', seenAt: at(-11 * 60_000) },
      { nonce: 'fresh', seenAt: at(-60_000) },
    ]);
    await t.db.insert(captchas).values([
      { imgUuid: 'gone', answerHash: 'x', expiresAt: at(-1) },
      { imgUuid: 'live', answerHash: 'x', expiresAt: at(60_000) },
    ]);

    expect(await housekeeping(t.db, now)).toEqual({
      sessions: 2,
      nonces: 1,
      captchas: 1,
      verifyCodes: 0,
    });
    // A recently expired session stays, so its token still gets a clear answer.
    expect(await t.rows('sessions')).toBe(2);
    expect((await t.db.select().from(usedNonces)).map((n) => n.nonce)).toEqual(['fresh']);
  });
});

describe('job queue', () => {
  it('runs a job sent before a restart exactly once after it', async () => {
    const before = new PgBoss({ db: { executeSql: t.database.executeSql }, schema: 'pgboss' });
    await before.start();
    await before.createQueue('probe');
    await before.send('probe', { order: '382815332794146816' });
    await before.stop({ graceful: true, wait: true });

    const seen: unknown[] = [];
    const after = await new JobQueue(t.database).startWorking(
      [{ name: 'probe', handler: async (data) => void seen.push(data) }],
      { pollingIntervalSeconds: 0.5 },
    );
    try {
      await expect.poll(() => seen.length, { timeout: 15_000, interval: 200 }).toBe(1);
      expect(seen).toEqual([{ order: '382815332794146816' }]);
    } finally {
      await after.stop();
    }
  });
  it('stops only once the jobs its last fetch brought back have ended', async () => {
    // The worker's first fetch of 'late' is held until pg-boss says it has stopped, so the job
    // it brings back reaches the handler after that.
    let pgBossStopped = () => {};
    const stopped = new Promise<void>((resolve) => (pgBossStopped = resolve));
    let held = false;
    const database = {
      ...t.database,
      executeSql: async (text: string, values?: unknown[]) => {
        if (!held && values?.[0] === 'late' && text.includes('SKIP LOCKED')) {
          held = true;
          await stopped;
        }
        return t.database.executeSql(text, values);
      },
    };
    const handled: unknown[] = [];
    const queue = await new JobQueue(database).startWorking([
      { name: 'late', handler: async (data) => void handled.push(data) },
    ]);
    const id = await queue.send('late', { order: '1' });
    await expect.poll(() => held).toBe(true);
    queue.once('stopped', pgBossStopped);

    await queue.stop();

    expect(handled).toEqual([{ order: '1' }]);
    const [job] = await t.database.query<{ state: string }>(
      'select state from pgboss.job where id = $1',
      [id],
    );
    expect(job?.state).toBe('completed');
  });
});
