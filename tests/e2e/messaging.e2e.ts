import { expect, test, type Locator, type Page } from '@playwright/test';
import { fresh, pngFile } from './support/data.ts';
import { freshTrialAccount } from './support/fresh-trial.ts';
import { draftServiceAccount } from './support/messaging.ts';
import { tabTo } from './support/keyboard.ts';
import { apiAs, expectNoAxeViolations, operatorPage, signInToConsole } from './support/session.ts';
import { overlayClosed } from './support/waits.ts';

/**
 * Carrier answers come after 3 s through a job polling every 2 s, and one first submission in five
 * fails like a busy gateway and is retried with back-off; pages look again every 5 s.
 */
const carrierWait = 90_000;

async function choose(page: Page, field: Locator, option: string) {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A manager's new service account, filled in and sent to review through the form. */
async function createServiceAccount(page: Page, name: string) {
  await page.goto('/v2/serviceManage');
  await expect(page.getByText('您还没有服务号，创建后即可制作和发送5G消息')).toBeVisible();
  await expectNoAxeViolations(page, '服务号管理（空）');
  await page.getByRole('button', { name: '创建服务号' }).first().click();
  await expect(page).toHaveURL(/\/v2\/createService$/);
  await page.getByRole('textbox', { name: '服务号名称' }).fill(name);
  await page.getByRole('textbox', { name: '服务号名称' }).blur();
  await page.locator('input[type=file]').setInputFiles(pngFile('logo.png'));
  await expect(page.getByRole('img', { name: '服务号头像' })).toBeVisible();
  await page.getByRole('textbox', { name: '服务号简介' }).fill('市民服务通知');
  await choose(page, page.getByRole('button', { name: /所属行业$/ }), '政务');
  await page.getByRole('button', { name: /^所在省市/ }).click();
  await page.getByRole('searchbox', { name: '搜索省市' }).fill('东莞');
  await page.getByRole('option', { name: '广东省 / 东莞市' }).click();
  await page.getByRole('textbox', { name: '服务电话' }).fill('95588');
  await page.getByRole('textbox', { name: '联系邮箱' }).fill('service@example.com');
  await page.getByRole('textbox', { name: '办公地址' }).fill('东莞市南城区政务中心');
  await expectNoAxeViolations(page, '创建服务号');
  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(page).toHaveURL(/\/v2\/serviceManage$/);
  await expect(page.getByRole('region', { name })).toContainText('审核中');
}

/** The operator opens an item of a review queue and decides. */
async function decide(operator: Page, queuePath: string, name: string, reason?: string) {
  await operator.goto(queuePath);
  const row = operator.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: '审核' }).click();
  const dialog = operator.getByRole('dialog');
  if (reason) {
    await dialog.getByRole('button', { name: '驳回' }).click();
    await expect(dialog.getByText('请填写驳回原因')).toBeVisible();
    await dialog.getByRole('textbox', { name: '驳回原因' }).fill(reason);
    await dialog.getByRole('button', { name: '驳回' }).click();
    await expect(operator.getByText('已驳回')).toBeVisible();
  } else {
    await dialog.getByRole('button', { name: '审核通过' }).click();
    await overlayClosed(dialog);
  }
}

/** A card of my templates, by template name. */
const templateCard = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('a manager opens a service account, builds templates from materials and the library, and follows both reviews', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(360_000);
  const customer = await freshTrialAccount(request);
  // The default landing shows the template library.
  await signInToConsole(page, customer);
  await expect(
    page.getByRole('list', { name: '模板库' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expectNoAxeViolations(page, '模板库');
  const firstLibraryItem = page.getByRole('list', { name: '模板库' }).getByRole('listitem').first();
  await firstLibraryItem.getByRole('button', { name: '预览' }).click();
  await expect(page.getByRole('dialog').getByRole('group', { name: '5G消息预览' })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('group', { name: '回落短信预览' })).toContainText(
    '【服务号名称】',
  );
  await page.keyboard.press('Escape');

  const botName = fresh('端到端服务号');
  await test.step('service account: created, approved, registered by every carrier', async () => {
    await createServiceAccount(page, botName);
    const operator = await operatorPage(browser);
    await operator.goto('/v2/manage/chatbots');
    // How long it has waited since it was submitted.
    await expect(operator.getByRole('row').filter({ hasText: botName })).toContainText('0分钟');
    await expectNoAxeViolations(operator, '服务号审核');
    await decide(operator, '/v2/manage/chatbots', botName);
    await operator.close();
    const card = page.getByRole('region', { name: botName });
    await expect(card).toContainText('审核通过', { timeout: carrierWait });
    const registrations = card.getByRole('definition');
    await expect(card.getByText('已登记')).toHaveCount(3, { timeout: carrierWait });
    await expect(registrations.filter({ hasText: '登记中' })).toHaveCount(0);
    await expectNoAxeViolations(page, '服务号管理');
  });

  await test.step('materials: two images uploaded and reviewed', async () => {
    await page.goto('/v2/pe/material_library');
    await expect(page.getByText('暂无素材')).toBeVisible();
    for (const name of ['活动海报.png', '场馆照片.png']) {
      await page.locator('input[type=file]').first().setInputFiles(pngFile(name));
      await expect(
        page.getByText(`${name.replace('.png', '')} 已上传，等待运营商审核`),
      ).toBeVisible();
    }
    const grid = page.getByRole('grid', { name: '素材' });
    await expect(grid.getByRole('row')).toHaveCount(2);
    await grid.getByRole('row', { name: '活动海报' }).click();
    const detail = page.getByRole('complementary', { name: '素材详情' });
    await expect(detail).toContainText('未被使用');
    await expect(detail).toContainText('已通过', { timeout: carrierWait });
    await expectNoAxeViolations(page, '素材库');
  });

  const carouselName = fresh('活动通知');
  await test.step('a carousel template from the uploaded materials', async () => {
    await page.goto('/v2/pe/my_tpl');
    await expect(page.getByText('模板审核时间为全年 08:00-22:00')).toBeVisible();
    await expectNoAxeViolations(page, '我的模板（空）');
    await page.getByRole('button', { name: '新建模板' }).click();
    await expect(page).toHaveURL(/\/v2\/myTpl$/);
    await page.getByRole('textbox', { name: '模板名称' }).fill(`【${carouselName}】`);
    await expect(page.getByRole('textbox', { name: '模板名称' })).toHaveValue(carouselName);
    // React Aria draws the radio itself over a hidden input: press its label.
    await page.getByRole('radiogroup', { name: '模板类型' }).getByText('多卡片').click();
    await expect(page.getByRole('radio', { name: '多卡片' })).toBeChecked();
    const titles = ['主会场', '分会场'];
    const pictures = ['活动海报', '场馆照片'];
    for (const [index, title] of titles.entries()) {
      const card = page.getByRole('group', { name: `卡片${index + 1}`, exact: true });
      await card.getByRole('button', { name: '选择素材' }).click();
      const dialog = page.getByRole('dialog', { name: `为卡片${index + 1}选择素材` });
      await dialog.getByRole('row', { name: pictures[index] }).click();
      await dialog.getByRole('button', { name: '确定' }).click();
      await expect(card).toContainText(`卡片媒体：${pictures[index]}`);
      await card.getByRole('textbox', { name: '卡片标题' }).fill(title);
      await card.getByRole('textbox', { name: '卡片描述' }).fill(`{name}您好，欢迎前往${title}`);
    }
    await page.getByRole('button', { name: '添加快捷回复' }).click();
    await page.getByRole('textbox', { name: '快捷回复1文字' }).fill('我要报名');
    await page.getByRole('textbox', { name: '回落短信' }).fill('{name}您好，活动详情请见官网');
    await expect(page.getByRole('list', { name: '模板变量' })).toHaveText('{name}');
    const preview = page.getByRole('group', { name: '消息预览' });
    await expect(preview).toContainText('主会场');
    await expect(preview).toContainText(botName);
    await expectNoAxeViolations(page, '模板编辑');
    await page.getByRole('button', { name: '提交审核' }).click();
    await expect(page).toHaveURL(/\/v2\/pe\/my_tpl$/);
    await expect(templateCard(page, carouselName)).toContainText('平台审核中');
  });

  const libraryName = fresh('模板库示例');
  await test.step('a template from the library', async () => {
    await page.goto('/v2/pe/tpl_management');
    await choose(page, page.getByRole('button', { name: /类型$/ }), '文本');
    const first = page.getByRole('list', { name: '模板库' }).getByRole('listitem').first();
    await first.getByRole('button', { name: '使用模板' }).click();
    const dialog = page.getByRole('dialog', { name: '使用模板' });
    await choose(page, dialog.getByRole('button', { name: /服务号$/ }), botName);
    await dialog.getByRole('button', { name: '复制并编辑' }).click();
    await expect(page).toHaveURL(/\/v2\/myTpl\?id=\d+$/);
    await page.getByRole('textbox', { name: '模板名称' }).fill(libraryName);
    await page.getByRole('button', { name: '提交审核' }).click();
    await expect(page).toHaveURL(/\/v2\/pe\/my_tpl$/);
    await expect(templateCard(page, libraryName)).toContainText('平台审核中');
  });

  await test.step('the operator approves one and rejects the other', async () => {
    const operator = await operatorPage(browser);
    await operator.goto('/v2/manage/templates');
    await operator
      .getByRole('row')
      .filter({ hasText: carouselName })
      .getByRole('button', { name: '审核' })
      .click();
    await expect(operator.getByRole('group', { name: '5G消息预览' })).toContainText('分会场');
    // Every button and suggestion with what it does.
    await expect(operator.getByRole('grid', { name: '按钮与快捷回复' })).toContainText(
      '快捷回复1我要报名回复“我要报名”',
    );
    await expectNoAxeViolations(operator, '模板审核');
    await operator.keyboard.press('Escape');
    await decide(operator, '/v2/manage/templates', carouselName);
    await decide(operator, '/v2/manage/templates', libraryName, '内容与所选行业不符');
    await operator.close();
  });

  await test.step('the customer sees the reason, resubmits, and after approval the countdown', async () => {
    await page.reload();
    const rejected = templateCard(page, libraryName);
    await expect(rejected).toContainText('平台驳回');
    await expect(rejected).toContainText('内容与所选行业不符');
    const approved = templateCard(page, carouselName);
    await expect(approved).toContainText('审核通过', { timeout: carrierWait });
    await expect(approved).toContainText(/剩余(6|7)天/);
    await expectNoAxeViolations(page, '我的模板');

    await rejected.getByRole('button', { name: '重新提交' }).click();
    await expect(page).toHaveURL(/\/v2\/myTpl\?id=\d+$/);
    const resubmitted = `${libraryName}修改`;
    await page.getByRole('textbox', { name: '模板名称' }).fill(resubmitted);
    await page.getByRole('button', { name: '提交审核' }).click();
    await expect(templateCard(page, resubmitted)).toContainText('平台审核中');
    const operator = await operatorPage(browser);
    await decide(operator, '/v2/manage/templates', resubmitted);
    await operator.close();
    // Approved by the platform, the new draft goes on to the carriers, who approve it too.
    await expect(templateCard(page, resubmitted)).toContainText('审核通过', {
      timeout: carrierWait,
    });
    await expect(templateCard(page, resubmitted)).toContainText(/剩余(6|7)天/);
  });
});

test('the editor works by keyboard alone and offers unsaved work back after a reload', async ({
  page,
  request,
}) => {
  const customer = await freshTrialAccount(request);
  await draftServiceAccount(await apiAs(request, customer), fresh('键盘服务号'));
  await signInToConsole(page, customer);
  await page.goto('/v2/myTpl');
  await expect(page.getByRole('heading', { name: '新建模板' })).toBeVisible();
  await expectNoAxeViolations(page, '新建模板');

  const name = fresh('键盘模板');
  await tabTo(page, page.getByRole('textbox', { name: '模板名称' }));
  await page.keyboard.type(name);
  await tabTo(page, page.getByRole('radio', { name: '文本' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '单卡片' })).toBeChecked();
  await tabTo(page, page.getByRole('textbox', { name: '卡片标题' }));
  await page.keyboard.type('开学通知');
  await tabTo(page, page.getByRole('textbox', { name: '卡片描述' }));
  await page.keyboard.type('{name}同学，9月1日开学');
  await tabTo(page, page.getByRole('button', { name: '添加按钮' }));
  await page.keyboard.press('Enter');
  // The new button's fields come before the add button: back to its action, then forward.
  await tabTo(page, page.getByRole('button', { name: /按钮1动作$/ }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: '回复' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /按钮1动作$/ })).toContainText('打开链接');
  await tabTo(page, page.getByRole('textbox', { name: '按钮1文字' }));
  await page.keyboard.type('查看校历');
  await tabTo(page, page.getByRole('textbox', { name: '链接' }));
  await page.keyboard.type('https://example.com/calendar');
  await tabTo(page, page.getByRole('textbox', { name: '回落短信' }));
  await page.keyboard.type('{name}同学，9月1日开学，请按时报到');
  const preview = page.getByRole('group', { name: '消息预览' });
  await expect(preview).toContainText('开学通知');
  await expect(preview.getByRole('listitem').filter({ hasText: '查看校历' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: '保存草稿' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/v2\/myTpl\?id=\d+$/);
  await expect(page.getByRole('heading', { name: '编辑模板' })).toBeVisible();

  // Unsaved work survives a reload.
  await tabTo(page, page.getByRole('textbox', { name: '卡片标题' }));
  await page.keyboard.press('End');
  await page.keyboard.type('（更新）');
  // Kept in tplCache once the typing pauses.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('tplCache') ?? ''))
    .toContain('开学通知（更新）');
  await page.reload();
  await expect(page.getByText('编辑的内容尚未保存，是否恢复？')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '卡片标题' })).toHaveValue('开学通知');
  await expectNoAxeViolations(page, '恢复未保存的内容');
  await page.getByRole('button', { name: '恢复' }).click();
  await expect(page.getByRole('textbox', { name: '卡片标题' })).toHaveValue('开学通知（更新）');
});
