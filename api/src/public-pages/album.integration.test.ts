import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicPageRenderers } from '../contract/public-pages.ts';
import type { AlbumSummary, AlbumTempLink, PublicAlbum } from '../contract/schemas/showcases.ts';
import { endpointUrl, endpoints } from '../contract/endpoints.ts';
import { standInTicketSource } from '../wechat/ticket-source.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

// The public e-album pages, rendered with the landing's own renderers as the service loads them
// from its build: the seed's published album, its preview link before and after its hour (the
// test's clock), taken down, unknown ids, the old addresses.

const landingRenderers = '../../../landing/src/app/public-pages.tsx';
const ebookFiles = { scripts: ['/v2/landing-assets/ebook-test.js'], styles: [] };
const noFiles = { scripts: [], styles: [] };

let t: TestApp;
let gold: string;
let album: AlbumSummary;
beforeAll(async () => {
  const renderers = (await import(landingRenderers)) as PublicPageRenderers;
  t = await buildTestApp({
    wechatAccount: { appId: 'wx0123456789abcdef', ticketSource: standInTicketSource('wx') },
    publicPages: {
      loadRenderers: async () => renderers,
      assets: { formFill: noFiles, article: noFiles, ebook: ebookFiles, userHome: noFiles },
    },
  });
  [gold] = await t.loginDemo('gold');
  const listed = await t.call<{ list: AlbumSummary[] }>(
    'albumList',
    { page: 1, pageSize: 50, status: 'published' },
    { token: gold },
  );
  expect(listed.body.code, listed.body.msg).toBe(0);
  expect(listed.body.data.list.length, 'the seed publishes a demo album').toBeGreaterThan(0);
  album = listed.body.data.list[0]!;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** The share data a page gives WeChat's JS-SDK, and where it asks for the SDK's configuration. */
const wechatShareOf = (body: string) => {
  const script =
    /<script type="application\/json" data-wechat-share="" data-config-url="([^"]+)">(.*?)<\/script>/.exec(
      body,
    );
  return script && { configUrl: script[1], share: JSON.parse(script[2]!) as unknown };
};

describe('the public album page', () => {
  it('shows the album as a list of sized pictures with its script, revalidated by an ETag', async () => {
    const first = await get(`/v2/ebook/${album.id}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.body).toMatch(/^<!doctype html><html lang="zh-CN">/);
    expect(first.body).toMatch(new RegExp(`<h1[^>]*>${album.title}</h1>`));
    expect(first.body).toContain('<script type="module" src="/v2/landing-assets/ebook-test.js">');
    // Every page a figure with its number, its picture in the served widths with its size.
    const figures = first.body.match(/<figure[^>]*data-album-page/g) ?? [];
    expect(figures).toHaveLength(album.pageCount);
    expect(first.body).toContain('第 1 页');
    const pictures = first.body.match(/<img[^>]*loading="lazy"[^>]*>/g) ?? [];
    expect(pictures).toHaveLength(album.pageCount);
    for (const picture of pictures) {
      expect(picture).toMatch(/srcSet="\/api\/h5\/showcase\/image\/album-\d+\/\d+\/\d+ \d+w/i);
      expect(picture).toMatch(/width="\d+"/);
      expect(picture).toMatch(/height="\d+"/);
    }
    expect(first.body).toContain('上一页');
    expect(first.body).toContain('下一页');

    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await get(`/v2/ebook/${album.id}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('gives WeChat the album’s share data, its JS-SDK allowed by the page’s CSP', async () => {
    const page = await get(`/v2/ebook/${album.id}`);
    const read = await t.call<PublicAlbum>('publicAlbum', { id: album.id });
    expect(read.body.data.share).not.toBeNull();
    expect(wechatShareOf(page.body)).toEqual({
      configUrl: endpointUrl(endpoints.wxJsConfig),
      share: read.body.data.share,
    });
    expect(page.headers['content-security-policy']).toContain(
      "script-src 'self' https://res.wx.qq.com",
    );
  });

  it('serves the pictures it names, and no others', async () => {
    const page = await get(`/v2/ebook/${album.id}`);
    const src = /<img[^>]*src="([^"]+)"/.exec(page.body)![1]!;
    const image = await get(src);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
    const elsewhere = await get(src.replace(`album-${album.id}`, 'album-9000000000000000001'));
    expect(elsewhere.statusCode).toBe(404);
  });

  it('answers 404 with a Chinese page for unknown ids, never the home page', async () => {
    for (const id of ['9000000000000000001', '99999999999999999999', 'abc', '1e3']) {
      const page = await get(`/v2/ebook/${id}`);
      expect(page.statusCode, id).toBe(404);
      expect(page.body).toMatch(/<h1[^>]*>该画册不存在或已下架<\/h1>/);
      // Nothing to do on a page that says so: no script.
      expect(page.body).not.toContain('<script');
    }
  });

  it('redirects the old /albumOfPainting addresses', async () => {
    const old = await get(`/v2/albumOfPainting/${album.id}`);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/v2/ebook/${album.id}`);
    const oldTemp = await get('/v2/albumOfPaintingTemp/AbCdEfGhIjKlMnOpQrStUvWx');
    expect(oldTemp.statusCode).toBe(301);
    expect(oldTemp.headers.location).toBe('/v2/ebookTemp/AbCdEfGhIjKlMnOpQrStUvWx');
  });
});

describe('an album taken down', () => {
  it('answers 404 while down and shows again once published again', async () => {
    const down = await t.call('albumUnpublish', { id: album.id }, { token: gold });
    expect(down.body.code, down.body.msg).toBe(0);
    const page = await get(`/v2/ebook/${album.id}`);
    expect(page.statusCode).toBe(404);
    expect(page.body).toMatch(/<h1[^>]*>该画册不存在或已下架<\/h1>/);

    const again = await t.call('albumPublish', { id: album.id }, { token: gold });
    expect(again.body.code, again.body.msg).toBe(0);
    expect((await get(`/v2/ebook/${album.id}`)).statusCode).toBe(200);
  });
});

// Last: it moves the clock on an hour.
describe('the preview link', () => {
  it('shows the album for an hour, then says 预览链接已过期 with 410', async () => {
    const link = await t.call<AlbumTempLink>('albumTempLink', { id: album.id }, { token: gold });
    expect(link.body.code, link.body.msg).toBe(0);
    const { url } = link.body.data;
    expect(url).toMatch(/^\/v2\/ebookTemp\/[\w-]{16,32}$/);

    const open = await get(url);
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toBe('private, no-cache');
    expect(open.body).toMatch(new RegExp(`<h1[^>]*>${album.title}</h1>`));
    expect(open.body).toContain('预览');
    expect(open.body).toMatch(/\/api\/h5\/showcase\/image\/temp-[\w-]+\/\d+\/\d+/);

    t.clock.advance(59 * 60_000);
    expect((await get(url)).statusCode).toBe(200);
    t.clock.advance(2 * 60_000);
    const expired = await get(url);
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toMatch(/<h1[^>]*>预览链接已过期<\/h1>/);
    expect(expired.body).not.toContain('<figure');
  });

  it('answers 404 for a key that is no link', async () => {
    for (const key of ['AbCdEfGhIjKlMnOpQrStUvWx', 'short', '..%2F..%2Fetc']) {
      const page = await get(`/v2/ebookTemp/${key}`);
      expect(page.statusCode, key).toBe(404);
      expect(page.body).toMatch(/<h1[^>]*>该画册不存在或已下架<\/h1>/);
    }
  });
});
