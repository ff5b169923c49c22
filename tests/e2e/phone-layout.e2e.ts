import { expect, test, type Page } from '@playwright/test';
import { demo, signInToConsole } from './support/session.ts';
import { settled } from './support/waits.ts';

// What a phone user reads and reaches at 375 px: the floating 客服 button leaves the page's
// content clear, and the send tables show the columns a record is checked for.
test.use({ viewport: { width: 375, height: 667 } });

type Box = { x: number; y: number; width: number; height: number };

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The gold company's sent task, as its record page shows it. */
async function openSentTask(page: Page) {
  await signInToConsole(page, demo('gold'));
  await page.goto('/v2/pe/send_record');
  await page.getByRole('grid', { name: '发送记录' }).getByRole('link').first().click();
  await expect(page.getByRole('grid', { name: '接收号码' }).getByRole('row')).not.toHaveCount(0);
  await settled(page);
}

/** The boxes of what `selector` matches (panels, text and controls), outside floating layers. */
async function contentBoxes(page: Page, selector: string) {
  return page.evaluate((selector) => {
    const floating = (element: Element) => {
      for (let layer: Element | null = element; layer; layer = layer.parentElement)
        if (getComputedStyle(layer).position === 'fixed') return true;
      return false;
    };
    return [...document.querySelectorAll(selector)]
      .filter((element) => !floating(element))
      .map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        const name = element.textContent?.trim().slice(0, 20) || element.tagName;
        return { x, y, width, height, name };
      })
      .filter((box) => box.width > 0 && box.height > 0);
  }, selector);
}

/** Scrolled to the end, on a phone and a desktop, the 客服 button covers nothing `selector` matches. */
async function expectClearOfServiceButton(page: Page, selector: string) {
  const toggle = page.getByRole('complementary', { name: '平台客服' }).getByRole('button');
  for (const viewport of [
    { width: 375, height: 667 },
    { width: 1366, height: 768 },
  ]) {
    await page.setViewportSize(viewport);
    await settled(page);
    // At the end once the page has its final height (an article may still be laid out after the
    // resize): scrolled again until the window's bottom is the document's.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const { scrollHeight } = document.documentElement;
          window.scrollTo(0, scrollHeight);
          return Math.ceil(window.scrollY + window.innerHeight) >= scrollHeight;
        }),
      )
      .toBe(true);
    await settled(page);
    const button = (await toggle.boundingBox())!;
    const covered = (await contentBoxes(page, selector)).filter((content) =>
      intersects(button, content),
    );
    expect(
      covered.map((content) => content.name),
      `${viewport.width} px`,
    ).toEqual([]);
  }
}

test('scrolled to the end of a long page, the 客服 button covers none of its content, on a phone and a desktop', async ({
  page,
}) => {
  await openSentTask(page);
  await expectClearOfServiceButton(page, 'main *');
});

test('the help centre ends with room for the 客服 button too: its article, menu and index stay clear', async ({
  page,
}) => {
  await page.goto('/v2/help_center');
  await expect(page.getByRole('article')).toBeVisible();
  await expectClearOfServiceButton(page, 'main *, nav *');
});

/** The visible column headers of a table whose whole box lies within the screen's width. */
async function headersInView(page: Page, table: string) {
  const grid = page.getByRole('grid', { name: table });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  const width = page.viewportSize()!.width;
  const shown: string[] = [];
  for (const header of await grid.getByRole('columnheader').all()) {
    const box = await header.boundingBox();
    if (box && box.width > 0 && box.x >= 0 && box.x + box.width <= width)
      shown.push((await header.textContent())!.trim());
  }
  return shown;
}

test('on a phone the send tables show a record’s status and failure without scrolling sideways', async ({
  page,
}) => {
  await openSentTask(page);
  expect(await headersInView(page, '接收号码')).toEqual(
    expect.arrayContaining(['手机号码', '状态', '失败原因']),
  );
  await page.goto('/v2/pe/send_record');
  expect(await headersInView(page, '发送记录')).toEqual(
    expect.arrayContaining(['任务名称', '状态', '失败']),
  );
});
