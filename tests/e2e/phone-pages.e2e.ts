import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { fresh } from './support/data.ts';
import { freshTrialAccount } from './support/fresh-trial.ts';
import {
  draftServiceAccount,
  registeredServiceAccount,
  submittedTemplate,
} from './support/messaging.ts';
import {
  expectFitsPhone,
  expectFullScreen,
  expectNoSidewaysScroll,
  expectWithinWidth,
} from './support/phone.ts';
import {
  apiAs,
  demo,
  expectNoAxeViolations,
  openSignedIn,
  signInToConsole,
} from './support/session.ts';
import { settled } from './support/waits.ts';

// The rest of the console on a phone: the help centre, platform management, service
// accounts, custom services, the template editor, the management platform and the status pages,
// each at 375×667 with axe and without sideways scrolling of the page, at 320 px for the width, and
// at 1366×768 with axe where no other journey checks them.
test.use({ viewport: { width: 375, height: 667 } });
// Each journey runs axe on many pages (a few seconds each on a loaded machine).
test.describe.configure({ timeout: 300_000 });

const signInManager = (page: Page) => signInToConsole(page, demo('gold'));

/**
 * A company of its own with a template the platform rejected, for 重新提交 (which copies it into a
 * new draft of the same name): the demo's rejected template stays as the other journeys expect it.
 */
async function companyWithRejectedTemplate(request: APIRequestContext) {
  const company = await freshTrialAccount(request);
  const customer = await apiAs(request, company);
  const operator = await apiAs(request, demo('operator'));
  const bot = await registeredServiceAccount(customer, operator);
  const templateName = fresh('驳回模板');
  const template = await submittedTemplate(customer, bot.id, templateName);
  await operator.call('manage/reviewTemplate', {
    id: template.id,
    approve: false,
    reason: '内容与所选行业不符',
  });
  return { ...company, templateName };
}

/** A rejected template opened again for editing through 重新提交 on 我的模板. */
async function resubmitRejected(page: Page) {
  await page.goto('/v2/pe/my_tpl');
  await settled(page);
  await page.getByRole('button', { name: '重新提交' }).click();
  await expect(page).toHaveURL(/\/v2\/myTpl\?id=\d+$/);
  await expect(heading(page, '编辑模板')).toBeVisible();
}

async function signInOperator(page: Page) {
  await openSignedIn(page, demo('operator'));
  await expect(page).toHaveURL(/\/v2\/manage\/orders$/);
}

const heading = (page: Page, name?: string) =>
  page.getByRole('heading', { level: 1, ...(name && { name, exact: true }) });

/** The customer's pages of this sweep, with the heading each shows. */
const customerPages = [
  ['/v2/help_center', undefined],
  ['/v2/help_center?id=5', '账户等级与权益'],
  ['/v2/account/account_platform', '平台管理'],
  ['/v2/account/account_platform?tab=roles', '平台管理'],
  ['/v2/account/account_platform?tab=audit', '平台管理'],
  ['/v2/serviceManage', '服务号管理'],
  ['/v2/createService', '创建服务号'],
  ['/v2/service', '定制服务'],
  ['/v2/myTpl', '新建模板'],
] as const;

/** The management platform's pages, with their titles. */
const operatorPages = [
  ['/v2/manage/orders', '订单审核'],
  ['/v2/manage/registrations', '注册审核'],
  ['/v2/manage/applications', '开通申请'],
  ['/v2/manage/companies', '客户单位'],
  ['/v2/manage/chatbots', '服务号审核'],
  ['/v2/manage/templates', '模板审核'],
  ['/v2/manage/tasks', '发送审核'],
  ['/v2/manage/feedback', '用户留言'],
  ['/v2/manage/outbox', '短信发件箱'],
] as const;

test("a customer's help, platform management, service account, custom service and template pages fit a phone", async ({
  page,
  request,
}) => {
  const company = await companyWithRejectedTemplate(request);
  await signInManager(page);
  for (const [path, name] of customerPages) {
    await page.goto(path);
    await expect(heading(page, name)).toBeInViewport();
    await expectFitsPhone(page, path);
  }

  // Platform management: the sub-account and role dialogs are sheets.
  await page.goto('/v2/account/account_platform');
  await expectWithinWidth(page, page.getByRole('tab', { name: '操作记录' }));
  await page.getByRole('button', { name: '新建子账号' }).click();
  const subAccount = page.getByRole('dialog', { name: '新建子账号' });
  await expectFullScreen(page, subAccount);
  await expectFitsPhone(page, 'sub-account dialog');
  await subAccount.getByRole('button', { name: '关闭', exact: true }).click();
  await page.getByRole('tab', { name: '角色' }).click();
  await page.getByRole('button', { name: '新建角色' }).click();
  const role = page.getByRole('dialog', { name: '新建角色' });
  await expectFullScreen(page, role);
  await expectFitsPhone(page, 'role dialog');
  await role.getByRole('button', { name: '关闭', exact: true }).click();

  // The service account form: its fields and its submit button within the screen.
  await page.goto('/v2/createService');
  await expectWithinWidth(page, page.getByRole('textbox', { name: '服务号名称' }));
  await expectWithinWidth(page, page.getByRole('button', { name: '提交审核' }));
  // Its province and city popover narrows to the screen instead of widening the page.
  await page.getByRole('button', { name: /^所在省市/ }).click();
  const regions = page.getByRole('dialog', { name: /所在省市/ });
  await expect(regions.getByRole('option', { name: '北京市' })).toBeVisible();
  await expectWithinWidth(page, regions);
  await expectNoSidewaysScroll(page, 'province and city popover');
  await page.keyboard.press('Escape');

  // The template editor: a card's material is chosen in a full-screen sheet.
  await page.goto('/v2/myTpl');
  await page.getByRole('radiogroup', { name: '模板类型' }).getByText('单卡片').click();
  await expectWithinWidth(page, page.getByRole('textbox', { name: '卡片标题' }));
  await expectWithinWidth(page, page.getByRole('button', { name: '提交审核' }));
  await expectFitsPhone(page, 'template editor, single card');
  await page.getByRole('button', { name: '选择素材' }).click();
  const materials = page.getByRole('dialog', { name: /选择素材$/ });
  await expectFullScreen(page, materials);
  await expectFitsPhone(page, 'material dialog');
  await materials.getByRole('button', { name: '取消' }).click();

  // A rejected template of the company's own opened again for editing.
  await signInToConsole(page, company);
  await resubmitRejected(page);
  await expectWithinWidth(page, page.getByRole('textbox', { name: '模板名称' }));
  await expectFitsPhone(page, 'template editor, editing');
  // The copy is a draft of the same name beside the rejected one: two cards, one name, no axe
  // violation (cards are articles, not landmarks that would need unique names).
  await page.goto('/v2/pe/my_tpl');
  await expect(page.getByRole('article', { name: company.templateName })).toHaveCount(2);
  await expectFitsPhone(page, 'my templates with two of one name');
});

test('the management platform fits a phone, and an order and a new service account are reviewed in full-screen sheets', async ({
  page,
  request,
}) => {
  // Before the operator's page signs in: signing in through the API ends the operator's session.
  const company = await freshTrialAccount(request);
  const botName = fresh('手机审核服务号');
  const customer = await apiAs(request, company);
  await customer.call('chatbot/submit', { id: (await draftServiceAccount(customer, botName)).id });
  await signInOperator(page);
  const sections = page.getByRole('navigation', { name: '管理平台导航' });
  for (const [path, name] of operatorPages) {
    await page.goto(path);
    await expect(heading(page, name)).toBeInViewport();
    await expectWithinWidth(page, page.getByRole('button', { name: '退出登录' }));
    // The sections scroll sideways under the header: the current one is brought into view.
    await expect(sections.getByRole('link', { name, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(sections.getByRole('link', { name, exact: true })).toBeInViewport({ ratio: 1 });
    await expectFitsPhone(page, path);
  }

  // The order waiting for review, with its transfer proof, and the approval's confirmation.
  await page.goto('/v2/manage/orders');
  await settled(page);
  await page.getByRole('button', { name: '审核', exact: true }).first().click();
  const review = page.getByRole('dialog', { name: '审核订单' });
  await expectFullScreen(page, review);
  await expect(review.getByRole('img', { name: /凭证/ })).toBeVisible();
  await expectFitsPhone(page, 'order review');
  // Its wide table scrolls in a box of its own; the sheet's body does not (checked just above).
  const items = await review.getByRole('grid', { name: '商品明细' }).evaluate((table) => ({
    inner: table.parentElement!.scrollWidth,
    outer: table.parentElement!.clientWidth,
  }));
  expect(items.inner).toBeGreaterThan(items.outer);
  // The decisions wrap within the sheet, however wide the order's tables.
  for (const decision of ['关闭订单', '退回修改', '驳回', '审核通过']) {
    await expectWithinWidth(page, review.getByRole('button', { name: decision, exact: true }));
  }
  await review.getByRole('button', { name: '审核通过' }).click();
  const confirm = review.getByRole('region', { name: '确认审核通过' });
  await expectWithinWidth(page, confirm.getByRole('button', { name: '确认审核通过' }));
  await expectNoAxeViolations(page, 'approval confirmation');
  await confirm.getByRole('button', { name: '返回' }).click();
  await review.getByRole('button', { name: '关闭', exact: true }).click();

  // The company's new service account, reviewed and approved in a sheet.
  await page.goto('/v2/manage/chatbots');
  await settled(page);
  await page
    .getByRole('row')
    .filter({ hasText: botName })
    .getByRole('button', { name: '审核', exact: true })
    .click();
  const botReview = page.getByRole('dialog', { name: '审核服务号' });
  await expectFullScreen(page, botReview);
  await expect(botReview.getByRole('img', { name: `${botName}的头像` })).toBeVisible();
  await expectFitsPhone(page, 'service account review');
  await expectWithinWidth(page, botReview.getByRole('button', { name: '审核通过', exact: true }));
  await botReview.getByRole('button', { name: '审核通过', exact: true }).click();
  await expect(botReview).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: botName })).toHaveCount(0);
});

test('the status pages fit a phone', async ({ page }) => {
  for (const [path, name] of [
    ['/v2/403', '抱歉，您暂无权限访问该页面'],
    ['/v2/404', '抱歉，您访问的页面不存在'],
  ] as const) {
    await page.goto(path);
    await expect(heading(page, name)).toBeVisible();
    await expectWithinWidth(page, page.getByRole('link', { name: '返回首页' }));
    await expectFitsPhone(page, path);
  }
});

// axe runs on these pages at 375 px above; here only the width.
test('the narrowest phone (320 px) keeps every page of this sweep within the screen', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 320, height: 568 });
  for (const path of ['/v2/403', '/v2/404']) {
    await page.goto(path);
    await expect(heading(page)).toBeVisible();
    await expectNoSidewaysScroll(page, `${path} at 320`);
  }
  await signInManager(page);
  for (const [path, name] of customerPages) {
    await page.goto(path);
    await expect(heading(page, name)).toBeVisible();
    await settled(page);
    await expectNoSidewaysScroll(page, `${path} at 320`);
  }
  await page.getByRole('radiogroup', { name: '模板类型' }).getByText('单卡片').click();
  await expectNoSidewaysScroll(page, 'template editor, single card, at 320');

  const operator = await (
    await browser.newContext({ viewport: { width: 320, height: 568 } })
  ).newPage();
  await signInOperator(operator);
  for (const [path, name] of operatorPages) {
    await operator.goto(path);
    await expect(heading(operator, name)).toBeVisible();
    await settled(operator);
    await expectNoSidewaysScroll(operator, `${path} at 320`);
  }
  await operator.close();
});

// The other journeys run axe at the desktop size on the rest of these pages.
test('at 1366×768: a help article and the template editor with its material dialog', async ({
  page,
  request,
}) => {
  const company = await companyWithRejectedTemplate(request);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/v2/help_center?id=5');
  await expect(heading(page, '账户等级与权益')).toBeVisible();
  await expectNoAxeViolations(page, 'help article at 1366');

  await signInManager(page);
  await page.goto('/v2/myTpl');
  await expect(heading(page, '新建模板')).toBeVisible();
  await page.getByRole('radiogroup', { name: '模板类型' }).getByText('单卡片').click();
  await page.getByRole('button', { name: '选择素材' }).click();
  await expect(page.getByRole('dialog', { name: /选择素材$/ })).toBeVisible();
  await expectNoAxeViolations(page, 'material dialog at 1366');
  await page.keyboard.press('Escape');

  await signInToConsole(page, company);
  await resubmitRejected(page);
  await expectNoAxeViolations(page, 'template editor, editing, at 1366');
});
