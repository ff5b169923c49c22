import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes, messages } from '../src/contract/codes.ts';
import { buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

describe("Fastify's own refusals", () => {
  it('answers a path parameter over its length limit with an envelope, not Fastify’s body', async () => {
    const res = await t.app.inject({ url: `/api/platform/files/${'9'.repeat(200)}` });
    expect(res.statusCode).toBe(414);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({ code: codes.invalidRequest, msg: messages.badPath, data: null });
  });

  it('answers a path with a broken %-escape with an envelope', async () => {
    const res = await t.app.inject({ url: '/api/platform/files/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: codes.invalidRequest, msg: '请求地址无效', data: null });
  });
});
