import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes } from '../contract/codes.ts';
import type {
  AlbumSummary,
  AlbumTempLink,
  BusinessCard,
  PublicAlbum,
  PublicUserHome,
} from '../contract/schemas/showcases.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

// The public reads of the showcase pages, called without a session as the pages' visitors are:
// book/getOneForH5 (a published album, a preview link before and after its hour) and
// userHome/getOne (the company home before and after its showcase period).

let t: TestApp;
let gold: string;
let album: AlbumSummary;
let card: BusinessCard;
beforeAll(async () => {
  t = await buildTestApp();
  [gold] = await t.loginDemo('gold');
  const listed = await t.call<{ list: AlbumSummary[] }>(
    'albumList',
    { page: 1, pageSize: 50, status: 'published' },
    { token: gold },
  );
  album = listed.body.data.list[0]!;
  card = (await t.call<BusinessCard>('cardGet', {}, { token: gold })).body.data;
});
afterAll(() => t.close());

const readAlbum = async (input: unknown) => t.call<PublicAlbum>('publicAlbum', input);
const readHome = async (input: unknown) => t.call<PublicUserHome>('publicUserHome', input);
const homeId = () => new URL(card.publicUrl!, 'http://x').pathname.split('/').at(-1)!;

describe('book/getOneForH5', () => {
  it('reads a published album with its pages in the served widths and its share data', async () => {
    const { body } = await readAlbum({ id: album.id });
    expect(body.code, body.msg).toBe(0);
    const read = body.data;
    expect(read).toMatchObject({ id: album.id, state: 'open', title: album.title });
    expect(read.pages).toHaveLength(album.pageCount);
    for (const { image } of read.pages) {
      expect(image.src).toMatch(new RegExp(`^/api/h5/showcase/image/album-${album.id}/\\d+/\\d+$`));
      expect(image.width).toBeGreaterThan(0);
      expect(image.height).toBeGreaterThan(0);
    }
    expect(read.cover).not.toBeNull();
    expect(read.share?.url).toMatch(new RegExp(`/v2/ebook/${album.id}$`));
  });

  it('says not found for unknown albums and refuses ids of no album shape', async () => {
    const unknown = await readAlbum({ id: '9000000000000000001' });
    expect(unknown.body.data).toMatchObject({ state: 'notFound', message: '该画册不存在或已下架' });
    expect(unknown.body.data.pages).toEqual([]);
    const refused = await readAlbum({ id: '../1' });
    expect(refused.body.code).toBe(codes.invalidRequest);
  });

  it('reads a preview link for its hour, then says it expired', async () => {
    const link = await t.call<AlbumTempLink>('albumTempLink', { id: album.id }, { token: gold });
    const key = link.body.data.url.split('/').at(-1)!;
    const open = await readAlbum({ id: key, temp: true });
    expect(open.body.data).toMatchObject({ state: 'open', title: album.title });
    // A preview link's key is not an album id, nor an album id a key.
    expect((await readAlbum({ id: key })).body.data.state).toBe('notFound');
    expect((await readAlbum({ id: album.id, temp: true })).body.data.state).toBe('notFound');

    t.clock.advance(61 * 60_000);
    const expired = await readAlbum({ id: key, temp: true });
    expect(expired.body.data).toMatchObject({ state: 'expired', message: '预览链接已过期' });
    expect(expired.body.data.pages).toEqual([]);
  });
});

describe('a showcase image', () => {
  const storedRenditions = () =>
    fs.readdirSync(path.join(t.dataDir, 'uploads')).filter((name) => name.startsWith('showcase-'));

  it('is encoded once into the upload store, then served from there and revalidated', async () => {
    const { src } = (await readAlbum({ id: album.id })).body.data.pages[0]!.image;
    const before = storedRenditions();
    const first = await t.app.inject({ method: 'GET', url: src });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    const added = storedRenditions().filter((name) => !before.includes(name));
    expect(added).toHaveLength(1);
    const stored = path.join(t.dataDir, 'uploads', added[0]!);
    expect(fs.readFileSync(stored)).toEqual(first.rawPayload);

    // The second request serves the stored bytes as they are: it encodes nothing.
    const storedBytes = Buffer.from('stored rendition');
    fs.writeFileSync(stored, storedBytes);
    const second = await t.app.inject({ method: 'GET', url: src });
    expect(second.rawPayload).toEqual(storedBytes);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe('public, max-age=86400');

    const revalidated = await t.app.inject({
      method: 'GET',
      url: src,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload).toHaveLength(0);
  });
});

describe('userHome/getOne', () => {
  it('reads the company home: the card, its public links and the published media', async () => {
    const { body } = await readHome({ id: homeId() });
    expect(body.code, body.msg).toBe(0);
    const home = body.data;
    expect(home).toMatchObject({ state: 'open', name: card.name });
    expect(home.links.map((l) => l.title)).toEqual(
      card.links.filter((l) => l.available).map((l) => l.title),
    );
    expect(home.media.length).toBeGreaterThan(0);
    for (const item of home.media) expect(item.src).toMatch(/^\/api\/h5\/showcase\/media\/\d+$/);
    expect(home.share?.title).toBe(card.name);
  });

  it('says not found for an unknown home', async () => {
    const unknown = await readHome({ id: 'AbCdEfGhIjKlMnOpQrStUvWx' });
    expect(unknown.body.data).toMatchObject({
      state: 'notFound',
      message: '该商务展示不存在或未发布',
    });
  });

  // Last: it moves the clock past the period.
  it('says the showcase has ended once its period is over, in its share data too', async () => {
    const [year, month, day] = card.showcaseUntil!.split('-').map(Number);
    t.clock.set(new Date(Date.UTC(year!, month! - 1, day! + 2)));
    const ended = (await readHome({ id: homeId() })).body.data;
    expect(ended).toMatchObject({ state: 'expired', message: '该商务展示已到期', name: '' });
    expect(ended.links).toEqual([]);
    expect(ended.share?.title).toBe('该商务展示已到期');
  });
});
