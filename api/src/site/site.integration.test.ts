import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes } from '../contract/codes.ts';
import type { SiteHome } from '../contract/schemas/site.ts';
import { seededSiteContent } from '../contract/site-content.ts';
import { seedSiteIfEmpty } from '../seed/site.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

const siteTables = [
  'site_banners',
  'site_services',
  'site_scenarios',
  'site_tiers',
  'site_providers',
];

describe('home page content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('serves the seeded content with media on the local sample host', async () => {
    const res = await t.call<SiteHome>('siteHome');
    expect(res.body.code).toBe(0);
    const home = res.body.data;
    expect(home.banners.map((b) => b.title)).toEqual(seededSiteContent.banners.map((b) => b.title));
    expect(home.banners[0]).toMatchObject({
      cover: '/media/banners/message.webp',
      video: '/media/banners/message.mp4',
    });
    expect(home.scenarios.every((s) => s.image.startsWith('/media/scenarios/'))).toBe(true);
    expect(home.services).toHaveLength(7);
    expect(home.providers.length).toBeGreaterThanOrEqual(6);
    // No storage details leak into the response.
    expect(home.banners[0]).not.toHaveProperty('sort');
  });

  it('lists the five tiers with the yearly spend of spec §1, in cents', async () => {
    const { tiers } = (await t.call<SiteHome>('siteHome')).body.data;
    expect(tiers.map((tier) => [tier.levelId, tier.name, tier.yearlySpend])).toEqual([
      [0, '试用客户', null],
      [1, '普通客户', 0],
      [2, '铜牌客户', 1_000_000],
      [3, '银牌客户', 10_000_000],
      [4, '金牌客户', 30_000_000],
    ]);
    expect(tiers[0]!.benefits.join()).toContain('100条5G消息');
    expect(tiers[3]!.benefits).toEqual(
      expect.arrayContaining(['政务服务创新资讯', '优秀微传播展示', '优秀微应用展示']),
    );
  });

  it('serves the sample media files it points to', async () => {
    const { banners } = (await t.call<SiteHome>('siteHome')).body.data;
    const cover = await t.app.inject({ method: 'GET', url: banners[0]!.cover });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/webp');
    const video = await t.app.inject({ method: 'GET', url: banners[0]!.video });
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/mp4');
    // An MP4 file starts with its ftyp box.
    expect(video.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
  });

  it('follows the stored order, so an edit of the sort column reorders the page', async () => {
    await t.database.query('update site_services set sort = 100 - sort');
    const { services } = (await t.call<SiteHome>('siteHome')).body.data;
    expect(services[0]!.title).toBe('商务名片');
    await t.database.query('update site_services set sort = 100 - sort');
  });

  it('refuses unexpected query parameters with the error envelope', async () => {
    const res = await t.call('siteHome', { page: '1' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(codes.invalidRequest);
  });

  it('seeds content only once, also into a database that had accounts before it existed', async () => {
    const counts = async () => Promise.all(siteTables.map((table) => t.rows(table)));
    const before = await counts();
    expect(await seedSiteIfEmpty(t.db)).toBe(false);
    expect(await counts()).toEqual(before);

    for (const table of siteTables) await t.database.query(`delete from ${table}`);
    expect(await seedSiteIfEmpty(t.db)).toBe(true);
    expect(await counts()).toEqual(before);
  });
});

describe('home page content on a media host elsewhere', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ mediaBaseUrl: 'https://media.example.com/p5g/' });
  });
  afterAll(() => t.close());

  it('points media at that host and lets the pages load from it', async () => {
    const res = await t.call<SiteHome>('siteHome');
    expect(res.body.data.banners[0]!.video).toBe(
      'https://media.example.com/p5g/banners/message.mp4',
    );
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/img-src [^;]*https:\/\/media\.example\.com/);
    expect(csp).toMatch(/media-src [^;]*https:\/\/media\.example\.com/);
  });
});
