import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormDocumentInput } from '../contract/micro-app-form.ts';
import type { PublicPageRenderers } from '../contract/public-pages.ts';
import { miniAppResponses, miniApps } from '../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { insertLiveForm } from '../../test/live-form.ts';

// The landing's own renderers, as the service loads them from its build.
const landingRenderers = '../../../landing/src/app/public-pages.tsx';
const assets = { scripts: ['/v2/landing-assets/formFill-test.js'], styles: [] };
const noFiles = { scripts: [], styles: [] };

let t: TestApp;
beforeAll(async () => {
  const renderers = (await import(landingRenderers)) as PublicPageRenderers;
  t = await buildTestApp({
    publicPages: {
      loadRenderers: async () => renderers,
      assets: { formFill: assets, article: noFiles, ebook: noFiles, userHome: noFiles },
    },
  });
});
afterAll(() => t.close());

const survey: FormDocumentInput = {
  title: '社区活动报名',
  questions: [
    { kind: 'text', id: 'name', title: '姓名', required: true, maxLength: 10 },
    { kind: 'text', id: 'phone', title: '手机号码', format: 'mobile', required: true },
    {
      kind: 'multiple',
      id: 'topics',
      title: '感兴趣的内容',
      options: [
        { id: 'health', label: '健康讲座' },
        { id: 'law', label: '法律咨询' },
      ],
    },
  ],
  settings: { thankYouMessage: '报名成功，活动前一天短信通知您' },
};

const liveForm = (document: FormDocumentInput = survey) => insertLiveForm(t, document);

const answersOf = async (miniAppId: bigint) =>
  (
    await t.db
      .select({ n: count() })
      .from(miniAppResponses)
      .where(eq(miniAppResponses.miniAppId, miniAppId))
  )[0]!.n;

const post = (code: string, fields: [string, string][]) =>
  t.app.inject({
    method: 'POST',
    url: `/f/${code}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

const keyOf = (html: string) => /name="submissionKey" value="([^"]+)"/.exec(html)![1]!;

describe('the fill-in page', () => {
  it('renders the whole form as HTML with its script, revalidated by an ETag', async () => {
    const { code } = await liveForm();
    const first = await t.app.inject({ method: 'GET', url: `/f/${code}` });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.body).toMatch(/^<!doctype html><html lang="zh-CN">/);
    expect(first.body).toContain('<h1');
    expect(first.body).toContain('社区活动报名');
    expect(first.body).toContain(`action="/f/${code}"`);
    expect(first.body).toContain('name="a.name"');
    expect(first.body).toContain(
      '<script type="module" src="/v2/landing-assets/formFill-test.js">',
    );

    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await t.app.inject({
      method: 'GET',
      url: `/f/${code}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('gets a new ETag when what it shows changes (the form withdrawn)', async () => {
    const { id, code } = await liveForm();
    const open = await t.app.inject({ method: 'GET', url: `/f/${code}` });
    await t.db.update(miniApps).set({ status: 0 }).where(eq(miniApps.id, id));
    const gone = await t.app.inject({
      method: 'GET',
      url: `/f/${code}`,
      headers: { 'if-none-match': open.headers.etag as string },
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers.etag).not.toBe(open.headers.etag);
    expect(gone.headers['cache-control']).toBe('public, no-cache');
    expect(gone.body).toContain('表单不存在或已下线');
    expect(gone.body).not.toContain('<script');
  });

  it('stores exactly one answer for a form posted twice without scripts, thanking both times', async () => {
    const { id, code } = await liveForm();
    const page = await t.app.inject({ method: 'GET', url: `/f/${code}` });
    const fields: [string, string][] = [
      ['version', '1'],
      ['submissionKey', keyOf(page.body)],
      ['a.name', '张三'],
      ['a.phone', '13800138000'],
      ['a.topics', 'health'],
      ['a.topics', 'law'],
      ['intent', 'submit'],
    ];
    const [first, second] = [await post(code, fields), await post(code, fields)];
    for (const reply of [first, second]) {
      expect(reply.statusCode).toBe(200);
      expect(reply.body).toContain('提交成功');
      expect(reply.body).toContain('报名成功，活动前一天短信通知您');
      expect(reply.body).not.toContain('<form');
    }
    expect(await answersOf(id)).toBe(1);
  });

  it('shows bad input again with each field message and the input kept, storing nothing', async () => {
    const { id, code } = await liveForm();
    const page = await t.app.inject({ method: 'GET', url: `/f/${code}` });
    const reply = await post(code, [
      ['version', '1'],
      ['submissionKey', keyOf(page.body)],
      ['a.name', ''],
      ['a.phone', '1380013'],
    ]);
    expect(reply.statusCode).toBe(400);
    expect(reply.body).toContain('有2项需要修改，请查看标出的问题');
    expect(reply.body).toContain('请填写此项');
    expect(reply.body).toContain('请输入正确的手机号码');
    expect(reply.body).toMatch(/name="a\.phone"[^>]*value="1380013"/);
    expect(reply.body).toMatch(
      /aria-invalid="true"[^>]*name="a\.phone"|name="a\.phone"[^>]*aria-invalid="true"/,
    );
    expect(await answersOf(id)).toBe(0);
  });

  it('asks a one-answer-per-number form for the number and its code, tied to their messages', async () => {
    const { id, code } = await liveForm({
      ...survey,
      settings: { ...survey.settings, onePerPhone: true },
    });
    const page = await t.app.inject({ method: 'GET', url: `/f/${code}` });
    expect(page.body).toMatch(/<label[^>]*for="form-fill-mobile"[^>]*>手机号码<\/label>/);
    expect(page.body).toMatch(/<button[^>]*value="sendCode"[^>]*>获取验证码<\/button>/);
    const reply = await post(code, [
      ['version', '1'],
      ['submissionKey', keyOf(page.body)],
      ['a.name', '张三'],
      ['a.phone', '13800138000'],
    ]);
    expect(reply.statusCode).toBe(400);
    expect(reply.body).toMatch(
      /id="form-fill-mobile"[^>]*aria-describedby="form-fill-mobile-error"/,
    );
    expect(reply.body).toContain('<p id="form-fill-mobile-error"');
    expect(reply.body).toContain('请输入手机号码并获取验证码');
    expect(await answersOf(id)).toBe(0);
  });

  it('answers an unknown code with the not-found page', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/f/nosuchform123' });
    expect(reply.statusCode).toBe(404);
    expect(reply.body).toContain('表单不存在或已下线');
  });
});
