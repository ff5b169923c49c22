import { expect, test } from '@playwright/test';
import { fresh, pngFile } from './support/data.ts';
import { freshTrialAccount } from './support/fresh-trial.ts';
import { tabTo } from './support/keyboard.ts';
import { expectNoSidewaysScroll } from './support/phone.ts';
import { expectNoAxeViolations, signIn } from './support/session.ts';
import { overlayClosed } from './support/waits.ts';

// Showcases in the console: a trial company (no e-album balance) builds an album from two images
// of its library, puts them in order by keyboard alone, and is refused on 发布 with the service's
// message; the pages hold at a phone's width and pass axe.

test('an album built and ordered by keyboard; publishing without an e-album balance is refused', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const company = await freshTrialAccount(request);
  await signIn(page, company);
  await expect(page).toHaveURL(/\/v2\/pg\/tpl_management$/);

  await test.step('two images in the material library', async () => {
    await page.goto('/v2/pe/material_library');
    for (const name of ['展厅.png', '产品.png']) {
      await page.locator('input[type=file]').first().setInputFiles(pngFile(name));
      await expect(
        page.getByText(`${name.replace('.png', '')} 已上传，等待运营商审核`),
      ).toBeVisible();
    }
  });

  await page.goto('/v2/travel/travel_card/album-painting');
  await expect(page.getByRole('heading', { level: 1, name: '电子画册' })).toBeVisible();
  await expect(page.getByText('您还没有电子画册')).toBeVisible();
  await expectNoAxeViolations(page, '电子画册（空）');

  const title = fresh('企业画册');
  await test.step('the editor: the title creates the album, two pages from the library', async () => {
    await page.getByRole('button', { name: '新建画册' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: '编辑电子画册' })).toBeVisible();
    await page.getByRole('textbox', { name: '画册标题' }).fill(title);
    await expect(page).toHaveURL(/\/album-painting\/editor\?id=\d+$/);
    await expect(page.getByRole('status').filter({ hasText: '已保存' })).toBeVisible();
    for (const name of ['展厅', '产品']) {
      await page.getByRole('button', { name: '添加图片' }).click();
      const dialog = page.getByRole('dialog', { name: '选择图片' });
      await dialog.getByRole('row', { name: new RegExp(name) }).click();
      await dialog.getByRole('button', { name: '确定' }).click();
      await overlayClosed(dialog);
    }
    const pages = page.getByRole('grid', { name: '画册页面' }).getByRole('row');
    await expect(pages).toHaveCount(2);
    await expect(page.getByRole('status').filter({ hasText: '已保存' })).toBeVisible();
  });

  await test.step('the first page moved after the second by keyboard alone', async () => {
    const later = page.getByRole('button', { name: '后移“第1页”' });
    await tabTo(page, later);
    await page.keyboard.press('Enter');
    await expect(page.getByText('“第1页”已移到第2位，共2项')).toBeAttached();
    await expect(page.getByRole('button', { name: /^前移“第2页/ })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: '已保存' })).toBeVisible();
    await expectNoAxeViolations(page, '编辑电子画册');
  });

  await test.step('发布 without an e-album balance: the service refuses, nothing is published', async () => {
    await page.getByRole('button', { name: '发布', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: `发布“${title}”？` });
    await expect(confirm).toContainText('首次发布将扣减一个电子画册余额');
    await confirm.getByRole('button', { name: '发布' }).click();
    await expect(page.getByText('电子画册余额不足，请先订购')).toBeVisible();
  });

  await test.step('the list at a phone width', async () => {
    await page.goto('/v2/travel/travel_card/album-painting');
    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card).toContainText('草稿');
    await expect(card).toContainText('2页');
    await page.setViewportSize({ width: 375, height: 667 });
    await expectNoSidewaysScroll(page, '电子画册');
    await expectNoAxeViolations(page, '电子画册');
  });
});
