import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callbackServer } from '../../test/stand-in-callbacks.ts';
import { callbackOutbox, type Outbox } from './outbox.ts';

/** What the callback received: each request's path, signature header and body. */
let received: { path: string; signature: string; body: string }[];
/** The status the callback answers with, request by request (then 204). */
let answers: number[];
let callback: Awaited<ReturnType<typeof callbackServer>>;
let base: string;
let outbox: Outbox;

beforeEach(async () => {
  received = [];
  answers = [];
  callback = await callbackServer(({ url, headers, body }) => {
    received.push({ path: url, signature: String(headers.signature), body });
    return answers.shift();
  });
  base = callback.base;
  outbox = callbackOutbox({ headers: () => ({ signature: 'signed' }), maxEntries: 3 });
});
afterEach(() => {
  outbox.close();
  callback.close();
});

describe('the stand-in’s callback outbox', () => {
  it('posts the status reports due together for one address as one list, at most maxEntries a request', async () => {
    for (let i = 1; i <= 4; i++) outbox.report(`${base}/a/status`, { messageId: `m${i}` }, 50);
    outbox.report(`${base}/b/status`, { messageId: 'b1' }, 50);
    outbox.send(`${base}/a/messages`, { messageId: 'up1' }, 50);
    await vi.waitUntil(() => received.length === 4, { timeout: 5000, interval: 10 });
    const lists = received
      .filter((r) => r.path.endsWith('/status'))
      .map((r) => ({
        path: r.path,
        ids: (JSON.parse(r.body) as { deliveryInfoList: { messageId: string }[] }).deliveryInfoList
          .map((e) => e.messageId)
          .join(' '),
      }));
    expect(lists.sort((x, y) => (x.path + x.ids).localeCompare(y.path + y.ids))).toEqual([
      { path: '/a/status', ids: 'm1 m2 m3' },
      { path: '/a/status', ids: 'm4' },
      { path: '/b/status', ids: 'b1' },
    ]);
    expect(received.find((r) => r.path === '/a/messages')?.body).toBe('{"messageId":"up1"}');
    expect(received.every((r) => r.signature === 'signed')).toBe(true);
  });

  it('tries a request the callback refused again later, and sends 中国移动’s XML as it is', async () => {
    answers = [503];
    outbox.send(`${base}/cm/status`, '<xml/>', 0);
    await vi.waitUntil(() => received.length === 2, { timeout: 6000, interval: 10 });
    expect(received.map((r) => r.body)).toEqual(['<xml/>', '<xml/>']);
  }, 10_000);
});
