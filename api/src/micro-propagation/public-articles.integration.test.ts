import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleDocumentInput } from '../contract/article-document.ts';
import { codes } from '../contract/codes.ts';
import { endpointUrl, endpoints, type EndpointName } from '../contract/endpoints.ts';
import type { Envelope } from '../contract/envelope.ts';
import { compactDayOf } from '../lib/calendar.ts';
import { articleDailyViews, articleVisitors } from '../db/schema.ts';
import { recordPageView } from './public-articles.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

let t: TestApp;
let gold: string;
let operator: string;
beforeAll(async () => {
  t = await buildTestApp();
  [gold, operator] = await t.loginDemo('gold', 'operator');
});
afterAll(() => t.close());

const notice: ArticleDocumentInput = {
  title: '社区疫苗接种通知',
  summary: '本周六上午在社区服务中心接种',
  body: {
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text: '周六上午九点至十二点。' }] }],
  },
};

async function publishedArticle() {
  const { id } = (
    await t.call<{ id: string }>('articleSave', { document: notice }, { token: gold })
  ).body.data;
  await t.call('articleSubmit', { id }, { token: gold });
  expect(
    (await t.call('manageReviewArticle', { id, approve: true }, { token: operator })).body.code,
  ).toBe(0);
  return id;
}

let ip = 0;
/** A public call from a browser of its own (`cookie`) and an address of its own. */
async function publicCall<T = unknown>(name: EndpointName, body: unknown, cookie?: string) {
  ip += 1;
  const reply = await t.app.inject({
    method: 'POST',
    url: endpointUrl(endpoints[name]),
    headers: { 'content-type': 'application/json', ...(cookie && { cookie }) },
    payload: JSON.stringify(body),
    remoteAddress: `10.9.0.${ip}`,
  });
  return { status: reply.statusCode, headers: reply.headers, body: reply.json() as Envelope<T> };
}

const today = () => compactDayOf(t.clock.now());
const viewsOf = async (id: string) => {
  const [row] = await t.db
    .select()
    .from(articleDailyViews)
    .where(and(eq(articleDailyViews.articleId, BigInt(id)), eq(articleDailyViews.day, today())));
  return row ? { pv: row.pv, uv: row.uv, shares: row.shares } : { pv: 0, uv: 0, shares: 0 };
};

describe('/api/h5/report', () => {
  it('counts each anonymous visitor once a day, leaving the views to the page requests', async () => {
    const id = await publishedArticle();
    const first = await publicCall('publicArticleReport', { id });
    expect(first.body.code).toBe(0);
    const cookie = String(first.headers['set-cookie']).split(';')[0]!;
    expect(cookie).toMatch(/^p5g_visitor=[\w-]{22}$/);
    expect(String(first.headers['set-cookie'])).toContain('HttpOnly');
    await publicCall('publicArticleReport', { id, event: 'view' }, cookie);
    expect(await viewsOf(id)).toEqual({ pv: 0, uv: 1, shares: 0 });
    // Another browser is another visitor.
    await publicCall('publicArticleReport', { id });
    expect(await viewsOf(id)).toEqual({ pv: 0, uv: 2, shares: 0 });
    // The next day the same browser counts again.
    t.clock.advance(24 * 60 * 60 * 1000);
    await publicCall('publicArticleReport', { id }, cookie);
    expect(await viewsOf(id)).toEqual({ pv: 0, uv: 1, shares: 0 });
    // The sessions idled out meanwhile.
    [gold, operator] = await t.loginDemo('gold', 'operator');
  });

  it('keeps only a keyed hash of the visitor id, nothing of the person', async () => {
    const id = await publishedArticle();
    const reply = await publicCall('publicArticleReport', { id });
    const visitorId = String(reply.headers['set-cookie']).split(';')[0]!.split('=')[1]!;
    const stored = await t.db
      .select()
      .from(articleVisitors)
      .where(eq(articleVisitors.articleId, BigInt(id)));
    expect(stored).toHaveLength(1);
    const [{ day, visitorHash }] = stored as [(typeof stored)[number]];
    expect(day).toBe(today());
    expect(visitorHash).toMatch(/^[\w-]{43}$/);
    expect(visitorHash).not.toContain(visitorId);
    expect(visitorHash).not.toMatch(/10\.9\.0\./);
  });

  it('counts a share apart from the views', async () => {
    const id = await publishedArticle();
    await publicCall('publicArticleReport', { id, event: 'share' });
    expect(await viewsOf(id)).toEqual({ pv: 0, uv: 0, shares: 1 });
  });

  it('feeds the article list, with the views its page requests count', async () => {
    const id = await publishedArticle();
    for (let i = 0; i < 2; i += 1) {
      await recordPageView(t.db, id, t.clock.now());
      await publicCall('publicArticleReport', { id });
    }
    const list = await t.call<{
      list: { id: string; viewsToday: number; visitorsToday: number }[];
    }>('articleList', { page: 1, pageSize: 50 }, { token: gold });
    expect(list.body.data.list.find((a) => a.id === id)).toMatchObject({
      viewsToday: 2,
      visitorsToday: 2,
    });
  });

  it('refuses an article that is not public, and bad input', async () => {
    const draft = (
      await t.call<{ id: string }>('articleSave', { document: notice }, { token: gold })
    ).body.data.id;
    // Refused as every call is: HTTP 200 with the envelope's code.
    const unknown = await publicCall('publicArticleReport', { id: '9000000000000000001' });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toMatchObject({ code: codes.notFound, msg: '内容不存在或已下线' });
    expect((await publicCall('publicArticleReport', { id: draft })).body.code).toBe(codes.notFound);
    expect(await viewsOf(draft)).toEqual({ pv: 0, uv: 0, shares: 0 });
    expect((await publicCall('publicArticleReport', { id: 'abc' })).body.code).not.toBe(0);
    expect(
      (await publicCall('publicArticleReport', { id: draft, event: 'like' })).body.code,
    ).not.toBe(0);
  });
});

describe('the public reads', () => {
  it('gives the public link and the share data of a public article, and 404 otherwise', async () => {
    const id = await publishedArticle();
    const link = await publicCall<{ url: string; share: Record<string, string> }>(
      'publicArticleLink',
      { id },
    );
    expect(link.body.code).toBe(0);
    expect(link.body.data.url).toMatch(new RegExp(`^http://[^/]+/v2/articleContent/${id}$`));
    expect(link.body.data.share).toMatchObject({
      title: '社区疫苗接种通知',
      desc: '本周六上午在社区服务中心接种',
      url: link.body.data.url,
    });
    expect((await publicCall('publicArticleLink', { id: '9000000000000000001' })).body.code).toBe(
      codes.notFound,
    );
  });

  it('gives article/getOne with its state, and the not-found state for a withdrawn one', async () => {
    const id = await publishedArticle();
    const open = await publicCall<{ state: string; html: string }>('publicArticle', { id });
    expect(open.body.data).toMatchObject({ state: 'open', html: '<p>周六上午九点至十二点。</p>' });
    await t.call('articleInvalidate', { id }, { token: gold });
    const gone = await publicCall<{ state: string; html: string; message: string }>(
      'publicArticle',
      { id },
    );
    expect(gone.body.data).toMatchObject({
      state: 'notFound',
      html: '',
      message: '内容不存在或已下线',
    });
  });
});
