import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/**
 * Sends a whole sign-in request over its own connection and hangs up once the server has read it
 * (`handling` resolves when the route's handler is about to check the password), before the answer.
 */
function signInAndLeave(port: number, handling: Promise<void>) {
  const body = JSON.stringify({ account: 'demo_gold', password: 'Wrong9pass', platform: 1 });
  return new Promise<void>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        `POST /api/platform/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
        () =>
          void handling.then(() => {
            socket.destroy();
            resolve();
          }),
      );
    });
    socket.on('error', reject);
  });
}

describe('load shedding and clients that leave', () => {
  it('stops counting a request whose client hung up after sending it', async () => {
    // Sign-ins whose response has closed on the server (answered, shed or left by their client).
    let signInsEnded = 0;
    let signInHandled = () => {};
    const server = await t.anotherInstance({ maxRequestsInFlight: 3 }, (instance) => {
      instance.addHook('onRequest', async (request, reply) => {
        if (request.url.endsWith('/login')) reply.raw.once('close', () => (signInsEnded += 1));
      });
      instance.addHook('preHandler', async (request) => {
        if (request.url.endsWith('/login')) signInHandled();
      });
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = server.server.address() as net.AddressInfo;
      for (let i = 0; i < 6; i++) {
        await signInAndLeave(port, new Promise((handled) => (signInHandled = handled)));
      }
      await vi.waitFor(() => expect(signInsEnded).toBe(6), { timeout: 10_000 });
      const res = await fetch(`http://127.0.0.1:${port}/api/platform/site/home`);
      expect(res.status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
