import { expect, test } from '@playwright/test';
import { pngFile } from './support/data.ts';
import { freshTrialAccount } from './support/fresh-trial.ts';
import {
  expectFitsPhone,
  expectFullScreen,
  expectInViewport,
  expectNoSidewaysScroll,
} from './support/phone.ts';
import {
  codeSentTo,
  demo,
  loginFormHydrated,
  openPrerenderedForm,
  signInToConsole,
} from './support/session.ts';
import { overlayClosed, settled } from './support/waits.ts';

// The console on a phone: every page from 320 px up without sideways scrolling of the
// page, the navigation behind a menu button, dialogs as full-screen sheets.
test.use({ viewport: { width: 375, height: 667 } });
// Each journey runs axe on several pages (a few seconds each on a loaded machine).
test.describe.configure({ timeout: 300_000 });

test('login on a phone: the form fits, and a manager lands with the menu button, the bell and the user menu in reach', async ({
  page,
}) => {
  await page.goto('/v2/login');
  await expect(page.getByRole('heading', { level: 1, name: '5G智能平台' })).toBeVisible();
  await expectFitsPhone(page, 'login');
  await signInToConsole(page, demo('gold'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectFitsPhone(page, 'template library');

  // The header's modules and the floating side menu are folded into the menu button.
  await expect(page.getByRole('navigation', { name: '业务导航' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: '快捷菜单' })).toBeHidden();
  const bell = page.getByRole('link', { name: /消息中心/ });
  const user = page.getByRole('button', { name: '王经理' });
  for (const control of [bell, user]) await expectInViewport(page, control);

  const menuButton = page.getByRole('button', { name: '菜单' });
  await expectInViewport(page, menuButton);
  await menuButton.click();
  const drawer = page.getByRole('dialog', { name: '菜单' });
  await expect(drawer.getByRole('navigation', { name: '业务导航' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: '5G消息' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectFitsPhone(page, 'navigation menu');
  await drawer
    .getByRole('navigation', { name: '快捷菜单' })
    .getByRole('link', { name: '账户中心' })
    .click();
  await expect(page).toHaveURL(/\/v2\/account-order$/);
  await overlayClosed(drawer);
  // The account centre renders its module's panel after the page above it: the menu is tapped
  // once the page is at rest (a tap while it rendered once found no card open).
  await expect(page.getByRole('heading', { level: 1, name: '账户中心' })).toBeVisible();
  await settled(page);

  // The user menu opens with a tap.
  await user.click();
  const card = page.getByRole('dialog', { name: '用户信息' });
  await expect(card.getByRole('button', { name: '退出登录' })).toBeVisible();
  await expectInViewport(page, card);
});

test('register on a phone: the form shows and fits, and the company signs in awaiting audit', async ({
  page,
  request,
}) => {
  const suffix = Date.now().toString(36).slice(-7);
  const account = `ph_${suffix}`;
  const phone = `136${String(Date.now()).slice(-8)}`;
  await openPrerenderedForm(page, '/v2/register');
  const heading = page.getByRole('heading', { level: 1, name: '注册账号' });
  await expect(heading).toBeVisible();
  await expectInViewport(page, heading);
  await expectFitsPhone(page, 'register');

  await page.getByRole('textbox', { name: '账号', exact: true }).fill(account);
  await page.getByRole('textbox', { name: '密码', exact: true }).fill('Gz5@Kp8#Wm');
  await page.getByRole('textbox', { name: '确认密码', exact: true }).fill('Gz5@Kp8#Wm');
  await page.getByRole('textbox', { name: '单位名称', exact: true }).fill('杭州移动办公有限公司');
  await page.getByRole('textbox', { name: '联系人', exact: true }).fill('钱先生');
  await page.getByRole('textbox', { name: '手机号', exact: true }).fill(phone);
  await page.getByRole('textbox', { name: '邮箱', exact: true }).fill(`${suffix}@example.com`);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('验证码已发送')).toBeVisible();
  await page
    .getByRole('textbox', { name: '验证码', exact: true })
    .fill(await codeSentTo(request, phone));
  await page.getByText('我已阅读并同意').click();
  await expectFitsPhone(page, 'register, filled in');
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page).toHaveURL(/\/v2\/login$/);
  await expect(page.getByText('注册成功，请等待审核')).toBeVisible();

  // The login page's module loads after the address changes: filled within the login form.
  const login = await loginFormHydrated(page);
  await login.getByLabel('账号').fill(account);
  await login.getByLabel('密码').fill('Gz5@Kp8#Wm');
  await login.getByRole('button', { name: '登录' }).click();
  const logout = page.getByRole('button', { name: '退出登录' });
  await expect(logout).toBeVisible();
  await expectInViewport(page, logout);
  await expectFitsPhone(page, 'awaiting audit');
});

test('the account centre on a phone: overview, orders, bills and the support tabs fit the screen', async ({
  page,
}) => {
  await signInToConsole(page, demo('gold'));
  await page.goto('/v2/account-order');
  await expect(page.getByRole('region', { name: '5G消息条数', exact: true })).toContainText('条');
  await expect(page.getByRole('grid', { name: '订单列表' }).getByRole('row').nth(1)).toBeVisible();
  await expectFitsPhone(page, 'account centre');

  // The order table scrolls inside its own box.
  const orders = page.getByRole('grid', { name: '订单列表' });
  const box = await orders.evaluate((table) => {
    const scroller = table.parentElement!;
    return { inner: scroller.scrollWidth, outer: scroller.clientWidth };
  });
  expect(box.inner).toBeGreaterThan(box.outer);

  // A dialog is a full-screen sheet.
  await page.getByRole('button', { name: '余额预警设置' }).click();
  const alarm = page.getByRole('dialog', { name: '余额预警设置' });
  await expectFullScreen(page, alarm);
  await expectFitsPhone(page, 'balance alert dialog');
  await alarm.getByRole('button', { name: '取消' }).click();

  for (const [tab, url] of [
    ['账单明细', /account-billdetail$/],
    ['开发支持', /account-Development$/],
    ['运营支持', /account-Support$/],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page).toHaveURL(url);
    await expectFitsPhone(page, tab);
  }
});

test('the shop on a phone: a trial company fills the cart, settles in a full-screen sheet and sees its new order', async ({
  page,
  request,
}) => {
  const trial = await freshTrialAccount(request);
  await signInToConsole(page, trial);
  await page.goto('/v2/setmeal?currentTab=service_communicate');
  await expect(page.getByRole('tab', { name: '套餐服务', selected: true })).toBeVisible();
  await expectFitsPhone(page, 'shop');

  for (const name of ['5G消息套餐（1万条）', '微应用套餐（50个）']) {
    await page
      .getByRole('region', { name, exact: true })
      .getByRole('button', { name: /增加数量/ })
      .click();
  }
  await page.getByRole('button', { name: /查看明细/ }).click();
  const cart = page.getByRole('dialog', { name: '购物车明细' });
  await expect(cart).toContainText('¥62,000.00');
  // A product's name keeps its width: one line, not one character a line.
  const name = cart.getByText('5G消息套餐（1万条）').first();
  const nameBox = (await name.boundingBox())!;
  expect(nameBox.height).toBeLessThan(2 * 24);
  await expectFitsPhone(page, 'cart');

  await cart.getByRole('button', { name: '去结算' }).click();
  const settlement = page.getByRole('dialog', { name: '支付结算' });
  await expectFullScreen(page, settlement);
  const submit = settlement.getByRole('button', { name: '提交订单' });
  await expectInViewport(page, submit);
  await settlement.getByLabel('交易流水编号').fill('PH20261123001');
  await settlement.locator('input[type=file]').setInputFiles(pngFile('proof.png'));
  await expect(settlement.getByRole('img', { name: '汇款凭证' })).toBeVisible();
  // Still in reach with the proof shown and the body scrolled.
  await expectInViewport(page, submit);
  await expectFitsPhone(page, 'settlement');
  await submit.click();
  await expect(page.getByText('订单已提交成功，等待审核')).toBeVisible();
  await expect(page).toHaveURL(/\/v2\/account-order$/);

  const row = page.getByRole('grid', { name: '订单列表' }).getByRole('row').filter({
    hasText: '新提交',
  });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('待确认');
  await expect(row.getByRole('rowheader')).toBeInViewport();
  await expectFitsPhone(page, 'orders after settling');
});

test('the inbox on a phone fits the screen', async ({ page }) => {
  await signInToConsole(page, demo('gold'));
  // The landing page's first loads done: a click while they were still coming was lost once in CI
  // (the page stayed on the template library).
  await settled(page);
  await page.getByRole('link', { name: /消息中心/ }).click();
  await expect(page).toHaveURL(/\/v2\/pg_information$/);
  // The inbox's own heading: the template library's stays on screen until the inbox's module has
  // loaded, and would let the checks below measure the page being left.
  await expect(page.getByRole('heading', { level: 1, name: '消息中心' })).toBeVisible();
  await expectFitsPhone(page, 'inbox');
});

test('the 5G message pages fit a phone', async ({ page }) => {
  await signInToConsole(page, demo('gold'));
  for (const path of [
    '/v2/pg/tpl_management',
    '/v2/pe/my_tpl',
    '/v2/serviceManage',
    '/v2/pe/material_library',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectFitsPhone(page, path);
  }
});

// axe runs on these pages at 375 px above; here only the width.
test('the narrowest phone (320 px) keeps every page of the sweep within the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 568 });
  await signInToConsole(page, demo('gold'));
  for (const path of [
    '/v2/pg/tpl_management',
    '/v2/pe/my_tpl',
    '/v2/account-order',
    '/v2/setmeal',
    '/v2/service',
    '/v2/pg_information',
    '/v2/government/gover_service',
    '/v2/government/my_miniApp',
    '/v2/government/gover_drafts',
    '/v2/client/antigen_self',
    '/v2/government/gover_epidemic',
    '/v2/government/miniApp_editor',
    '/v2/government/micro_propagation',
    '/v2/government/micro_drafts',
    '/v2/government/article_editor',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settled(page);
    await expectNoSidewaysScroll(page, `${path} at 320`);
  }
  // The live demo form's answers and statistics, reached from its card.
  for (const view of ['填写记录', '统计']) {
    await page.goto('/v2/government/my_miniApp');
    await page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: '政务服务满意度调查', exact: true }) })
      .getByRole('button', { name: view })
      .click();
    await expect(page).toHaveURL(/miniApp_(responses|stats)\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settled(page);
    await expectNoSidewaysScroll(page, `微应用${view} at 320`);
  }
});
