import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { tabTo } from './support/keyboard.ts';
import { expectNoSidewaysScroll, expectWithinWidth } from './support/phone.ts';
import { settled } from './support/waits.ts';

const sendSummary = '用已通过的模板向号码或通讯录分组发送';

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 375, height: 812 },
  { width: 320, height: 640 },
]) {
  test(`the developer API reference reads at ${viewport.width} px, by the keyboard alone`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const failures: string[] = [];
    page.on('requestfailed', (request) => failures.push(request.url()));
    page.on('console', (message) => {
      if (message.type() === 'error') failures.push(message.text());
    });

    await page.goto('/api/open/docs');
    await expect(page).toHaveTitle('开放接口文档 - 5G智能平台');
    await expect(
      page.getByRole('heading', { level: 1, name: '5G智能平台 开放接口文档' }),
    ).toBeVisible();
    // rapidoc renders the quick start and every operation of the document.
    await expect(page.getByRole('heading', { name: '快速开始' })).toBeVisible();
    await expect(page.getByText('X-P5G-Signature').first()).toBeVisible();
    await expect(page.getByText(sendSummary).first()).toBeAttached();
    await expectWithinWidth(page, page.getByText('仅限授权使用'));

    await expectNoSidewaysScroll(page, `reference at ${viewport.width} px`);
    await settled(page);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations, `reference at ${viewport.width} px`).toEqual([]);

    const navigation = page.getByRole('navigation', { name: '接口目录' });
    if (viewport.width >= 1024) {
      // The side navigation takes the reader to an operation.
      await tabTo(page, navigation.locator('[tabindex="0"]', { hasText: sendSummary }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: sendSummary })).toBeInViewport();
    } else {
      await expect(navigation).toBeHidden();
    }
    // The content takes the focus, shows it, and scrolls by the keys.
    const content = page.getByRole('main');
    await tabTo(page, content);
    await expect(content).toHaveCSS('outline-style', 'solid');
    const scrolled = () => content.evaluate((main) => main.scrollTop);
    const before = await scrolled();
    await page.keyboard.press('PageDown');
    await expect.poll(scrolled).toBeGreaterThan(before);
    expect(failures).toEqual([]);
  });
}
