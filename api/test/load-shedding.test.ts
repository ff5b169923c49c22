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

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const maintenance = { code: codes.internal, msg: '系统升级或维护中，请稍后再试', data: null };

/** Holds the event loop, as a long synchronous task does. */
function saturate(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until);
}

describe('a saturated server (issue 13)', () => {
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

  it('answers at once with 503 while the event loop lags, then recovers', async () => {
    // under-pressure watches the mean lag over a second: hold the loop for over 1 s at a time.
    let shed = await t.app.inject({ url: '/api/platform/site/home' });
    let took = 0;
    for (let i = 0; i < 6 && shed.statusCode !== 503; i++) {
      saturate(1300);
      await pause(5);
      const started = Date.now();
      shed = await t.app.inject({ url: '/api/platform/site/home' });
      took = Date.now() - started;
    }
    expect(shed.statusCode).toBe(503);
    expect(took).toBeLessThan(200);
    expect(shed.json()).toEqual(maintenance);

    let status = 503;
    for (let i = 0; i < 50 && status === 503; i++) {
      await pause(100);
      status = (await t.app.inject({ url: '/api/platform/site/home' })).statusCode;
    }
    expect(status).toBe(200);
  });
});
