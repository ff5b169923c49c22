import { expect, test, type Page } from '@playwright/test';
import { fresh, pngFile } from './support/data.ts';
import { freshTrialAccount } from './support/fresh-trial.ts';
import { tabTo } from './support/keyboard.ts';
import { expectNoSidewaysScroll } from './support/phone.ts';
import { expectNoAxeViolations, operatorPage, signInToConsole } from './support/session.ts';
import { overlayClosed } from './support/waits.ts';

// Micro-propagation in the console: a trial company writes an article (a heading and an image of
// its library put in by keyboard alone, a map point, a related link), previews it on the phone
// preview, submits it; the operator approves it on the management platform; the company's list
// shows it published with its link. The public pages themselves have journeys of their own.

/** An article's card in 我的微传播, by its title. */
const card = (page: Page, title: string) =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('an article with an image, a map point and a related link: previewed, submitted, approved, published', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const company = await freshTrialAccount(request);
  await signInToConsole(page, company);

  await test.step('an image in the material library', async () => {
    await page.goto('/v2/pe/material_library');
    await expect(page.getByText('暂无素材')).toBeVisible();
    await page.locator('input[type=file]').first().setInputFiles(pngFile('供热站.png'));
    await expect(page.getByText('供热站 已上传，等待运营商审核')).toBeVisible();
  });

  await page.goto('/v2/government/micro_propagation');
  await expect(page.getByRole('heading', { level: 1, name: '我的微传播' })).toBeVisible();
  await expect(page.getByText('您还没有微传播')).toBeVisible();
  await expectNoAxeViolations(page, '我的微传播（空）');

  const title = fresh('供暖通知');
  await test.step('the editor: the title first, which creates the draft', async () => {
    await page.getByRole('button', { name: '新建微传播' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: '编辑微传播' })).toBeVisible();
    await page.getByRole('textbox', { name: '标题' }).fill(title);
    await expect(page).toHaveURL(/\/v2\/government\/article_editor\?id=\d+$/);
    await expect(page.getByRole('status').filter({ hasText: '已保存' })).toBeVisible();
  });

  await test.step('the body by keyboard alone: a heading, a paragraph and an image', async () => {
    const body = page.getByRole('textbox', { name: '正文' });
    await tabTo(page, body);
    await page.keyboard.type('供暖安排');
    await page.keyboard.press('Alt+F10');
    await expect(page.getByRole('button', { name: '二级标题' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(body).toBeFocused();
    await expect(body.getByRole('heading', { level: 2, name: '供暖安排' })).toBeVisible();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('本市于11月15日起供暖，请居民检查暖气设施。');

    await page.keyboard.press('Alt+F10');
    await expect(page.getByRole('button', { name: '二级标题' })).toBeFocused();
    for (let presses = 0; presses < 7; presses += 1) await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('button', { name: '插入图片' })).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '选择图片' });
    const image = dialog.getByRole('row', { name: /供热站/ });
    await tabTo(page, image);
    await page.keyboard.press('Space');
    await tabTo(page, dialog.getByRole('button', { name: '确定' }));
    await page.keyboard.press('Enter');
    await overlayClosed(dialog);
    await expect(body.locator('img')).toHaveCount(1);
  });

  await test.step('a map point and a related link', async () => {
    await page.getByText('添加地图位置', { exact: true }).click();
    await expect(page.getByRole('switch', { name: '添加地图位置' })).toBeChecked();
    await page.getByRole('textbox', { name: '地点名称' }).fill('供热服务中心');
    await page.getByRole('textbox', { name: '详细地址' }).fill('朝阳区建国路1号');
    await page.getByRole('button', { name: '添加相关资讯' }).click();
    await page.getByRole('textbox', { name: '标题1' }).fill('供暖收费标准');
    await page.getByRole('textbox', { name: '链接1' }).fill('https://www.example.gov.cn/fee');
    await expect(page.getByRole('status').filter({ hasText: '已保存' })).toBeVisible();
    const phone = page.getByRole('article', { name: '手机预览' });
    await expect(phone.getByText('供暖收费标准')).toBeVisible();
    await expect(phone.locator('img')).not.toHaveCount(0);
    await expectNoAxeViolations(page, '编辑微传播');
  });

  await test.step('the phone preview page', async () => {
    const id = new URL(page.url()).searchParams.get('id')!;
    const preview = await page.context().newPage();
    await preview.setViewportSize({ width: 375, height: 667 });
    await preview.goto(`/v2/mpEidtPreiviewM?id=${id}`);
    const article = preview.getByRole('article', { name: '手机预览' });
    await expect(article.getByRole('heading', { name: title })).toBeVisible();
    await expect(article.getByRole('heading', { level: 2, name: '供暖安排' })).toBeVisible();
    await expect(article.getByText('供热服务中心')).toBeVisible();
    await expectNoSidewaysScroll(preview, '手机预览');
    await expectNoAxeViolations(preview, '手机预览');
    await preview.close();
  });

  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(page).toHaveURL(/\/v2\/government\/micro_propagation$/);
  await expect(card(page, title)).toContainText('审核中');
  await expectNoAxeViolations(page, '我的微传播');

  await test.step('the operator reads it as citizens will and approves it', async () => {
    const operator = await operatorPage(browser);
    await operator.goto('/v2/manage/articles');
    const row = operator.getByRole('row').filter({ hasText: title });
    await row.getByRole('button', { name: '审核' }).click();
    const dialog = operator.getByRole('dialog', { name: '审核微传播' });
    const article = dialog.getByRole('article', { name: '读者看到的内容' });
    await expect(article.getByRole('heading', { level: 2, name: '供暖安排' })).toBeVisible();
    await expect(article.getByText('供暖收费标准')).toBeVisible();
    await expectNoAxeViolations(operator, '微传播审核');
    await dialog.getByRole('button', { name: '审核通过' }).click();
    await overlayClosed(dialog);
    await operator.close();
  });

  await page.reload();
  const published = card(page, title);
  await expect(published).toContainText('审核通过');
  await expect(published).toContainText(/\/v2\/articleContent\/\d+/);
  await expectNoAxeViolations(page, '我的微传播（已发布）');
});
