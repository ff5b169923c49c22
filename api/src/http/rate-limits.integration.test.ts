import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { rateLimits } from './tables.ts';

const minutes = (n: number) => n * 60_000;

describe('rate-limit-expiry', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('deletes the counts whose window ended over an hour ago, and keeps the rest', async () => {
    const endedAgo = (n: number) => new Date(t.clock.now().getTime() - minutes(n));
    await t.db.insert(rateLimits).values([
      { key: 'limit:login:ended 61 min ago', points: 3, expire: endedAgo(61) },
      { key: 'limit:login:ended 59 min ago', points: 3, expire: endedAgo(59) },
      { key: 'limit:login:still counting', points: 1, expire: endedAgo(-5) },
      { key: 'limit:login:never ending', points: 1, expire: null },
    ]);

    await t.app.jobs.run('rate-limit-expiry');

    const kept = await t.db.select({ key: rateLimits.key }).from(rateLimits);
    expect(kept.map(({ key }) => key).sort()).toEqual([
      'limit:login:ended 59 min ago',
      'limit:login:never ending',
      'limit:login:still counting',
    ]);
  });
});
