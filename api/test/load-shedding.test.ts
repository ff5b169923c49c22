import net, { type AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { codes } from '../src/contract/codes.ts';
import { buildTestApp, fakeWebBuilds, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const maintenance = { code: codes.internal, msg: '系统升级或维护中，请稍后再试', data: null };

describe('a saturated server', () => {
  it('answers what it cannot take at once with 503, and serves the rest', async () => {
    const bounded = await t.anotherInstance({ maxRequestsInFlight: 4 });
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

/** A JSON body that announces 1,000 bytes, sends two and then nothing (until ended). */
function stalledBody() {
  const body = new PassThrough();
  body.write('{"');
  return body;
}

const stalledPost = (app: FastifyInstance, body: PassThrough) =>
  app.inject({
    method: 'POST',
    url: '/api/platform/feedback/add',
    headers: { 'content-type': 'application/json', 'content-length': '1000' },
    payload: body,
  });

describe('slow clients', () => {
  it('are answered 408 in the envelope once their body stops arriving', async () => {
    const limited = await t.anotherInstance({ bodyIdleMs: 200 });
    try {
      const res = await stalledPost(limited, stalledBody());
      expect(res.statusCode).toBe(408);
      expect(res.json()).toEqual({
        code: codes.invalidRequest,
        msg: '网络连接超时，请重试',
        data: null,
      });
    } finally {
      await limited.close();
    }
  });

  it('take no place of the requests in handling while their bodies trickle in', async () => {
    // One place: a request counted in it turns every other API request away.
    let waitingForBodies = 0;
    const limited = await t.anotherInstance({ maxRequestsInFlight: 1, bodyIdleMs: 60_000 }, (app) =>
      app.addHook('preParsing', async (_request, _reply, payload) => {
        waitingForBodies += 1;
        return payload;
      }),
    );
    await limited.listen({ port: 0, host: '127.0.0.1' });
    const { port } = limited.server.address() as AddressInfo;
    const servesOthers = () =>
      vi.waitFor(async () =>
        expect((await limited.inject({ url: '/api/platform/site/home' })).statusCode).toBe(200),
      );
    const clients: net.Socket[] = [];
    try {
      for (let i = 0; i < 6; i++) {
        const client = net.connect(port, '127.0.0.1');
        clients.push(client);
        client.write(
          'POST /api/platform/feedback/add HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
            'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"',
        );
        await vi.waitFor(() => expect(waitingForBodies).toBe(i + 1));
        // It waits for the rest of its body: its place is free for others.
        await servesOthers();
      }
    } finally {
      for (const client of clients) client.destroy();
      await limited.close();
    }
  });
});

describe('the web apps', () => {
  it('are served when every API request is shed', async () => {
    const limited = await t.anotherInstance({
      maxRequestsInFlight: 0,
      webApps: fakeWebBuilds(t.dataDir),
    });
    try {
      expect((await limited.inject({ url: '/api/platform/site/home' })).statusCode).toBe(503);
      const page = await limited.inject({ url: '/v2/index' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
    } finally {
      await limited.close();
    }
  });
});
