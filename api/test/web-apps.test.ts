import { codes } from '../src/contract/codes.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await buildTestApp({ withWebApps: true, seed: false });
});
afterAll(() => ctx.close());

describe('web apps under /v2/', () => {
  it.each(['/', '/v2', '/v2/'])('redirects %s to the home page', async (url) => {
    const res = await ctx.app.inject({ url });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/v2/index');
  });

  it.each([
    ['/v2/index', 'landing'],
    ['/v2/articleContent/12/map/3', 'landing'],
    ['/v2/user-home/7', 'landing'],
    ['/v2/login', 'console'],
    ['/v2/account-order?x=1', 'console'],
    ['/v2/pe/address_list', 'console'],
    ['/v2/indexes', 'console'],
  ])('serves %s from the %s app (history fallback)', async (url, appName) => {
    const res = await ctx.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(`<title>${appName}</title>`);
  });

  it('serves a page the build pre-rendered from its own file, the others from index.html', async () => {
    expect((await ctx.app.inject({ url: '/v2/login?redirect=1' })).body).toContain('pre-rendered');
    for (const url of ['/v2/register', '/v2/login/x', '/v2/index']) {
      expect((await ctx.app.inject({ url })).body).not.toContain('pre-rendered');
    }
  });

  it.each(['landing', 'console'])('serves %s assets with long-lived caching', async (name) => {
    const res = await ctx.app.inject({ url: `/v2/${name}-assets/main-abc123.js` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(name);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing file with a 404 envelope, not an index page', async () => {
    const res = await ctx.app.inject({ url: '/v2/console-assets/missing.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: codes.notFound, msg: '请求的资源不存在', data: null });
  });

  it('does not fall back for non-GET requests', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/v2/login' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: codes.notFound });
  });
});

describe('health', () => {
  it('answers liveness and readiness', async () => {
    expect((await ctx.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await ctx.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });
});
