import zlib from 'node:zlib';
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
    for (const url of ['/v2/login', '/v2/pe/send_record']) {
      expect((await ctx.app.inject({ url })).body).toContain('pre-rendered');
    }
    // The HTML was rendered for the bare address; a query (here the message to show) gets the app.
    for (const url of [
      '/v2/login?content=x',
      '/v2/pe/send_record?id=3',
      '/v2/register',
      '/v2/login/x',
      '/v2/pe/send_record/x',
      '/v2/pe//send_record',
      '/v2/index',
    ]) {
      expect((await ctx.app.inject({ url })).body, url).not.toContain('pre-rendered');
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

describe('compression', () => {
  const decoded = (res: { headers: Record<string, unknown>; rawPayload: Buffer }) => {
    const encoding = res.headers['content-encoding'];
    if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString();
    if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString();
    return res.rawPayload.toString();
  };

  it.each([
    ['/v2/console-assets/main-abc123.js', 'br, gzip', 'br', "console.log('console')"],
    ['/v2/landing-assets/main-abc123.js', 'gzip', 'gzip', "console.log('landing')"],
    ['/v2/login', 'gzip, deflate, br', 'br', '<title>console</title>'],
    ['/v2/index', 'gzip', 'gzip', '<title>landing</title>'],
  ])(
    'sends the build’s pre-compressed copy of %s (accepts %s)',
    async (url, accepts, sent, text) => {
      const res = await ctx.app.inject({ url, headers: { 'accept-encoding': accepts } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(sent);
      expect(decoded(res)).toContain(text);
    },
  );

  it('sends files as they are to a client that accepts no encoding', async () => {
    const res = await ctx.app.inject({ url: '/v2/console-assets/main-abc123.js' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe("console.log('console')");
  });

  it('compresses JSON answers for clients that accept it', async () => {
    const url = '/api/platform/base/getChatbotAreaTree';
    const plain = await ctx.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const encoding of ['br', 'gzip']) {
      const res = await ctx.app.inject({ url, headers: { 'accept-encoding': encoding } });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decoded(res))).toEqual(plain.json());
    }
  });

  it('lets a client revalidate the region tree by its ETag', async () => {
    const url = '/api/platform/base/getChatbotAreaTree';
    const first = await ctx.app.inject({ url });
    expect(first.headers['cache-control']).toContain('max-age');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await ctx.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});

describe('health', () => {
  it('answers liveness and readiness', async () => {
    expect((await ctx.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await ctx.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });
});
