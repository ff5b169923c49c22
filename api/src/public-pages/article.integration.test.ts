import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleDocumentInput } from '../contract/article-document.ts';
import type { PublicPageRenderers } from '../contract/public-pages.ts';
import { articleDailyViews, balances, billEntries, ledgerLots, outbox } from '../db/schema.ts';
import { compactDayOf } from '../lib/calendar.ts';
import { articleDayChargesJob } from '../micro-propagation/charges.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

// The landing's own renderers, as the service loads them from its build.
const landingRenderers = '../../../landing/src/app/public-pages.tsx';
const assets = { scripts: ['/v2/landing-assets/article-test.js'], styles: [] };
const noFiles = { scripts: [], styles: [] };

let t: TestApp;
/** The jobs the app woke. */
const woken: string[] = [];
let gold: string;
let operator: string;
beforeAll(async () => {
  const renderers = (await import(landingRenderers)) as PublicPageRenderers;
  t = await buildTestApp({
    publicPages: {
      loadRenderers: async () => renderers,
      assets: { formFill: noFiles, article: assets, ebook: noFiles, userHome: noFiles },
    },
    wakeJob: async (name) => void woken.push(name),
  });
  [gold, operator] = await t.loginDemo('gold', 'operator');
});
afterAll(() => t.close());

const notice: ArticleDocumentInput = {
  title: '社区疫苗接种通知',
  summary: '本周六上午在社区服务中心接种',
  body: {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: '接种时间' }] },
      { type: 'paragraph', content: [{ type: 'text', text: '周六上午九点至十二点。' }] },
    ],
  },
  mapPoint: { title: '社区服务中心', address: '北京市海淀区复兴路11号', lng: 116.32, lat: 39.907 },
  related: [{ title: '接种须知', url: 'https://www.example.cn/notice' }],
};

/** An article of the gold demo company, saved, submitted and passed: its id. */
async function publishedArticle(document: ArticleDocumentInput = notice) {
  const saved = await t.call<{ id: string }>('articleSave', { document }, { token: gold });
  expect(saved.body.code, saved.body.msg).toBe(0);
  const { id } = saved.body.data;
  expect((await t.call('articleSubmit', { id }, { token: gold })).body.code).toBe(0);
  const review = await t.call('manageReviewArticle', { id, approve: true }, { token: operator });
  expect(review.body.code, review.body.msg).toBe(0);
  return id;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the public article page', () => {
  it('renders the stored HTML on a grey page with its script, revalidated by an ETag', async () => {
    const id = await publishedArticle();
    const first = await get(`/v2/articleContent/${id}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.body).toMatch(/^<!doctype html><html lang="zh-CN">/);
    expect(first.body).toMatch(/<h1[^>]*>社区疫苗接种通知<\/h1>/);
    expect(first.body).toContain('<h2>接种时间</h2>');
    expect(first.body).toContain('<p>周六上午九点至十二点。</p>');
    expect(first.body).toMatch(/<body class="[^"]+">/);
    expect(first.body).toContain(`href="/v2/articleContent/${id}/map/1"`);
    expect(first.body).toContain('href="https://www.example.cn/notice"');
    expect(first.body).toContain('<script type="module" src="/v2/landing-assets/article-test.js">');
    expect(first.body).toContain('data-report-url="/api/h5/report"');

    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await get(`/v2/articleContent/${id}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('gets a new ETag when the article changes, and 404 once it is withdrawn', async () => {
    const id = await publishedArticle();
    const open = await get(`/v2/articleContent/${id}`);
    const etag = open.headers.etag as string;
    // A new version passes review: the page shows it.
    const edited = { ...notice, title: '疫苗接种时间调整' };
    expect((await t.call('articleSave', { id, document: edited }, { token: gold })).body.code).toBe(
      0,
    );
    await t.call('articleSubmit', { id }, { token: gold });
    await t.call('manageReviewArticle', { id, approve: true }, { token: operator });
    const changed = await get(`/v2/articleContent/${id}`, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('疫苗接种时间调整');
    expect(changed.headers.etag).not.toBe(etag);

    expect((await t.call('articleInvalidate', { id }, { token: gold })).body.code).toBe(0);
    const gone = await get(`/v2/articleContent/${id}`, {
      'if-none-match': changed.headers.etag as string,
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('内容不存在或已下线');
    expect(gone.body).not.toContain('<script');
  });

  it.each([
    ['an unknown id', '/v2/articleContent/9000000000000000001'],
    ['an id that is not a number', '/v2/articleContent/abc'],
    ['an id beyond 64 bits', '/v2/articleContent/99999999999999999999'],
    ['the map of an unknown id', '/v2/articleContent/9000000000000000001/map/1'],
  ])('answers %s with the 404 page in Chinese', async (_, url) => {
    const reply = await get(url);
    expect(reply.statusCode).toBe(404);
    expect(reply.body).toContain('内容不存在或已下线');
  });

  it('does not show a draft that never passed review', async () => {
    const saved = await t.call<{ id: string }>(
      'articleSave',
      { document: notice },
      { token: gold },
    );
    const reply = await get(`/v2/articleContent/${saved.body.data.id}`);
    expect(reply.statusCode).toBe(404);
    expect(reply.body).not.toContain('社区疫苗接种通知');
  });

  it('shows the map child with the point and the map apps as links', async () => {
    const id = await publishedArticle();
    const reply = await get(`/v2/articleContent/${id}/map/1`);
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('社区服务中心');
    expect(reply.body).toContain('北京市海淀区复兴路11号');
    expect(reply.body).toContain('href="https://uri.amap.com/marker?position=116.32%2C39.907');
    expect(reply.body).toContain(`data-article-path="/v2/articleContent/${id}"`);
    expect((await get(`/v2/articleContent/${id}/map/2`)).statusCode).toBe(404);
  });

  it('serves the previews and redirects their old addresses', async () => {
    const id = await publishedArticle();
    for (const url of [
      `/v2/articlePreview/${id}`,
      `/v2/articlePreview/${id}/h5`,
      `/v2/micPreview/${id}`,
    ]) {
      const reply = await get(url);
      expect(reply.statusCode, url).toBe(200);
      expect(reply.body).toContain('社区疫苗接种通知');
      // Previews are not counted as views, and have a white background.
      expect(reply.body).not.toContain('data-report-url');
      expect(reply.body).toMatch(/<body>/);
    }
    expect((await get(`/v2/articlePreview/${id}/map/1`)).statusCode).toBe(200);
    const old = await get(`/v2/articlePreview/${id}/%E7%96%AB%E8%8B%97`);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/v2/articlePreview/${id}`);
    const bare = await get('/v2/articlePreview');
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/v2/index');
  });
});

describe('the temporary share link', () => {
  // Each test its own numbers: a number gets one code a minute.
  let numbers = 0;
  const nextMobile = () => `135${String((numbers += 1)).padStart(8, '0')}`;

  /** A link for two fresh numbers: its path and the numbers. */
  async function tempLink() {
    const id = await publishedArticle();
    const [first, second] = [nextMobile(), nextMobile()];
    const link = await t.call<{ url: string }>(
      'articleTempLink',
      { id, mobiles: [first, second] },
      { token: gold },
    );
    expect(link.body.code, link.body.msg).toBe(0);
    return { url: link.body.data.url, first, second };
  }

  const post = (url: string, fields: Record<string, string>, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(cookie && { cookie }),
      },
      payload: new URLSearchParams(fields).toString(),
    });

  const codeSentTo = async (mobile: string) => {
    const [row] = await t.db
      .select({ body: outbox.body })
      .from(outbox)
      .where(eq(outbox.recipient, mobile))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    return /验证码 (\d{6})/.exec(row?.body ?? '')?.[1] ?? '';
  };

  it('asks for the number, sends its code, and shows the article once it is proved', async () => {
    const { url, first } = await tempLink();
    const gate = await get(url);
    expect(gate.statusCode).toBe(200);
    expect(gate.headers['cache-control']).toBe('no-store');
    expect(gate.body).toContain('分享预览');
    expect(gate.body).not.toContain('周六上午九点至十二点');

    const sent = await post(url, { mobile: first, intent: 'sendCode' });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain('验证码已发送');
    const code = await codeSentTo(first);
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await post(url, {
      mobile: first,
      smsCode: code === '000000' ? '111111' : '000000',
      intent: 'verify',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('验证码错误');

    const proved = await post(url, { mobile: first, smsCode: code, intent: 'verify' });
    expect(proved.statusCode).toBe(303);
    expect(proved.headers.location).toBe(url);
    const cookie = String(proved.headers['set-cookie']).split(';')[0]!;
    expect(String(proved.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax/);

    const article = await get(url, { cookie });
    expect(article.statusCode).toBe(200);
    expect(article.headers['cache-control']).toBe('private, no-store');
    expect(article.body).toContain('周六上午九点至十二点');
    const map = await get(url.replace('/article_temp?', '/article_temp/_map/1?'), { cookie });
    expect(map.statusCode).toBe(200);
    expect(map.body).toContain('社区服务中心');
  });

  it('refuses a number not on the list with a clear page, sending no code', async () => {
    const { url } = await tempLink();
    const stranger = nextMobile();
    const reply = await post(url, { mobile: stranger, intent: 'sendCode' });
    expect(reply.statusCode).toBe(403);
    expect(reply.body).toContain('该号码无权查看此内容');
    expect(await codeSentTo(stranger)).toBe('');
  });

  it('refuses a forged pass or one of another number', async () => {
    const { url, first, second } = await tempLink();
    const name = /article_temp_[0-9a-f]{16}/;
    await post(url, { mobile: first, intent: 'sendCode' });
    const proved = await post(url, {
      mobile: first,
      smsCode: await codeSentTo(first),
      intent: 'verify',
    });
    const [cookieName, value] = String(proved.headers['set-cookie']).split(';')[0]!.split('=');
    expect(cookieName).toMatch(name);
    const mac = decodeURIComponent(value!).split('.')[1];
    const swapped = await get(url, {
      cookie: `${cookieName}=${encodeURIComponent(`${second}.${mac}`)}`,
    });
    expect(swapped.statusCode).toBe(403);
    expect(swapped.body).toContain('该号码无权查看此内容');
    const forged = await get(url, {
      cookie: `${cookieName}=${encodeURIComponent(`${first}.forged`)}`,
    });
    expect(forged.statusCode).toBe(403);
  });

  it('checks the number and the code before anything else', async () => {
    const { url, first } = await tempLink();
    const badNumber = await post(url, { mobile: '12345', intent: 'sendCode' });
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.body).toContain('请输入正确的手机号码');
    const badCode = await post(url, { mobile: first, smsCode: 'abc', intent: 'verify' });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.body).toContain('请输入6位验证码');
  });
  // Last of these: it moves the clock an hour on.
  it('says the link has expired after an hour, and for an unknown key', async () => {
    const { url, first } = await tempLink();
    t.clock.advance(60 * 60 * 1000 + 1);
    const expired = await get(url);
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('分享链接已过期，请联系分享人重新获取');
    const unknown = await get('/v2/article_temp?key=nosuchkey');
    expect(unknown.statusCode).toBe(410);
    const sent = await post(url, { mobile: first, intent: 'sendCode' });
    expect(sent.statusCode).toBe(403);
    expect(sent.body).toContain('分享链接已过期');
  });
});

describe('the views and the day of paid features, counted from the page request', () => {
  const pvOf = async (id: string) => {
    const [row] = await t.db
      .select({ pv: articleDailyViews.pv })
      .from(articleDailyViews)
      .where(
        and(
          eq(articleDailyViews.articleId, BigInt(id)),
          eq(articleDailyViews.day, compactDayOf(t.clock.now())),
        ),
      );
    return row?.pv ?? 0;
  };
  /** The gold company's micro-propagation charges. */
  const charges = async () => {
    const { companyId } = await t.user('demo_gold');
    return (
      await t.db
        .select()
        .from(billEntries)
        .where(and(eq(billEntries.companyId, companyId!), eq(billEntries.category, 2)))
    ).length;
  };
  const paidArticle = () => publishedArticle({ ...notice, unlimitedVisits: true });

  it('counts a reader without scripts, a revalidation too, and charges the day once', async () => {
    const id = await paidArticle();
    const before = await charges();
    const first = await get(`/v2/articleContent/${id}`);
    expect(first.statusCode).toBe(200);
    const again = await get(`/v2/articleContent/${id}`, {
      'if-none-match': first.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
    await expect.poll(() => pvOf(id)).toBe(2);
    expect(woken).toContain(articleDayChargesJob);
    expect(await charges()).toBe(before);

    await t.app.jobs.run(articleDayChargesJob);
    expect(await charges()).toBe(before + 1);
    // The day is paid: later views wake nothing, and the job charges nothing more.
    woken.length = 0;
    await get(`/v2/articleContent/${id}`);
    await expect.poll(() => pvOf(id)).toBe(3);
    expect(woken).toEqual([]);
    await t.app.jobs.run(articleDayChargesJob);
    expect(await charges()).toBe(before + 1);
    // Previews and the map are not views.
    await get(`/v2/articlePreview/${id}`);
    await get(`/v2/articleContent/${id}/map/1`);
    expect(await pvOf(id)).toBe(3);
  });

  it('charges the day once when its first views come together', async () => {
    const id = await paidArticle();
    const before = await charges();
    await Promise.all([1, 2, 3].map(() => get(`/v2/articleContent/${id}`)));
    await expect.poll(() => pvOf(id)).toBe(3);
    await Promise.all([1, 2, 3].map(() => t.app.jobs.run(articleDayChargesJob)));
    expect(await charges()).toBe(before + 1);
  });
});

// Last: it empties the gold company's micro-propagation balance.
describe('an article with paid-exclusive features', () => {
  it('says exactly 此内容包含付费专享功能，现已暂停访问 when the company cannot pay', async () => {
    // The clock moved on an hour: new sessions.
    [gold, operator] = await t.loginDemo('gold', 'operator');
    const id = await publishedArticle({ ...notice, unlimitedVisits: true });
    const { companyId } = await t.user('demo_gold');
    await t.db
      .update(ledgerLots)
      .set({ remaining: 0 })
      .where(and(eq(ledgerLots.companyId, companyId!), eq(ledgerLots.category, 2)));
    await t.db
      .update(balances)
      .set({ quantity: 0 })
      .where(and(eq(balances.companyId, companyId!), eq(balances.category, 2)));
    const reply = await get(`/v2/articleContent/${id}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toMatch(/<h1[^>]*>此内容包含付费专享功能，现已暂停访问<\/h1>/);
    expect(reply.body).not.toContain('周六上午九点至十二点');
    expect(reply.body).not.toContain('<script');
  });
});
