import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes } from '../contract/codes.ts';
import { endpointUrl, endpoints } from '../contract/endpoints.ts';
import type {
  AlbumDetail,
  AlbumSummary,
  AlbumTempLink,
  BusinessCard,
  CardLink,
  MediaItem,
  Street,
} from '../contract/schemas/showcases.ts';
import { showcaseImagePath, showcaseMediaPath } from '../contract/web-routes.ts';
import { billEntries, businessCards, ledgerLots, materials } from '../db/schema.ts';
import { newId } from '../db/ids.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

let t: TestApp;
let gold: string;
let trial: string;
let sub: string;
let goldCompany: bigint;
let trialCompany: bigint;
/** The gold company's two seeded images (640 × 360) and a video of its library. */
let images: [string, string];
let video: string;
/** An image of the trial company's library. */
let trialImage: string;

async function addMaterial(companyId: bigint, kind: 'image' | 'video', from: bigint) {
  const [source] = await t.db.select().from(materials).where(eq(materials.id, from));
  const id = newId();
  await t.db.insert(materials).values({
    id,
    companyId,
    kind,
    name: kind === 'video' ? '产品视频' : '产品图片',
    uploadId: source!.uploadId,
    coverUploadId: kind === 'video' ? source!.uploadId : null,
    size: source!.size,
    durationSeconds: kind === 'video' ? 20 : null,
  });
  return id.toString();
}

beforeAll(async () => {
  t = await buildTestApp();
  [gold, trial, sub] = await t.loginDemo('gold', 'trial', 'sub');
  goldCompany = (await t.user('demo_gold')).companyId!;
  trialCompany = (await t.user('demo_trial')).companyId!;
  const rows = await t.db
    .select()
    .from(materials)
    .where(and(eq(materials.companyId, goldCompany), eq(materials.kind, 'image')))
    .orderBy(materials.id);
  images = [rows[0]!.id.toString(), rows[1]!.id.toString()];
  video = await addMaterial(goldCompany, 'video', rows[0]!.id);
  trialImage = await addMaterial(trialCompany, 'image', rows[0]!.id);
});
afterAll(() => t.close());

type Balance = { quantityShowBook: number; quantityMedAll: number; quantityShow: string | null };
const balance = async (token = gold) => (await t.call<Balance>('balance', {}, { token })).body.data;

const latestBill = async (companyId: bigint, category: number) => {
  const [row] = await t.db
    .select()
    .from(billEntries)
    .where(and(eq(billEntries.companyId, companyId), eq(billEntries.category, category)))
    .orderBy(desc(billEntries.createdAt), desc(billEntries.id))
    .limit(1);
  return row;
};

const saveAlbum = (input: object, token = gold) =>
  t.call<AlbumDetail>('albumSave', input, { token });
const albumAct = (name: 'albumGet' | 'albumPublish' | 'albumUnpublish', id: string, token = gold) =>
  t.call<AlbumDetail>(name, { id }, { token });
const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('e-albums', () => {
  it('creates an album of library images, in the order given, with each image’s size', async () => {
    const saved = await saveAlbum({
      title: '新品画册',
      description: '2026 新品',
      pages: [
        { materialId: images[1], caption: '第一页' },
        { materialId: images[0], caption: '第二页' },
      ],
    });
    expect(saved.body.code).toBe(0);
    expect(saved.body.data).toMatchObject({
      title: '新品画册',
      status: 'draft',
      charged: false,
      publicUrl: null,
      pageCount: 2,
      coverMaterialId: null,
    });
    expect(saved.body.data.pages.map((p) => [p.materialId, p.caption, p.width, p.height])).toEqual([
      [images[1], '第一页', 640, 360],
      [images[0], '第二页', 640, 360],
    ]);
    // The cover is the first page until one is chosen; URLs are signed file URLs.
    expect(saved.body.data.coverUrl).toBe(saved.body.data.pages[0]!.url);

    const reordered = await saveAlbum({
      id: saved.body.data.id,
      title: '新品画册',
      coverMaterialId: images[1],
      pages: [{ materialId: images[0] }, { materialId: images[1], caption: '末页' }],
    });
    expect(reordered.body.data.pages.map((p) => p.materialId)).toEqual([images[0], images[1]]);
    expect((await albumAct('albumGet', saved.body.data.id)).body.data).toMatchObject({
      coverMaterialId: images[1],
      pageCount: 2,
    });
    const list = await t.call<{ total: number; list: AlbumSummary[] }>(
      'albumList',
      { status: 'draft' },
      { token: gold },
    );
    expect(list.body.data.list.map((a) => a.id)).toContain(saved.body.data.id);
  });

  it('refuses bad input and writes nothing', async () => {
    const before = await t.rows('albums');
    const tooLong = await saveAlbum({
      title: '一二三四五六七八九十一二三四五六七八九十一',
      pages: [],
    });
    expect(tooLong.body).toMatchObject({
      code: codes.invalidRequest,
      msg: '画册标题不能超过20个字符',
    });
    const foreign = await saveAlbum({ title: '别家素材', pages: [{ materialId: trialImage }] });
    expect(foreign.body).toMatchObject({
      code: codes.invalidRequest,
      msg: '素材不存在或已删除，请重新选择',
    });
    const notImage = await saveAlbum({ title: '视频不行', pages: [{ materialId: video }] });
    expect(notImage.body.msg).toBe('素材类型不符，请重新选择');
    expect(await t.rows('albums')).toBe(before);
    expect(await t.rows('album_pages')).toBeGreaterThan(0);
  });

  it('publishes once for one e-album: a bill entry, the tile down by one, 下架 and again for free', async () => {
    const created = (await saveAlbum({ title: '发布测试', pages: [{ materialId: images[0] }] }))
      .body.data;
    const before = await balance();
    const published = await albumAct('albumPublish', created.id);
    expect(published.body.data).toMatchObject({
      status: 'published',
      charged: true,
      publicUrl: `/v2/ebook/${created.id}`,
    });
    expect((await balance()).quantityShowBook).toBe(before.quantityShowBook - 1);
    expect(await latestBill(goldCompany, 5)).toMatchObject({
      kind: 4,
      quantity: -1,
      description: '发布电子画册「发布测试」',
    });

    // Saved edits of a published album are public at once; it keeps a page.
    const emptied = await saveAlbum({ id: created.id, title: '发布测试', pages: [] });
    expect(emptied.body.msg).toBe('请至少添加一张图片');
    const image = showcaseImagePath(`album-${created.id}`, images[0], 640);
    expect((await get(image)).statusCode).toBe(200);

    const withdrawn = await albumAct('albumUnpublish', created.id);
    expect(withdrawn.body.data).toMatchObject({ status: 'withdrawn', publicUrl: null });
    expect((await get(image)).statusCode).toBe(404);
    const again = await albumAct('albumPublish', created.id);
    expect(again.body.data.status).toBe('published');
    expect((await balance()).quantityShowBook).toBe(before.quantityShowBook - 1);

    const refusedDelete = await t.call('albumDelete', { id: created.id }, { token: gold });
    expect(refusedDelete.body.code).toBe(codes.invalidRequest);
    await albumAct('albumUnpublish', created.id);
    expect((await t.call('albumDelete', { id: created.id }, { token: gold })).body.code).toBe(0);
    expect((await albumAct('albumGet', created.id)).body.code).toBe(codes.notFound);
  });

  it('charges once when the same album is published twice at the same time', async () => {
    const album = (await saveAlbum({ title: '并发发布', pages: [{ materialId: images[0] }] })).body
      .data;
    const before = (await balance()).quantityShowBook;
    const answers = await Promise.all([
      albumAct('albumPublish', album.id),
      albumAct('albumPublish', album.id),
    ]);
    expect(answers.map((a) => a.body.data.status)).toEqual(['published', 'published']);
    expect((await balance()).quantityShowBook).toBe(before - 1);
  });

  it('refuses to publish without an e-album balance, and charges nothing', async () => {
    const album = (
      await saveAlbum({ title: '试用画册', pages: [{ materialId: trialImage }] }, trial)
    ).body.data;
    const refused = await albumAct('albumPublish', album.id, trial);
    expect(refused.body).toMatchObject({
      code: codes.insufficientBalance,
      msg: '电子画册余额不足，请先订购',
    });
    expect((await albumAct('albumGet', album.id, trial)).body.data).toMatchObject({
      status: 'draft',
      charged: false,
    });
    expect(await latestBill(trialCompany, 5)).toBeUndefined();
  });

  it('refuses a publish without pages', async () => {
    const album = (await saveAlbum({ title: '空画册' })).body.data;
    expect((await albumAct('albumPublish', album.id)).body.msg).toBe('请至少添加一张图片');
  });

  it('gives a preview link valid for one hour', async () => {
    const album = (await saveAlbum({ title: '预览画册', pages: [{ materialId: images[1] }] })).body
      .data;
    const link = await t.call<AlbumTempLink>('albumTempLink', { id: album.id }, { token: gold });
    const key = /^\/v2\/ebookTemp\/([A-Za-z0-9_-]{24})$/.exec(link.body.data.url)![1]!;
    const image = showcaseImagePath(`temp-${key}`, images[1], 320);
    expect((await get(image)).statusCode).toBe(200);
    t.clock.advance(61 * 60 * 1000);
    expect((await get(image)).statusCode).toBe(404);
  });

  it('keeps each company to its own albums and the card page’s menu', async () => {
    const mine = (await saveAlbum({ title: '本单位' })).body.data;
    expect((await albumAct('albumGet', mine.id, trial)).body.code).toBe(codes.notFound);
    expect((await albumAct('albumPublish', mine.id, trial)).body.code).toBe(codes.notFound);
    // The seeded sub-account's role grants the 5G-message pages only.
    expect((await t.call('albumList', {}, { token: sub })).body.code).toBe(codes.noPermission);
    expect((await t.call('mediaList', {}, { token: sub })).body.code).toBe(codes.noPermission);
    expect((await t.call('cardGet', {}, { token: sub })).body.code).toBe(codes.noPermission);
  });
});

describe('+媒体', () => {
  const saveMedia = (input: object, token = gold) =>
    t.call<MediaItem>('mediaSave', input, { token });

  it('saves a video with its cover, publishes it once for one +媒体, and serves it while public', async () => {
    const before = await t.rows('media_items');
    const wrongKind = await saveMedia({
      materialId: images[0],
      coverMaterialId: images[1],
      title: '图',
    });
    expect(wrongKind.body.msg).toBe('素材类型不符，请重新选择');
    const longTitle = await saveMedia({
      materialId: video,
      coverMaterialId: images[0],
      title: '标'.repeat(31),
    });
    expect(longTitle.body.msg).toBe('标题不能超过30个字符');
    expect(await t.rows('media_items')).toBe(before);

    const saved = await saveMedia({
      materialId: video,
      coverMaterialId: images[0],
      title: '产品演示',
      description: '三十秒看懂',
    });
    expect(saved.body.data).toMatchObject({
      kind: 'video',
      status: 'draft',
      durationSeconds: 20,
      charged: false,
    });
    const id = saved.body.data.id;
    const file = showcaseMediaPath(id);
    expect((await get(file)).statusCode).toBe(404);

    const tile = (await balance()).quantityMedAll;
    const published = await t.call<MediaItem>('mediaPublish', { id }, { token: gold });
    expect(published.body.data).toMatchObject({ status: 'published', charged: true });
    expect((await balance()).quantityMedAll).toBe(tile - 1);
    expect(await latestBill(goldCompany, 3)).toMatchObject({
      kind: 4,
      quantity: -1,
      description: '发布+媒体「产品演示」',
    });
    const redirect = await get(file);
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toMatch(/^\/api\/platform\/files\/\d+\?expires=/);

    await t.call('mediaUnpublish', { id }, { token: gold });
    expect((await get(file)).statusCode).toBe(404);
    await t.call('mediaPublish', { id }, { token: gold });
    expect((await balance()).quantityMedAll).toBe(tile - 1);
    const list = await t.call<{ list: MediaItem[] }>('mediaList', {}, { token: gold });
    expect(list.body.data.list.find((m) => m.id === id)?.status).toBe('published');
  });

  it('opens an item for editing and deletes it only while not public, for its company alone', async () => {
    const item = (
      await saveMedia({ materialId: video, coverMaterialId: images[1], title: '待删除' })
    ).body.data;
    const opened = await t.call<MediaItem>('mediaGet', { id: item.id }, { token: gold });
    expect(opened.body.data).toMatchObject({ title: '待删除', coverMaterialId: images[1] });
    expect((await t.call('mediaGet', { id: item.id }, { token: trial })).body.code).toBe(
      codes.notFound,
    );
    expect((await t.call('mediaDelete', { id: item.id }, { token: trial })).body.code).toBe(
      codes.notFound,
    );
    await t.call('mediaPublish', { id: item.id }, { token: gold });
    const refused = await t.call('mediaDelete', { id: item.id }, { token: gold });
    expect(refused.body).toMatchObject({
      code: codes.invalidRequest,
      msg: '已发布的+媒体请先下架再删除',
    });
    await t.call('mediaUnpublish', { id: item.id }, { token: gold });
    expect((await t.call('mediaDelete', { id: item.id }, { token: gold })).body.code).toBe(0);
    expect((await t.call('mediaGet', { id: item.id }, { token: gold })).body.code).toBe(
      codes.notFound,
    );
  });

  it('refuses to publish without a +媒体 balance', async () => {
    const trialVideo = await addMaterial(trialCompany, 'video', BigInt(images[0]));
    const item = (
      await saveMedia({ materialId: trialVideo, coverMaterialId: trialImage, title: '试用' }, trial)
    ).body.data;
    const refused = await t.call('mediaPublish', { id: item.id }, { token: trial });
    expect(refused.body).toMatchObject({
      code: codes.insufficientBalance,
      msg: '+媒体余额不足，请先订购',
    });
    expect(await latestBill(trialCompany, 3)).toBeUndefined();
  });
});

describe('streets', () => {
  it('lists the streets of a district (GET, silent) and refuses anything but a district code', async () => {
    const streets = await t.call<Street[]>('streets', { districtCode: '440103' });
    expect(streets.body.data.map((s) => s.name)).toContain('沙面街道');
    expect(endpoints.streets).toMatchObject({ method: 'GET', silent: true });
    expect((await t.call('streets', { districtCode: '44' })).body.code).toBe(codes.invalidRequest);
  });
});

describe('business card and company home', () => {
  const card = async (token = gold) =>
    (await t.call<BusinessCard>('cardGet', {}, { token })).body.data;
  const address = {
    provinceCode: '44',
    cityCode: '4401',
    districtCode: '440103',
    streetCode: '440103001',
    detail: '沙面大街1号',
  };
  const contacts = [{ name: '刘经理', title: '销售', mobile: '13900000000' }];

  it('shows the seeded card live within the showcase period, with its home and share data', async () => {
    const seeded = await card();
    expect(seeded).toMatchObject({
      status: 'published',
      live: true,
      name: '央视网示范科技有限公司',
    });
    expect(seeded.showcaseUntil).toBe((await balance()).quantityShow);
    expect(seeded.publicUrl).toMatch(/^\/v2\/user-home\/[A-Za-z0-9_-]{16}$/);
    expect(seeded.pcUrl).toBe(seeded.publicUrl!.replace('/user-home/', '/user-home/pc/'));
    expect(seeded.links.map((l) => [l.kind, l.available])).toEqual([
      ['article', true],
      ['miniApp', true],
      ['album', true],
      ['media', true],
    ]);
    expect(seeded.share?.title).toBe('央视网示范科技有限公司');
    expect(seeded.share?.url).toMatch(new RegExp(`^https?://[^/]+${seeded.publicUrl}$`));
    const publicId = seeded.publicUrl!.split('/').at(-1)!;
    const logo = await get(showcaseImagePath(`home-${publicId}`, seeded.logoMaterialId!, 640));
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/webp');
    expect((await sharp(logo.rawPayload).metadata()).width).toBe(640);
    const small = await get(showcaseImagePath(`home-${publicId}`, seeded.logoMaterialId!, 320));
    expect((await sharp(small.rawPayload).metadata()).width).toBe(320);
    // An image the home does not show is not served through it.
    expect((await get(showcaseImagePath(`home-${publicId}`, video, 640))).statusCode).toBe(404);
  });

  it('saves the card with its address named and links to public items only; bad input writes nothing', async () => {
    const linkables = await t.call<CardLink[]>('cardLinkables', {}, { token: gold });
    const album = linkables.body.data.find((l) => l.kind === 'album')!;
    const before = await card();

    const unknownDistrict = await t.call(
      'cardSave',
      { name: '示范', address: { ...address, districtCode: '440199' } },
      { token: gold },
    );
    expect(unknownDistrict.body.msg).toBe('所在地区不存在，请重新选择');
    const draftAlbum = (await saveAlbum({ title: '未发布' })).body.data;
    const unpublishedLink = await t.call(
      'cardSave',
      { name: '示范', links: [{ kind: 'album', id: draftAlbum.id }] },
      { token: gold },
    );
    expect(unpublishedLink.body.msg).toBe('关联的内容不存在或未发布，请重新选择');
    const badContact = await t.call(
      'cardSave',
      { name: '示范', contacts: [{ name: '无号码' }] },
      { token: gold },
    );
    expect(badContact.body.msg).toBe('请填写手机号码或固定电话');
    expect(await card()).toEqual(before);

    const saved = await t.call<BusinessCard>(
      'cardSave',
      {
        name: '示范科技',
        logoMaterialId: images[1],
        contacts,
        address,
        introduction: '简介',
        links: [{ kind: album.kind, id: album.id }],
      },
      { token: gold },
    );
    expect(saved.body.data).toMatchObject({
      name: '示范科技',
      status: 'published',
      live: true,
      address: { ...address, text: '广东省广州市荔湾区沙面街道沙面大街1号' },
      contacts: [{ name: '刘经理', title: '销售', mobile: '13900000000', phone: '', email: '' }],
      links: [{ kind: 'album', id: album.id, available: true }],
      publicUrl: before.publicUrl,
    });
  });

  it('takes the home down and up again; refuses to publish without a showcase period', async () => {
    expect(
      (await t.call<BusinessCard>('cardUnpublish', {}, { token: gold })).body.data,
    ).toMatchObject({
      status: 'withdrawn',
      live: false,
    });
    expect((await t.call<BusinessCard>('cardPublish', {}, { token: gold })).body.data.live).toBe(
      true,
    );

    expect((await t.call('cardPublish', {}, { token: trial })).body.msg).toBe('请先保存商务名片');
    await t.call('cardSave', { name: '试用公司', contacts }, { token: trial });
    const refused = await t.call('cardPublish', {}, { token: trial });
    expect(refused.body).toMatchObject({
      code: codes.insufficientBalance,
      msg: '商务展示未订购或已到期，请先订购',
    });
    expect(await card(trial)).toMatchObject({ status: 'draft', live: false, showcaseUntil: null });
  });

  it('ends the home when the showcase period ends', async () => {
    const [lot] = await t.db
      .select()
      .from(ledgerLots)
      .where(and(eq(ledgerLots.companyId, goldCompany), eq(ledgerLots.category, 4)))
      .orderBy(desc(ledgerLots.expiresAt))
      .limit(1);
    const live = await card();
    const publicId = live.publicUrl!.split('/').at(-1)!;
    const logo = showcaseImagePath(`home-${publicId}`, live.logoMaterialId!, 640);
    expect((await get(logo)).statusCode).toBe(200);

    t.clock.set(new Date(lot!.expiresAt.getTime() + 1000));
    // Months later: a fresh sign-in.
    [gold] = await t.loginDemo('gold');
    const ended = await card();
    expect(ended).toMatchObject({ status: 'published', live: false, showcaseUntil: null });
    expect(ended.share).toMatchObject({ title: '该商务展示已到期' });
    expect((await balance()).quantityShow).toBeNull();
    expect((await get(logo)).statusCode).toBe(404);
    const [row] = await t.db
      .select({ status: businessCards.status })
      .from(businessCards)
      .where(eq(businessCards.companyId, goldCompany));
    expect(row!.status).toBe('published');
  });
});

describe('public paths', () => {
  it('serves images only at the widths of the contract', async () => {
    const url = endpointUrl(endpoints.showcaseImage)
      .replace(':owner', 'album-1')
      .replace(':materialId', images[0])
      .replace(':width', '500');
    expect((await get(url)).statusCode).toBeGreaterThanOrEqual(400);
  });
});
