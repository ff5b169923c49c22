import { and, eq } from 'drizzle-orm';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../../chromium.config.ts';
import type { PublicPageRenderers } from '../contract/public-pages.ts';
import { articles, articleVersions } from '../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

// The browser side of stored XSS: HTML that got past the sanitiser (stored here directly, as a
// sanitiser bug would store it) must still not run on the public page, because the server's CSP
// allows scripts from the site's own files only. The sanitiser's side is micro-propagation's.

const landingRenderers = '../../../landing/src/app/public-pages.tsx';
const noFiles = { scripts: [], styles: [] };

/** Each payload sets `window.__xss` (or opens an alert) if it ever runs. */
const payloads = [
  `<script>window.__xss = 'script'</script>`,
  `<img src="/nothing.png" onerror="window.__xss = 'onerror'">`,
  `<p onmouseover="window.__xss = 'handler'" id="hover">悬停</p>`,
  `<a id="js-link" href="javascript:window.__xss = 'javascript'">点击</a>`,
  `<script src="data:text/javascript,window.__xss = 'data-script'"></script>`,
  `<iframe src="data:text/html,<script>parent.__xss = 'data-frame'</script>"></iframe>`,
  `<svg><script>window.__xss = 'svg-script'</script></svg>`,
  `<svg onload="window.__xss = 'svg-onload'"><circle r="1"/></svg>`,
  `<object data="data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>"></object>`,
  `<img src=x onerror=alert('img')>`,
  `<p>正文仍然可读</p>`,
].join('');

let t: TestApp;
let browser: Browser;
let origin: string;
beforeAll(async () => {
  const renderers = (await import(landingRenderers)) as PublicPageRenderers;
  t = await buildTestApp({
    publicPages: {
      loadRenderers: async () => renderers,
      assets: { formFill: noFiles, article: noFiles, ebook: noFiles, userHome: noFiles },
    },
  });
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
});
afterAll(async () => {
  await browser?.close();
  await t.close();
});

it('runs none of the classic XSS payloads stored in an article', async () => {
  const [gold, operator] = await t.loginDemo('gold', 'operator');
  const document = {
    title: '跨站脚本测试',
    body: {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: '占位' }] }],
    },
  };
  const { id } = (await t.call<{ id: string }>('articleSave', { document }, { token: gold })).body
    .data;
  await t.call('articleSubmit', { id }, { token: gold });
  await t.call('manageReviewArticle', { id, approve: true }, { token: operator });
  await t.db
    .update(articleVersions)
    .set({ html: payloads })
    .where(and(eq(articleVersions.articleId, BigInt(id)), eq(articleVersions.version, 1)));
  const [row] = await t.db
    .select({ live: articles.liveVersion })
    .from(articles)
    .where(eq(articles.id, BigInt(id)));
  expect(row?.live).toBe(1);

  const page = await browser.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto(`${origin}/v2/articleContent/${id}`);
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
  await page.getByText('正文仍然可读').waitFor();
  await page.hover('#hover');
  await page.click('#js-link');
  // The browser reports what it refused: wait for the refusals, then look for any effect.
  await expect.poll(() => violations.length).toBeGreaterThan(3);
  expect(await page.evaluate(() => (globalThis as { __xss?: string }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await page.close();
});
