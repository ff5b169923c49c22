import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSidewaysScroll } from './support/phone.ts';
import {
  apiAs,
  codeSentTo,
  demo,
  expectNoAxeViolations,
  withoutScripts,
} from './support/session.ts';

// The public pages of a micro-propagation article, as a citizen opens them on a phone: the
// published demo article at 320 and 375 px and without scripts, its map, a temporary share link
// for two numbers opened by one of them and by a stranger, and the view count moving.

type Listed = { id: string; title: string; publicUrl: string | null; viewsToday: number };

/** The demo company's published article, as its list shows it. */
async function demoArticle(request: APIRequestContext) {
  const customer = await apiAs(request, demo('gold'));
  const { list } = await customer.call<{ list: Listed[] }>('article/list', {
    page: 1,
    pageSize: 50,
  });
  const article = list.find((a) => a.publicUrl !== null);
  expect(article, 'the seed publishes a demo article').toBeTruthy();
  return { customer, article: article! };
}

const viewsToday = async (request: APIRequestContext, id: string) => {
  const { list } = await (
    await apiAs(request, demo('gold'))
  ).call<{ list: Listed[] }>('article/list', { page: 1, pageSize: 50 });
  return list.find((a) => a.id === id)?.viewsToday ?? -1;
};

const articleHeading = (page: Page, title: string) =>
  page.getByRole('heading', { name: title, level: 1 });

for (const width of [320, 375]) {
  test(`reads the published article on a ${width} px phone and shares it`, async ({
    page,
    request,
  }) => {
    const { article } = await demoArticle(request);
    await page.setViewportSize({ width, height: 667 });
    await page.goto(article.publicUrl!);
    await expect(articleHeading(page, article.title)).toBeVisible();
    await expect(page.getByRole('heading', { name: '相关资讯' })).toBeVisible();
    // articleContent pages have the grey background (spec §2).
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
    expect(background).not.toBe('rgb(255, 255, 255)');
    // Images wait until they come near the screen, with their size given.
    for (const image of await page.locator('article img').all()) {
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('width', /^\d+$/);
      await expect(image).toHaveAttribute('height', /^\d+$/);
    }
    await expectNoSidewaysScroll(page, `article at ${width} px`);
    await expectNoAxeViolations(page, `article at ${width} px`);

    await page.getByText('分享', { exact: true }).click();
    await expect(page.getByRole('link', { name: 'QQ好友' })).toBeVisible();
    await expect(page.getByRole('link', { name: '微博' })).toHaveAttribute(
      'href',
      /^https:\/\/service\.weibo\.com\/share\/share\.php\?url=http/,
    );
    // Outside WeChat, 微信 says so (spec §8).
    await page.getByRole('button', { name: '微信' }).click();
    await expect(page.getByRole('status')).toHaveText('该浏览器不支持');
    await expectNoAxeViolations(page, `share panel at ${width} px`);
  });
}

test('reads the article and its map without scripts', async ({ browser, request }) => {
  const { article } = await demoArticle(request);
  await withoutScripts(browser, article.publicUrl!, async (page) => {
    await page.setViewportSize({ width: 320, height: 568 });
    await expect(articleHeading(page, article.title)).toBeVisible();
    await expect(page.locator('article p').first()).toBeVisible();
    await expectNoSidewaysScroll(page, 'article without scripts');
    await page.getByText('分享', { exact: true }).click();
    await expect(page.getByRole('textbox', { name: '链接' })).toHaveValue(/articleContent/);
    await page.locator('a[href*="/map/"]').click();
    await expect(page).toHaveURL(/\/map\/1$/);
    await expect(page.getByRole('link', { name: '高德地图' })).toHaveAttribute(
      'href',
      /^https:\/\/uri\.amap\.com\/marker\?/,
    );
    await page.getByRole('link', { name: '返回文章' }).click();
    await expect(articleHeading(page, article.title)).toBeVisible();
  });
});

test('opens the map of the article: 导航 offers the map apps, 返回 goes back', async ({
  page,
  request,
}) => {
  const { article } = await demoArticle(request);
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto(article.publicUrl!);
  await page.locator('a[href*="/map/"]').click();
  await expect(page).toHaveURL(/\/map\/1$/);
  await expect(page.getByRole('img', { name: /^地图：/ })).toBeVisible();
  await expectNoAxeViolations(page, 'map');
  await page.getByRole('button', { name: '导航' }).click();
  const sheet = page.getByRole('dialog', { name: '选择地图' });
  await expect(sheet.getByRole('link', { name: '腾讯地图' })).toBeVisible();
  await expectNoAxeViolations(page, 'map apps');
  await sheet.getByRole('button', { name: '取消' }).click();
  await expect(sheet).toBeHidden();
  await page.getByRole('button', { name: '返回' }).click();
  await expect(articleHeading(page, article.title)).toBeVisible();
});

test('opens the previews of the article, and the old preview address', async ({
  page,
  request,
}) => {
  const { article } = await demoArticle(request);
  for (const path of [`/v2/articlePreview/${article.id}`, `/v2/micPreview/${article.id}`]) {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto(path);
    await expect(articleHeading(page, article.title)).toBeVisible();
    await expectNoAxeViolations(page, path);
  }
  await page.goto(`/v2/articlePreview/${article.id}/${encodeURIComponent(article.title)}`);
  await expect(page).toHaveURL(new RegExp(`/v2/articlePreview/${article.id}$`));
  await expect(articleHeading(page, article.title)).toBeVisible();
});

test('an unknown article answers 404 with a Chinese page', async ({ page }) => {
  const response = await page.goto('/v2/articleContent/9000000000000000001');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '内容不存在或已下线' })).toBeVisible();
  await expectNoAxeViolations(page, 'unknown article');
});

test('a temporary link opens for a whitelisted number proved by SMS, not for a stranger', async ({
  browser,
  request,
}) => {
  const { customer, article } = await demoArticle(request);
  const suffix = String(Date.now()).slice(-8);
  const [first, second, stranger] = [`135${suffix}`, `136${suffix}`, `137${suffix}`];
  const { url } = await customer.call<{ url: string }>('article/getTempLink', {
    id: article.id,
    mobiles: [first, second],
  });

  const citizen = await browser.newContext({ viewport: { width: 375, height: 667 } });
  const page = await citizen.newPage();
  await page.goto(url);
  await expect(page.getByRole('heading', { name: '分享预览' })).toBeVisible();
  await expectNoAxeViolations(page, 'temporary link gate');
  await page.getByRole('textbox', { name: '手机号码' }).fill(first);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('status')).toHaveText('验证码已发送');
  const code = await codeSentTo(request, first, '分享');
  expect(code).toMatch(/^\d{6}$/);
  await page.getByRole('textbox', { name: '短信验证码' }).fill(code);
  await page.getByRole('button', { name: '查看' }).click();
  await expect(articleHeading(page, article.title)).toBeVisible();
  await expectNoAxeViolations(page, 'temporary link article');
  await page.locator('a[href*="/_map/"]').click();
  await expect(page.getByRole('img', { name: /^地图：/ })).toBeVisible();
  await citizen.close();

  const other = await browser.newContext({ viewport: { width: 375, height: 667 } });
  const strangerPage = await other.newPage();
  await strangerPage.goto(url);
  await strangerPage.getByRole('textbox', { name: '手机号码' }).fill(stranger);
  await strangerPage.getByRole('button', { name: '获取验证码' }).click();
  await expect(strangerPage.getByRole('heading', { name: '该号码无权查看此内容' })).toBeVisible();
  await expectNoAxeViolations(strangerPage, 'temporary link refused');
  // Without proving a number, the article stays behind the gate.
  await strangerPage.goto(url);
  await expect(strangerPage.getByRole('heading', { name: article.title })).toHaveCount(0);
  await other.close();
});

test('a view of the public page is counted in the article list', async ({ page, request }) => {
  const { article } = await demoArticle(request);
  const before = await viewsToday(request, article.id);
  await page.goto(article.publicUrl!);
  await expect(articleHeading(page, article.title)).toBeVisible();
  await expect.poll(() => viewsToday(request, article.id)).toBeGreaterThan(before);
});

test('a reader without scripts is counted too', async ({ browser, request }) => {
  const { article } = await demoArticle(request);
  const before = await viewsToday(request, article.id);
  await withoutScripts(browser, article.publicUrl!, async (page) => {
    await expect(articleHeading(page, article.title)).toBeVisible();
  });
  await expect.poll(() => viewsToday(request, article.id)).toBeGreaterThan(before);
});
