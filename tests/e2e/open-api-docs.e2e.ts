import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { expectNoSidewaysScroll } from './support/phone.ts';
import { settled } from './support/waits.ts';

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 375, height: 812 },
]) {
  test(`the developer API reference reads at ${viewport.width} px`, async ({ page }) => {
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
    await expect(page.getByText('用已通过的模板向号码或通讯录分组发送').first()).toBeAttached();

    await expectNoSidewaysScroll(page, `reference at ${viewport.width} px`);
    await settled(page);
    // rapidoc's side navigation nests one unnamed <nav> in another inside its shadow root, where
    // the page cannot name them; every other rule applies.
    const { violations } = await new AxeBuilder({ page })
      .disableRules(['landmark-unique'])
      .analyze();
    expect(violations, `reference at ${viewport.width} px`).toEqual([]);
    expect(failures).toEqual([]);
  });
}
