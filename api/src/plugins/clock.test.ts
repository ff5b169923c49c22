import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { manualClock } from '../lib/clock.ts';
import { clockPlugin, journeyClockPath } from './clock.ts';

const start = '2026-11-28T02:00:00.000Z';
const apps: ReturnType<typeof Fastify>[] = [];

async function serviceWith(options: { journeyClock?: boolean }) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(clockPlugin, { clock: manualClock(start), ...options });
  apps.push(app);
  return app;
}

const move = (app: ReturnType<typeof Fastify>, payload: unknown) =>
  app.inject({ method: 'PUT', url: journeyClockPath, payload: payload as object });

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

describe('the journey clock', () => {
  it('is absent unless the server is a journey server', async () => {
    const app = await serviceWith({});
    expect((await move(app, { offsetMs: 61 * 60_000 })).statusCode).toBe(404);
    expect(app.clock.now().toISOString()).toBe(start);
  });

  it('moves the service’s clock ahead and back to its own time', async () => {
    const app = await serviceWith({ journeyClock: true });
    const ahead = await move(app, { offsetMs: 61 * 60_000 });
    expect(ahead.statusCode).toBe(200);
    expect(ahead.json()).toEqual({ now: '2026-11-28T03:01:00.000Z' });
    expect(app.clock.now().toISOString()).toBe('2026-11-28T03:01:00.000Z');

    expect((await move(app, { offsetMs: 0 })).json()).toEqual({ now: start });
    expect(app.clock.now().toISOString()).toBe(start);
  });

  it('refuses an offset that is not a whole number of milliseconds, leaving the clock', async () => {
    const app = await serviceWith({ journeyClock: true });
    for (const payload of [{}, { offsetMs: 1.5 }, { offsetMs: '3600000' }]) {
      expect((await move(app, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(app.clock.now().toISOString()).toBe(start);
  });
});
