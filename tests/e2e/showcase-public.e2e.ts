import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support/clock.ts';
import { expectNoSidewaysScroll } from './support/phone.ts';
import { apiAs, demo, expectNoAxeViolations, withoutScripts } from './support/session.ts';

// The public showcase pages as a visitor opens them, logged out: the demo company's published
// e-album turned on a phone by swipe, by keys and by its buttons, on a desktop as facing pages,
// and without scripts; its preview link, and after its hour on the service's clock moved ahead;
// the company home (the business card, its linked items and media, 分享 with the QR code)
// phone-first and desktop; unknown addresses.

type Album = { id: string; title: string; pageCount: number; publicUrl: string | null };
type Card = {
  name: string;
  publicUrl: string | null;
  live: boolean;
  links: { title: string; available: boolean }[];
};

/** The demo company's published album, as its list shows it. */
async function demoAlbum(request: APIRequestContext) {
  const customer = await apiAs(request, demo('gold'));
  const { list } = await customer.call<{ list: Album[] }>('book/list', {
    page: 1,
    pageSize: 50,
    status: 'published',
  });
  const album = list.find((a) => a.publicUrl !== null && a.pageCount >= 2);
  expect(album, 'the seed publishes a demo album of two pages or more').toBeTruthy();
  return { customer, album: album! };
}

/** The demo company's business card, public as its company home. */
async function demoCard(request: APIRequestContext) {
  const card = await (await apiAs(request, demo('gold'))).call<Card>('travel/card/get', {});
  expect(card.live, 'the seed publishes the demo card within its showcase period').toBe(true);
  return { ...card, path: new URL(card.publicUrl!, 'http://x').pathname };
}

const counter = (page: Page) => page.locator('[data-album-counter]');
const bookReady = (page: Page) =>
  expect(page.locator('[data-album-viewer]')).toHaveAttribute('data-turning', '');

/**
 * A finger's quick swipe across the book (Chromium's touch input, as a phone sends it). page-flip
 * counts a gesture as a swipe only if it ends within 250 ms of its start (by the page's clock): the
 * four events are sent at once, not each after the last one's answer, so that a loaded machine's
 * round trips between the test and the browser do not turn the swipe into a slow drag.
 */
async function swipe(page: Page, direction: 'left' | 'right') {
  const book = await page.locator('[data-album-book]').boundingBox();
  const y = book!.y + book!.height / 2;
  const from = book!.x + book!.width * (direction === 'left' ? 0.75 : 0.25);
  const to = from + (direction === 'left' ? -150 : 150);
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
    });
  await Promise.all([
    touch('touchStart', from),
    touch('touchMove', (from + to) / 2),
    touch('touchMove', to),
    touch('touchEnd', to),
  ]);
  await cdp.detach();
}

test('turns the published album on a phone by swipe, keys and buttons', async ({
  browser,
  request,
}) => {
  const { album } = await demoAlbum(request);
  const total = album.pageCount;
  const phone = await browser.newContext({
    viewport: { width: 375, height: 667 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await phone.newPage();
  await page.goto(album.publicUrl!);
  await expect(page.getByRole('heading', { name: album.title, level: 1 })).toBeVisible();
  await bookReady(page);
  await expect(counter(page)).toHaveText(`第 1 / ${total} 页`);
  await expect(counter(page)).toHaveAttribute('aria-live', 'polite');

  await swipe(page, 'left');
  await expect(counter(page)).toHaveText(`第 2 / ${total} 页`);
  await swipe(page, 'right');
  await expect(counter(page)).toHaveText(`第 1 / ${total} 页`);

  await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toHaveText(`第 2 / ${total} 页`);
  await page.keyboard.press('ArrowLeft');
  await expect(counter(page)).toHaveText(`第 1 / ${total} 页`);
  await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toHaveText(`第 2 / ${total} 页`);

  await page.getByRole('button', { name: '上一页' }).tap();
  await expect(counter(page)).toHaveText(`第 1 / ${total} 页`);
  await expect(page.getByRole('button', { name: '上一页' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.getByRole('button', { name: '下一页' }).tap();
  await expect(counter(page)).toHaveText(`第 2 / ${total} 页`);

  // What a screen reader reads: every page in a list, figure and caption.
  await expect(
    page.getByRole('list', { name: `${album.title}的页面` }).getByRole('listitem'),
  ).toHaveCount(total);
  await expectNoSidewaysScroll(page, 'album at 375 px');
  await expectNoAxeViolations(page, 'album at 375 px');
  await phone.close();
});

test('fits the album and its share panel on a 320 px phone', async ({ page, request }) => {
  const { album } = await demoAlbum(request);
  await page.setViewportSize({ width: 320, height: 568 });
  await page.goto(album.publicUrl!);
  await bookReady(page);
  await expectNoSidewaysScroll(page, 'album at 320 px');
  await page.getByText('分享', { exact: true }).click();
  await expect(page.getByRole('link', { name: 'QQ好友' })).toBeVisible();
  await page.getByRole('button', { name: '微信' }).click();
  await expect(page.getByRole('status')).toHaveText('该浏览器不支持');
  await expectNoSidewaysScroll(page, 'album share at 320 px');
  await expectNoAxeViolations(page, 'album share at 320 px');
});

test('keeps the album page still while its book is drawn', async ({ browser, request }) => {
  const { album } = await demoAlbum(request);
  // Lighthouse's phone, whose runs saw the book move what is below it.
  const phone = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    hasTouch: true,
    isMobile: true,
  });
  const page = await phone.newPage();
  await page.addInitScript(() => {
    const shifts = window as unknown as { layoutShift: number };
    shifts.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        shifts.layoutShift += (entry as PerformanceEntry & { value: number }).value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(album.publicUrl!);
  await bookReady(page);
  // page-flip draws the book on animation frames: once two more are drawn, it stands.
  const layoutShift = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve((window as unknown as { layoutShift: number }).layoutShift),
          ),
        ),
      ),
  );
  // Every shift counted, as Lighthouse counts them on this page (the "good" CLS bound).
  expect(layoutShift).toBeLessThanOrEqual(0.1);
  await phone.close();
});

test('shows two facing pages on a desktop', async ({ page, request }) => {
  const { album } = await demoAlbum(request);
  await page.goto(album.publicUrl!);
  await bookReady(page);
  await page.getByRole('button', { name: '下一页' }).click();
  // After the cover, which opens alone, two pages face each other (the last may be alone).
  const total = album.pageCount;
  await expect(counter(page)).toHaveText(total > 2 ? `第 2–3 / ${total} 页` : `第 2 / ${total} 页`);
  await expectNoAxeViolations(page, 'album on a desktop');
});

test('reads the album without scripts as a list of its pages', async ({ browser, request }) => {
  const { album } = await demoAlbum(request);
  await withoutScripts(browser, album.publicUrl!, async (page) => {
    await page.setViewportSize({ width: 320, height: 568 });
    const pages = page.getByRole('list', { name: `${album.title}的页面` }).getByRole('listitem');
    await expect(pages).toHaveCount(album.pageCount);
    await expect(pages.first().locator('img')).toBeVisible();
    await expect(pages.first()).toContainText('第 1 页');
    // Nothing to press without the book.
    await expect(page.getByRole('button', { name: '下一页' })).toBeHidden();
    await expectNoSidewaysScroll(page, 'album without scripts');
  });
});

test('opens the album preview link logged out, and finds it expired after its hour', async ({
  browser,
  request,
  serviceClock,
}) => {
  const { customer, album } = await demoAlbum(request);
  const { url } = await customer.call<{ url: string }>('book/getTempLink', { id: album.id });
  const visitor = await browser.newContext({ viewport: { width: 375, height: 667 } });
  const page = await visitor.newPage();
  await page.goto(url);
  await expect(page.getByRole('heading', { name: album.title, level: 1 })).toBeVisible();
  await expect(page.getByText('预览', { exact: true })).toBeVisible();
  await bookReady(page);
  await expectNoAxeViolations(page, 'album preview link');

  // book/getTempLink's link lasts an hour.
  await serviceClock.runAhead(61 * 60_000);
  const expired = await page.goto(url);
  expect(expired?.status()).toBe(410);
  await expect(page.getByRole('heading', { name: '预览链接已过期', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: album.title })).toBeHidden();
  await expectNoAxeViolations(page, 'expired album preview link');
  await visitor.close();
});

test('opens the company home logged out, phone and desktop, and shares it', async ({
  browser,
  request,
}) => {
  const card = await demoCard(request);
  const visitor = await browser.newContext({ viewport: { width: 375, height: 667 } });
  const page = await visitor.newPage();
  await page.goto(card.path);
  await expect(page.getByRole('heading', { name: card.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '展示内容' })).toBeVisible();
  for (const link of card.links.filter((l) => l.available)) {
    await expect(page.getByRole('link', { name: link.title })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: '媒体' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'company home at 375 px');
  await expectNoAxeViolations(page, 'company home at 375 px');

  await page.getByText('分享', { exact: true }).click();
  await expect(page.getByRole('img', { name: `${card.name}的二维码` })).toBeVisible();
  await expect(page.getByRole('textbox', { name: '链接' })).toHaveValue(
    new RegExp(`${card.path}$`),
  );
  await expectNoAxeViolations(page, 'company home share');

  await page.setViewportSize({ width: 320, height: 568 });
  await expectNoSidewaysScroll(page, 'company home at 320 px');

  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(card.path.replace('/user-home/', '/user-home/pc/'));
  await expect(page.getByRole('heading', { name: card.name, level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'company home on a desktop');
  await page.setViewportSize({ width: 320, height: 568 });
  await expectNoSidewaysScroll(page, 'desktop company home at 320 px');
  await visitor.close();
});

test('reads the company home without scripts', async ({ browser, request }) => {
  const card = await demoCard(request);
  await withoutScripts(browser, card.path, async (page) => {
    await page.setViewportSize({ width: 320, height: 568 });
    await expect(page.getByRole('heading', { name: card.name, level: 1 })).toBeVisible();
    await page.getByText('分享', { exact: true }).click();
    await expect(page.getByRole('textbox', { name: '链接' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'company home without scripts');
  });
});

test('unknown albums, preview links and company homes answer 404 with a Chinese page', async ({
  page,
}) => {
  for (const [path, message] of [
    ['/v2/ebook/9000000000000000001', '该画册不存在或已下架'],
    ['/v2/ebookTemp/AbCdEfGhIjKlMnOpQrStUvWx', '该画册不存在或已下架'],
    ['/v2/user-home/AbCdEfGhIjKlMnOpQrStUvWx', '该商务展示不存在或未发布'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: message, level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, path);
  }
});
