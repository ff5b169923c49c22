import { expect, test, type Page } from '@playwright/test';
import { freshTrialAccount } from './support/fresh-trial.ts';
import { pointAt } from './support/pointer.ts';
import {
  apiOf,
  demo,
  expectNoAxeViolations,
  operatorPage,
  signIn,
  signInToConsole,
  toasts,
} from './support/session.ts';
import { overlayClosed, settled } from './support/waits.ts';

const sideMenu = (page: Page) => page.getByRole('navigation', { name: '快捷菜单' });
const topNav = (page: Page) => page.getByRole('navigation', { name: '业务导航' });

test('a manager grants a role three menus; its sub-account sees exactly those, is refused elsewhere, and is stopped at once', async ({
  page,
  browser,
  request,
}) => {
  const company = await freshTrialAccount(request);
  await signInToConsole(page, company);

  // 角色: a role with 我的模板, 通讯录 and 素材库.
  await page.goto('/v2/account/account_platform');
  await page.getByRole('tab', { name: '角色' }).click();
  await page.getByRole('button', { name: '新建角色' }).click();
  const roleDialog = page.getByRole('dialog', { name: '新建角色' });
  await roleDialog.getByRole('button', { name: '保存' }).click();
  await expect(roleDialog.getByText('请填写角色名称')).toBeVisible();
  await expect(roleDialog.getByText('请至少选择一个菜单权限')).toBeVisible();
  await roleDialog.getByLabel('角色名称').fill('消息专员');
  // The box's label takes the click, as it does for a user.
  for (const menu of ['我的模板', '通讯录', '素材库']) {
    await roleDialog.getByText(menu, { exact: true }).click();
    await expect(roleDialog.getByRole('checkbox', { name: menu, exact: true })).toBeChecked();
  }
  // The 5G-message parent shows part of its pages ticked.
  await expect(roleDialog.getByRole('checkbox', { name: '5G消息', exact: true })).toBeChecked({
    indeterminate: true,
  });
  await expectNoAxeViolations(page, 'role dialog');
  await roleDialog.getByRole('button', { name: '保存' }).click();
  await overlayClosed(roleDialog);
  const roleRow = page.getByRole('row').filter({ hasText: '消息专员' });
  await expect(roleRow).toContainText('我的模板、通讯录、素材库');
  await expect(roleRow.getByRole('gridcell').nth(1)).toHaveText('0');
  await expectNoAxeViolations(page, 'roles tab');

  // 子账号: one holding it, with a first password under spec §5 shown live.
  await page.getByRole('tab', { name: '子账号' }).click();
  await page.getByRole('button', { name: '新建子账号' }).click();
  const accountDialog = page.getByRole('dialog', { name: '新建子账号' });
  const subAccount = `${company.account}_s`;
  const subPassword = 'Sub5G@Team9';
  await accountDialog.getByLabel('账号').fill(subAccount);
  await accountDialog.getByLabel('显示名称').fill('陈专员');
  await accountDialog.getByLabel('手机号').fill(`139${company.phone.slice(3)}`);
  await accountDialog.getByRole('button', { name: /角色/ }).click();
  await page.getByRole('option', { name: '消息专员' }).click();
  const password = accountDialog.getByLabel('初始密码');
  await password.fill('abc12345');
  await expect(accountDialog.getByText(/不能连续字符.*未满足/)).toBeVisible();
  await password.fill(subPassword);
  await expect(accountDialog.getByText(/未满足/)).toHaveCount(0);
  await expectNoAxeViolations(page, 'sub-account dialog');
  await accountDialog.getByRole('button', { name: '保存' }).click();
  await overlayClosed(accountDialog);
  const subRow = page.getByRole('row').filter({ hasText: subAccount });
  await expect(subRow).toContainText('消息专员');
  await expect(subRow).toContainText('启用');
  await expectNoAxeViolations(page, 'sub-accounts tab');

  // The sub-account signs in: the first page it may open, exactly its three menus.
  const sub = await (await browser.newContext()).newPage();
  await signIn(sub, { account: subAccount, password: subPassword });
  await expect(sub).toHaveURL(/\/v2\/pe\/my_tpl$/);
  await expect(topNav(sub).getByRole('link')).toHaveText(['5G消息']);
  await expect(sub.getByRole('navigation', { name: '5G消息栏目' }).getByRole('link')).toHaveText([
    '我的模板',
  ]);
  // The side menu starts folded: its links are named by their labels. 我的模板 grants the side
  // menu's 模板 too (the same page).
  await expect(sideMenu(sub).getByRole('link')).toHaveCount(3);
  for (const name of ['通讯录', '素材库', '模板']) {
    await expect(sideMenu(sub).getByRole('link', { name })).toBeVisible();
  }

  // Refused elsewhere: pages by URL go to /403 before any call is made.
  for (const url of ['/v2/pe/tpl_management', '/v2/account-order', '/v2/setmeal', '/v2/service']) {
    await sub.goto(url);
    await expect(sub, url).toHaveURL(/\/v2\/403$/);
  }
  // Platform management is open to it, read only.
  await sub.goto('/v2/account/account_platform');
  await expect(sub.getByText('子账号和角色由主账号管理，您可以查看但不能修改。')).toBeVisible();
  await expect(sub.getByRole('button', { name: '新建子账号' })).toHaveCount(0);
  await expect(sub.getByRole('row').filter({ hasText: subAccount })).toBeVisible();

  // The manager takes 我的模板 away: the sub-account's next call is refused (1007), one message, /403.
  await page.getByRole('tab', { name: '角色' }).click();
  await roleRow.getByRole('button', { name: '编辑' }).click();
  const editRole = page.getByRole('dialog', { name: '编辑角色' });
  await editRole.getByText('我的模板', { exact: true }).click();
  await expect(editRole.getByRole('checkbox', { name: '我的模板', exact: true })).not.toBeChecked();
  await editRole.getByRole('button', { name: '保存' }).click();
  await overlayClosed(editRole);
  await expect(roleRow).toContainText('通讯录、素材库');
  await expect(roleRow.getByRole('gridcell').nth(1)).toHaveText('1');
  await sub.goto('/v2/pe/my_tpl');
  await expect(sub).toHaveURL(/\/v2\/403$/);
  await expect(toasts(sub, '暂无权限')).toHaveCount(1);
  const subApi = await apiOf(request, sub);
  expect((await subApi.envelope('template/list', { page: 1, pageSize: 10 })).code).toBe(1007);

  // A role still held cannot be deleted: the reason, and nothing sent.
  await roleRow.getByRole('button', { name: '删除' }).click();
  const refusal = page.getByRole('alertdialog', { name: '不能删除该角色' });
  await expect(refusal).toContainText('仍有1个子账号使用');
  await refusal.getByRole('button', { name: '知道了' }).click();

  // Stopped: the confirmation says the open session ends, and it does (1006 on its next action).
  await page.getByRole('tab', { name: '子账号' }).click();
  await subRow.getByRole('button', { name: '停用' }).click();
  const confirm = page.getByRole('alertdialog', { name: /停用子账号/ });
  await expect(confirm).toContainText('当前的登录会话将立即结束');
  await confirm.getByRole('button', { name: '停用' }).click();
  await expect(confirm).toBeHidden();
  await expect(subRow).toContainText('已停用');
  await sub.goto('/v2/account/account_platform');
  await expect(sub).toHaveURL(/\/v2\/login\?content=/, { timeout: 10_000 });
  await expect(sub.getByText('您的账号已在其他地方登录或已退出，请重新登录')).toBeVisible();

  // 操作记录: who did what, newest first.
  await page.getByRole('tab', { name: '操作记录' }).click();
  await expect(page.getByRole('row').nth(1)).toContainText('停用子账号');
  await expect(page.getByRole('row').filter({ hasText: '新建角色' })).toContainText('消息专员');
  await expectNoAxeViolations(page, 'audit log tab');
});

test('a sub-account opening the account centre by URL gets /403; the review page keeps an account awaiting audit', async ({
  page,
}) => {
  await signInToConsole(page, demo('sub'));
  await settled(page);
  await pointAt(page, page.getByRole('button', { name: '陈专员' }));
  await expect(page.getByRole('dialog', { name: '用户信息' }).getByRole('link')).toHaveText([
    '平台管理',
    '帮助中心',
  ]);
  await page.goto('/v2/account-order');
  await expect(page).toHaveURL(/\/v2\/403$/);
  await page.goto('/v2/setmeal?currentTab=service_communicate');
  await expect(page).toHaveURL(/\/v2\/403$/);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, demo('pending'));
  await expect(page).toHaveURL(/\/v2\/audit_pending$/);
  await expect(page.getByRole('heading', { name: '注册信息审核中' })).toBeVisible();
  await expect(page.getByText(/请致电客服热线 400-097-0808/)).toBeVisible();
  await page.goto('/v2/account-order');
  await expect(page).toHaveURL(/\/v2\/audit_pending$/);
  await expect(toasts(page, '暂无权限')).toHaveCount(0);
  await expectNoAxeViolations(page, 'review page');
});

test('feedback from the console widget reaches the management platform, whose reply lands in the inbox', async ({
  page,
  browser,
  request,
}) => {
  const company = await freshTrialAccount(request);
  await signInToConsole(page, company);
  const widget = page.getByRole('complementary', { name: '平台客服' });
  await widget.getByRole('button', { name: '客服' }).click();
  await expect(widget).toContainText('400-097-0808');
  await widget.getByRole('button', { name: '在线留言' }).click();
  const dialog = page.getByRole('dialog', { name: '在线留言' });
  await expect(dialog.getByLabel('手机号')).toHaveCount(0);
  await dialog.getByRole('button', { name: '提交留言' }).click();
  await expect(dialog.getByText('请填写留言内容')).toBeVisible();
  const content = `模板审核多久完成？${company.account}`;
  await dialog.getByLabel('留言内容').fill(content);
  await expectNoAxeViolations(page, 'feedback dialog');
  await dialog.getByRole('button', { name: '提交留言' }).click();
  await overlayClosed(dialog);
  await expect(page.getByText('留言已提交，回复将发送到您的消息中心')).toBeVisible();

  const operator = await operatorPage(browser);
  await operator.getByRole('link', { name: '用户留言' }).click();
  const row = operator.getByRole('row').filter({ hasText: content });
  await expect(row).toContainText(company.companyName);
  await expect(row).toContainText('未回复');
  await expectNoAxeViolations(operator, 'feedback list');
  await row.getByRole('button', { name: '回复' }).click();
  const reply = operator.getByRole('dialog', { name: '回复留言' });
  await reply.getByLabel('回复内容').fill('一般在两小时内完成审核。');
  await reply.getByRole('button', { name: '发送回复' }).click();
  await expect(reply).toBeHidden();
  await expect(row).toContainText('一般在两小时内完成审核。');

  await page.goto('/v2/pg_information');
  await expect(page.getByText('留言已回复').first()).toBeVisible();
});
