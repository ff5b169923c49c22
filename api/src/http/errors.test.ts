import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { codes } from '../contract/codes.ts';
import { useEnvelopeErrors } from './errors.ts';

describe('an unexpected error', () => {
  it('is logged without the whole parameter list of a failed query', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'error', stream } });
    useEnvelopeErrors(app);
    const params = Array.from({ length: 70_000 }, (_, i) => `value-${i}`);
    app.get('/fails', async () => {
      // What drizzle throws when PostgreSQL refuses a query: the SQL and every parameter.
      throw Object.assign(
        new Error(
          `Failed query: insert into t values ${'($1), '.repeat(10_000)}\nparams: ${params}`,
        ),
        { query: 'insert …', params },
      );
    });
    const res = await app.inject({ url: '/fails' });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: codes.internal, data: null });
    const logged = lines.find((line) => line.includes('unexpected error'))!;
    expect(logged).toBeDefined();
    expect(logged.length).toBeLessThan(8_000);
    expect(logged).not.toContain('value-69999');
  });
});
