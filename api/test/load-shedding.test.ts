import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app as appPlugin } from '../src/app.ts';
import { codes } from '../src/contract/codes.ts';
import { buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const maintenance = { code: codes.internal, msg: '系统升级或维护中，请稍后再试', data: null };

describe('a saturated server', () => {
  it('answers what it cannot take at once with 503, and serves the rest', async () => {
    const bounded = Fastify({ logger: false });
    await bounded.register(appPlugin, {
      database: t.database,
      dataDir: t.dataDir,
      clock: t.clock,
      maxRequestsInFlight: 4,
    });
    await bounded.ready();
    try {
      const answers = await Promise.all(
        Array.from({ length: 40 }, () => bounded.inject({ url: '/api/platform/site/home' })),
      );
      const shed = answers.filter((res) => res.statusCode === 503);
      const served = answers.filter((res) => res.statusCode === 200);
      expect(shed.length).toBeGreaterThan(0);
      expect(served.length).toBeGreaterThanOrEqual(4);
      expect(shed.length + served.length).toBe(40);
      expect(shed[0]!.json()).toEqual(maintenance);
      expect(shed[0]!.headers['retry-after']).toBe('10');
      // Nothing stays counted: with the burst over, the next request is served.
      expect((await bounded.inject({ url: '/api/platform/site/home' })).statusCode).toBe(200);
    } finally {
      await bounded.close();
    }
  });
});
