import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicPageRenderers } from '../contract/public-pages.ts';
import {
  cardLinkKindNames,
  type BusinessCard,
  type PublicUserHome,
} from '../contract/schemas/showcases.ts';
import { endpointUrl, endpoints } from '../contract/endpoints.ts';
import { standInTicketSource } from '../wechat/ticket-source.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

// The company homes, rendered with the landing's own renderers as the service loads them from its
// build: the seed's published card of the demo company, phone and desktop, their old addresses,
// unknown and unpublished ids, and the page once the business-showcase period has ended (the
// test's clock).

const landingRenderers = '../../../landing/src/app/public-pages.tsx';
const homeFiles = { scripts: ['/v2/landing-assets/user-home-test.js'], styles: [] };
const noFiles = { scripts: [], styles: [] };

let t: TestApp;
let gold: string;
let card: BusinessCard;
let homePath: string;
beforeAll(async () => {
  const renderers = (await import(landingRenderers)) as PublicPageRenderers;
  t = await buildTestApp({
    wechatAccount: { appId: 'wx0123456789abcdef', ticketSource: standInTicketSource('wx') },
    publicPages: {
      loadRenderers: async () => renderers,
      assets: { formFill: noFiles, article: noFiles, ebook: noFiles, userHome: homeFiles },
    },
  });
  [gold] = await t.loginDemo('gold');
  const got = await t.call<BusinessCard>('cardGet', {}, { token: gold });
  expect(got.body.code, got.body.msg).toBe(0);
  card = got.body.data;
  expect(card.live, 'the seed publishes the demo card within its showcase period').toBe(true);
  homePath = new URL(card.publicUrl!, 'http://x').pathname;
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
const heading = (text: string) => new RegExp(`<h1[^>]*>${text}</h1>`);
/** What the page's link to `url` holds, undefined without one. */
const linkTo = (body: string, url: string) =>
  new RegExp(`<a [^>]*href="${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>(.*?)</a>`).exec(
    body,
  )?.[1];

describe('the company home', () => {
  it('shows the card, its linked items and the media, revalidated by an ETag', async () => {
    const first = await get(homePath);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.body).toMatch(/^<!doctype html><html lang="zh-CN">/);
    expect(first.body).toMatch(heading(card.name));
    expect(first.body).toContain(
      '<script type="module" src="/v2/landing-assets/user-home-test.js">',
    );
    for (const contact of card.contacts) {
      if (contact.mobile) expect(first.body).toContain(`href="tel:${contact.mobile}"`);
    }
    for (const link of card.links.filter((l) => l.available)) {
      expect(first.body).toContain(link.title);
    }
    expect(first.body).toMatch(/<video[^>]*src="\/api\/h5\/showcase\/media\/\d+"/);
    // The share panel with the page's QR code, and the address as one line.
    expect(first.body).toContain('扫码打开');
    if (card.address) expect(first.body).toContain(card.address.text);

    const etag = first.headers.etag as string;
    const again = await get(homePath, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
  });

  it('gives WeChat the home’s share data, its JS-SDK allowed by the page’s CSP', async () => {
    const page = await get(homePath);
    const id = homePath.split('/').at(-1);
    const read = await t.call<PublicUserHome>('publicUserHome', { id });
    expect(read.body.data.share?.title).toBe(card.name);
    expect(wechatShareOf(page.body)).toEqual({
      configUrl: endpointUrl(endpoints.wxJsConfig),
      share: read.body.data.share,
    });
    expect(page.headers['content-security-policy']).toContain(
      "script-src 'self' https://res.wx.qq.com",
    );
  });

  it('shows a linked item without a cover as its kind’s icon, hidden from screen readers, and names its kind once', async () => {
    const id = homePath.split('/').at(-1)!;
    const { links } = (await t.call<PublicUserHome>('publicUserHome', { id })).body.data;
    expect(
      links.filter((l) => l.cover === null).map((l) => l.kind),
      'the seed links a live article and a micro-app, which have no cover',
    ).toEqual(expect.arrayContaining(['article', 'miniApp']));
    for (const path of [homePath, `/v2/user-home/pc/${id}`]) {
      const { body } = await get(path);
      for (const link of links) {
        const content = linkTo(body, link.url);
        expect(content, `${path}: ${link.title}`).toBeDefined();
        expect(content).toMatch(
          link.cover ? /^<img / : /^<span [^>]*aria-hidden="true"><svg [^>]*>.*?<\/svg><\/span>/,
        );
        expect(content!.split(cardLinkKindNames[link.kind]).length - 1, link.title).toBe(1);
      }
    }
  });

  it('has a desktop layout at /user-home/pc/{id}; any other {pc} is not found', async () => {
    const id = homePath.split('/').at(-1)!;
    const desktop = await get(`/v2/user-home/pc/${id}`);
    expect(desktop.statusCode).toBe(200);
    expect(desktop.body).toMatch(heading(card.name));
    expect(desktop.body).not.toBe((await get(homePath)).body);

    const other = await get(`/v2/user-home/mobile/${id}/名片`);
    expect(other.statusCode).toBe(404);
    expect(other.body).toMatch(heading('该商务展示不存在或未发布'));
  });

  it('redirects the addresses with the name after the id', async () => {
    const id = homePath.split('/').at(-1)!;
    const phone = await get(`/v2/user-home/${id}/${encodeURIComponent('示例企业')}`);
    expect(phone.statusCode).toBe(301);
    expect(phone.headers.location).toBe(`/v2/user-home/${id}`);
    const desktop = await get(`/v2/user-home/pc/${id}/${encodeURIComponent('示例企业')}`);
    expect(desktop.statusCode).toBe(301);
    expect(desktop.headers.location).toBe(`/v2/user-home/pc/${id}`);
  });

  it('answers 404 with a Chinese page for unknown ids, never the home page', async () => {
    for (const id of ['AbCdEfGhIjKlMnOpQrStUvWx', '1', 'x'.repeat(40)]) {
      const page = await get(`/v2/user-home/${id}`);
      expect(page.statusCode, id).toBe(404);
      expect(page.body).toMatch(heading('该商务展示不存在或未发布'));
      expect(page.body).not.toContain('<script');
    }
  });

  it('answers 404 while the card is unpublished', async () => {
    expect((await t.call('cardUnpublish', {}, { token: gold })).body.code).toBe(0);
    const page = await get(homePath);
    expect(page.statusCode).toBe(404);
    expect(page.body).toMatch(heading('该商务展示不存在或未发布'));
    const again = await t.call('cardPublish', {}, { token: gold });
    expect(again.body.code, again.body.msg).toBe(0);
    expect((await get(homePath)).statusCode).toBe(200);
  });

  // Last: it moves the clock past the period.
  it('says 该商务展示已到期 with 410 once the business-showcase period has ended', async () => {
    const [year, month, day] = card.showcaseUntil!.split('-').map(Number);
    t.clock.set(new Date(Date.UTC(year!, month! - 1, day! + 2)));
    for (const path of [homePath, homePath.replace('/user-home/', '/user-home/pc/')]) {
      const page = await get(path);
      expect(page.statusCode, path).toBe(410);
      expect(page.body).toMatch(heading('该商务展示已到期'));
      expect(page.body).not.toContain(card.name);
    }
  });
});
