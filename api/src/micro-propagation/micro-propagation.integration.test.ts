import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes } from '../contract/codes.ts';
import { articleDocument, type ArticleDocumentInput } from '../contract/article-document.ts';
import { endpointUrl, endpoints } from '../contract/endpoints.ts';
import type {
  ArticleDetail,
  ArticleSummary,
  ArticleTempLink,
  ManageArticle,
} from '../contract/schemas/micro-propagation.ts';
import {
  articleDailyViews,
  articles,
  articleTempLinks,
  balances,
  billEntries,
  ledgerLots,
  materials,
  notices,
  uploads,
} from '../db/schema.ts';
import { newId } from '../db/ids.ts';
import { compactDayOf } from '../lib/calendar.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { microPropagationCategory, payArticleDay } from './charges.ts';

let t: TestApp;
let gold: string;
let trial: string;
let operator: string;
/** An image of the gold company's material library (seeded). */
let image: string;
let video: string;
beforeAll(async () => {
  t = await buildTestApp();
  [gold, trial, operator] = await t.loginDemo('gold', 'trial', 'operator');
  const { companyId } = await t.user('demo_gold');
  const [row] = await t.db
    .select()
    .from(materials)
    .where(and(eq(materials.companyId, companyId!), eq(materials.kind, 'image')))
    .limit(1);
  image = row!.id.toString();
  const videoId = newId();
  await t.db.insert(materials).values({
    id: videoId,
    companyId: companyId!,
    kind: 'video',
    name: '宣传短片',
    uploadId: row!.uploadId,
    coverUploadId: row!.uploadId,
    size: row!.size,
    durationSeconds: 30,
  });
  video = videoId.toString();
});
afterAll(() => t.close());

const paragraph = (text: string) => ({
  type: 'paragraph' as const,
  content: [{ type: 'text' as const, text }],
});
const article = (title = '惠企政策解读', extra: Partial<ArticleDocumentInput> = {}) =>
  ({
    title,
    summary: '政策要点一览',
    body: { type: 'doc', content: [paragraph('正文第一段')] },
    ...extra,
  }) satisfies ArticleDocumentInput;
const withImage = (title: string): ArticleDocumentInput =>
  article(title, {
    cover: { materialId: image, src: `/api/platform/files/1?expires=1&signature=x` },
    body: {
      type: 'doc',
      content: [
        paragraph('图文'),
        {
          type: 'image',
          attrs: { materialId: image, src: 'https://cdn.example/a.png', alt: '示意图' },
        },
      ],
    },
  });

const save = (token: string, input: { id?: string; document: ArticleDocumentInput }) =>
  t.call<ArticleDetail>('articleSave', input, { token });
const act = (
  name: 'articleSubmit' | 'articleInvalidate' | 'articleGet',
  id: string,
  token = gold,
) => t.call<ArticleDetail>(name, { id }, { token });
const review = (id: string, approve: boolean, reason?: string) =>
  t.call('manageReviewArticle', { id, approve, reason }, { token: operator });

async function latestNotice(account: string) {
  const { companyId } = await t.user(account);
  const [row] = await t.db
    .select()
    .from(notices)
    .where(eq(notices.companyId, companyId!))
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(1);
  return row;
}

async function storedHtml(id: string) {
  const [row] = await t.db
    .select()
    .from(articles)
    .where(eq(articles.id, BigInt(id)));
  return row!.html;
}

describe('lifecycle', () => {
  it('autosaves a draft, reviews it, publishes it, and keeps the passed version public while an edit is reviewed', async () => {
    const created = await save(gold, { document: withImage('政策解读') });
    expect(created.body.data).toMatchObject({ status: 1, live: false, publicUrl: null });
    const id = created.body.data.id;
    // Media are shown at the article's stable paths, never at a signed URL that expires.
    const mediaPath = `/api/h5/article/media/${id}/${image}`;
    expect(created.body.data.document.cover?.src).toBe(mediaPath);
    expect(created.body.data.html).toContain(`<img data-material-id="${image}" src="${mediaPath}"`);
    expect(created.body.data.coverUrl).toBe(mediaPath);

    const saved = await save(gold, { id, document: withImage('政策解读（第二稿）') });
    expect(saved.body.data.document.title).toBe('政策解读（第二稿）');
    const drafts = await t.call<{ total: number; list: ArticleSummary[] }>(
      'articleList',
      { drafts: true },
      { token: gold },
    );
    expect(drafts.body.data.list.map((d) => d.id)).toContain(id);

    expect((await act('articleSubmit', id)).body.data.status).toBe(2);
    expect((await save(gold, { id, document: article() })).body.msg).toBe(
      '微传播审核中，请等待审核结果后再修改',
    );
    const queue = await t.call<{ list: ManageArticle[] }>(
      'manageArticles',
      {},
      { token: operator },
    );
    const queued = queue.body.data.list.find((q) => q.id === id);
    expect(queued).toMatchObject({ companyName: '央视网示范科技有限公司', status: 2 });
    expect(queued?.html).toContain('<p>图文</p>');

    expect((await review(id, false, '标题含有不规范用语')).body.code).toBe(0);
    const rejected = (await act('articleGet', id)).body.data;
    expect(rejected).toMatchObject({ status: 4, rejectReason: '标题含有不规范用语', live: false });
    expect((await latestNotice('demo_gold'))?.content).toContain('标题含有不规范用语');

    await save(gold, { id, document: withImage('政策解读') });
    await act('articleSubmit', id);
    expect((await review(id, true)).body.code).toBe(0);
    const passed = (await act('articleGet', id)).body.data;
    expect(passed).toMatchObject({
      status: 3,
      live: true,
      liveVersion: 2,
      publicState: 'open',
      publicUrl: `/v2/articleContent/${id}`,
    });
    expect(passed.publishTime).not.toBeNull();
    expect((await latestNotice('demo_gold'))?.title).toBe('微传播审核通过');

    // An edit goes back to review; the passed version stays public until the edit passes.
    const edited = await save(gold, { id, document: withImage('政策解读（新版）') });
    expect(edited.body.data).toMatchObject({ status: 1, live: true, liveVersion: 2 });
    expect(edited.body.data.liveDocument?.title).toBe('政策解读');
    await act('articleSubmit', id);
    await review(id, false, '请补充说明');
    expect((await latestNotice('demo_gold'))?.content).toContain('线上版本照常访问');
    await act('articleSubmit', id);
    await review(id, true);
    const republished = (await act('articleGet', id)).body.data;
    expect(republished).toMatchObject({ liveVersion: 4 });
    expect(republished.liveDocument?.title).toBe('政策解读（新版）');

    expect((await act('articleInvalidate', id)).body.data).toMatchObject({
      status: 0,
      live: false,
      publicUrl: null,
    });
    expect((await save(gold, { id, document: article() })).body.msg).toBe('已失效的微传播不能修改');
  });

  it('refuses an event the status does not allow with the state-changed error', async () => {
    const id = (await save(gold, { document: article('会议通知') })).body.data.id;
    expect((await review(id, true)).body).toMatchObject({
      code: codes.messagingStateChanged,
      msg: '微传播状态已变化，请刷新后重试',
    });
  });

  it('refuses an invalid document with the field message and writes nothing', async () => {
    const before = await t.rows('articles');
    const refusals: [ArticleDocumentInput, string][] = [
      [article('一'.repeat(21)), '标题不能超过20个字符'],
      [
        article('相关资讯', {
          related: Array(6).fill({ title: '相关', url: 'https://a.cn' }),
        }),
        '相关资讯最多5条',
      ],
      [
        article('相关资讯', { related: [{ title: '一'.repeat(46), url: 'https://a.cn' }] }),
        '相关资讯标题不能超过45个字符',
      ],
      [
        article('相关资讯', { related: [{ title: '相关', url: 'ftp://a.cn' }] }),
        '链接须以http://或https://开头，或为本平台的分享预览链接',
      ],
      [article('空正文', { body: { type: 'doc', content: [] } }), '请填写正文'],
    ];
    for (const [document, message] of refusals) {
      const res = await save(gold, { document });
      expect(res.status, message).toBe(400);
      expect(res.body).toMatchObject({ code: codes.invalidRequest, msg: message, data: null });
    }
    expect(await t.rows('articles')).toBe(before);
  });

  it('takes only materials of the company, of the block’s kind', async () => {
    const before = await t.rows('articles');
    const { companyId } = await t.user('demo_trial');
    const [foreign] = await t.db
      .select({ id: materials.id })
      .from(materials)
      .where(eq(materials.companyId, companyId!))
      .limit(1);
    const imageOf = (materialId: string) =>
      article('图片', {
        body: { type: 'doc', content: [{ type: 'image', attrs: { materialId, src: '/x' } }] },
      });
    for (const materialId of ['1', ...(foreign ? [foreign.id.toString()] : [])]) {
      expect((await save(gold, { document: imageOf(materialId) })).body.msg).toBe(
        '素材不存在或已删除，请重新选择',
      );
    }
    expect((await save(gold, { document: imageOf(video) })).body.msg).toBe(
      '素材类型不符，请重新选择',
    );
    expect(await t.rows('articles')).toBe(before);
  });

  it('redirects the stable media paths to signed URLs, for named materials of live articles only', async () => {
    const id = (await save(gold, { document: withImage('图片新闻') })).body.data.id;
    const get = (file: string, articleId = id) =>
      t.app.inject({
        method: 'GET',
        url: endpointUrl(endpoints.articleMedia)
          .replace(':articleId', articleId)
          .replace(':file', file),
      });
    const res = await get(image);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^\/api\/platform\/files\/\d+\?expires=\d+&signature=/);
    expect(
      (await t.app.inject({ method: 'GET', url: res.headers.location as string })).statusCode,
    ).toBe(200);
    expect((await get(video)).statusCode).toBe(404);
    expect((await get(`${image}-cover`)).statusCode).toBe(404);
    await act('articleInvalidate', id);
    expect((await get(image)).statusCode).toBe(404);
  });

  it('stores none of the classic XSS payloads in the HTML', async () => {
    const payloads = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<svg onload=alert(1)><script>alert(2)</script></svg>',
      '<a href="javascript:alert(1)">点我</a>',
      '"><iframe src=javascript:alert(1)>',
      '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
    ];
    const document = {
      ...article('安全测试'),
      body: {
        type: 'doc',
        content: [
          ...payloads.map((p) => ({
            type: 'paragraph',
            attrs: { onclick: 'alert(1)' },
            content: [{ type: 'text', text: p }],
          })),
          {
            type: 'image',
            attrs: {
              materialId: image,
              src: '/x',
              alt: '" onerror="alert(1)',
              onerror: 'alert(1)',
              style: 'x',
            },
          },
          {
            type: 'paragraph',
            content: [
              {
                type: 'text',
                text: '链接',
                marks: [{ type: 'link', attrs: { href: 'https://a.cn', onmouseover: 'alert(1)' } }],
              },
            ],
          },
        ],
      },
    } as ArticleDocumentInput;
    const res = await save(gold, { document });
    expect(res.body.code).toBe(0);
    const html = await storedHtml(res.body.data.id);
    // Text is escaped, so every "<" left opens a real element: check each, and its attributes.
    const elements = [...html.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)];
    expect(new Set(elements.map((e) => e[1]!.toLowerCase()))).toEqual(new Set(['p', 'img', 'a']));
    const attributes = elements.flatMap((e) =>
      [...e[2]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!] as const),
    );
    expect(attributes.map(([name]) => name).filter((n) => /^on|^style$|^srcdoc$/i.test(n))).toEqual(
      [],
    );
    expect(
      attributes.filter(([, value]) => /^\s*(javascript|data|vbscript):/i.test(value)),
    ).toEqual([]);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');

    // What cannot be stored safely is refused, and nothing is written.
    const before = await t.rows('articles');
    for (const body of [
      {
        type: 'paragraph',
        content: [
          {
            type: 'text',
            text: 'x',
            marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
          },
        ],
      },
      { type: 'image', attrs: { materialId: image, src: 'data:image/svg+xml;base64,PHN2Zz4=' } },
      { type: 'image', attrs: { materialId: image, src: 'javascript:alert(1)' } },
      { type: 'svg', content: [] },
      {
        type: 'paragraph',
        content: [
          {
            type: 'text',
            text: 'x',
            marks: [{ type: 'link', attrs: { href: 'https://a.cn/"onmouseover="alert(1)' } }],
          },
        ],
      },
    ]) {
      const refused = await save(gold, {
        document: {
          ...article('安全测试'),
          body: { type: 'doc', content: [body] },
        } as ArticleDocumentInput,
      });
      expect(refused.body.code).toBe(codes.invalidRequest);
    }
    expect(await t.rows('articles')).toBe(before);
  });

  it('deletes only drafts that never went public', async () => {
    const draft = (await save(gold, { document: article('志愿者招募') })).body.data.id;
    expect((await t.call('articleDelete', { id: draft }, { token: gold })).body.code).toBe(0);
    expect((await act('articleGet', draft)).body.code).toBe(codes.notFound);

    const published = (await save(gold, { document: article('培训通知') })).body.data.id;
    await act('articleSubmit', published);
    await review(published, true);
    await save(gold, { id: published, document: article('培训通知（改）') });
    const res = await t.call('articleDelete', { id: published }, { token: gold });
    expect(res.body.msg).toBe('只能删除从未上线的草稿');
  });

  it('keeps other companies out', async () => {
    const id = (await save(gold, { document: article('访客须知') })).body.data.id;
    expect((await act('articleGet', id, trial)).body.code).toBe(codes.notFound);
    expect((await save(trial, { id, document: article() })).body.code).toBe(codes.notFound);
    expect(
      (await t.call('articleTempLink', { id, mobiles: ['13800138000'] }, { token: trial })).body
        .code,
    ).toBe(codes.notFound);
  });

  it('lets a trial account hold one micro-propagation', async () => {
    const first = await save(trial, { document: article('健康提示') });
    expect(first.body.code).toBe(0);
    const second = await save(trial, { document: article('防汛通知') });
    expect(second.body).toMatchObject({
      code: codes.levelTooLow,
      msg: '试用客户只能创建一个微传播，升级为普通客户后不限数量',
    });
    await act('articleInvalidate', first.body.data.id, trial);
    expect((await save(trial, { document: article('防汛通知') })).body.code).toBe(0);
  });
});

describe('images', () => {
  it('stores each image with its size read from the file, whatever the editor sent', async () => {
    const [material] = await t.db
      .select()
      .from(materials)
      .where(eq(materials.id, BigInt(image)));
    const [upload] = await t.db.select().from(uploads).where(eq(uploads.id, material!.uploadId));
    const { width, height } = await sharp(
      await t.app.uploadStore.get(upload!.storedName),
    ).metadata();
    const forged = withImage('图片尺寸');
    const block = forged.body.content[1] as { attrs: Record<string, unknown> };
    block.attrs.width = 1;
    block.attrs.height = 1;
    const saved = (await save(gold, { document: forged })).body.data;
    expect(saved.html).toContain(`width="${width}" height="${height}"`);
    expect(saved.document.body.content[1]).toMatchObject({ attrs: { width, height } });
    // Saved again (as the editor sends it, without sizes): the stored sizes stay.
    const again = (await save(gold, { id: saved.id, document: withImage('图片尺寸') })).body.data;
    expect(again.html).toContain(`width="${width}" height="${height}"`);
  });
});

describe('temporary share links', () => {
  it('creates a link valid one hour for up to ten whitelisted numbers', async () => {
    const id = (await save(gold, { document: article('预览分享') })).body.data.id;
    const mobiles = ['13800138000', '13900139000'];
    const res = await t.call<ArticleTempLink>('articleTempLink', { id, mobiles }, { token: gold });
    expect(res.body.data.url).toMatch(/^\/v2\/article_temp\?key=[A-Za-z0-9_-]{24}$/);
    expect(res.body.data.mobiles).toEqual(mobiles);
    const [row] = await t.db
      .select()
      .from(articleTempLinks)
      .where(eq(articleTempLinks.articleId, BigInt(id)));
    expect(row!.expiresAt.getTime() - t.clock.now().getTime()).toBe(60 * 60 * 1000);
    expect(row!.mobiles).toEqual(mobiles);

    const before = await t.rows('article_temp_links');
    for (const [list, message] of [
      [[], '请至少填写一个手机号码'],
      [
        Array.from({ length: 11 }, (_, i) => `138001380${String(i).padStart(2, '0')}`),
        '最多填写10个手机号码',
      ],
      [['13800138000', '13800138000'], '手机号码不能重复'],
      [['12345'], '请输入正确的手机号码'],
    ] as const) {
      const refused = await t.call('articleTempLink', { id, mobiles: list }, { token: gold });
      expect(refused.body).toMatchObject({ code: codes.invalidRequest, msg: message });
    }
    expect(await t.rows('article_temp_links')).toBe(before);
  });
});

describe('paid-exclusive features', () => {
  it('charges one unit a day the page of an article with video is opened, and pauses it when the balance cannot pay', async () => {
    const saved = await save(gold, {
      document: article('宣传片', {
        body: {
          type: 'doc',
          content: [{ type: 'video', attrs: { materialId: video, src: '/x' } }],
        },
      }),
    });
    const detail = saved.body.data;
    expect(detail.paidFeatures).toEqual(['video']);
    expect(detail.html).toContain(`poster="/api/h5/article/media/${detail.id}/${video}-cover"`);
    await act('articleSubmit', detail.id);
    await review(detail.id, true);
    const { companyId } = await t.user('demo_gold');
    const row = { id: BigInt(detail.id), companyId: companyId!, title: '宣传片' };
    const document = articleDocument.parse(detail.document);
    const entries = async () =>
      (
        await t.db
          .select()
          .from(billEntries)
          .where(
            and(
              eq(billEntries.companyId, companyId!),
              eq(billEntries.category, microPropagationCategory),
            ),
          )
      ).length;
    const before = await entries();
    const now = t.clock.now();
    expect(
      await t.db.transaction((tx) => payArticleDay(tx, row, document, compactDayOf(now), now)),
    ).toBe(true);
    expect(
      await t.db.transaction((tx) => payArticleDay(tx, row, document, compactDayOf(now), now)),
    ).toBe(true);
    expect(await entries()).toBe(before + 1);
    const [day] = await t.db
      .select()
      .from(articleDailyViews)
      .where(eq(articleDailyViews.articleId, row.id));
    expect(day!.chargedAt).not.toBeNull();

    // The next day, with nothing left to pay with: not charged, and the page is paused.
    t.clock.advance(24 * 60 * 60 * 1000);
    [gold, operator] = await t.loginDemo('gold', 'operator');
    await t.db
      .update(balances)
      .set({ quantity: 0 })
      .where(
        and(eq(balances.companyId, companyId!), eq(balances.category, microPropagationCategory)),
      );
    const later = t.clock.now();
    // Lots hold the balance too: empty them as the balance row says.
    await t.db
      .update(ledgerLots)
      .set({ remaining: 0 })
      .where(
        and(
          eq(ledgerLots.companyId, companyId!),
          eq(ledgerLots.category, microPropagationCategory),
        ),
      );
    expect(
      await t.db.transaction((tx) => payArticleDay(tx, row, document, compactDayOf(later), later)),
    ).toBe(false);
    expect(await entries()).toBe(before + 1);
    expect((await act('articleGet', detail.id)).body.data.publicState).toBe('paused');
  });
});
