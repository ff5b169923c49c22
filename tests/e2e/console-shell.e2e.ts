import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { headedPages } from '../../console/src/lib/routes-table.ts';
import { freshTrialAccount } from './support/fresh-trial.ts';
import { pointAt } from './support/pointer.ts';
import {
  apiAs,
  apiOf,
  codeSentTo,
  demo,
  expectNoAxeViolations,
  signInToConsole,
  type Api,
  openPrerenderedForm,
  withoutScripts,
} from './support/session.ts';
import { overlayClosed, settled } from './support/waits.ts';

/** The trial company (signed in as `trial`) buys a package and the management platform approves: a notice arrives. */
async function approvedPurchase(request: APIRequestContext, trial: Api) {
  const receipt = fs
    .readFileSync(new URL('../../api/src/seed/assets/transfer-receipt.png', import.meta.url))
    .toString('base64');
  const products = await trial.call('orderCharge/productAll');
  const pack = (products.serviceOrderProducts.productSets as { id: string; name: string }[])[0]!;
  const { orderNo } = await trial.call('orderCharge/charge', {
    pay: 100,
    flowNo: 'E2E20261122001',
    prove: await trial.call('base/uploadPicBase64', { base64: receipt }),
    chargeList: [{ id: pack.id, repetitions: 1 }],
    requestKey: `e2e-inbox-${Date.now()}`,
  });
  const operator = await apiAs(request, demo('operator'));
  await operator.call('manage/reviewOrder', { orderNo, action: 'approve' });
}

const userCard = (page: Page) => page.getByRole('dialog', { name: '用户信息' });
const sideMenu = (page: Page) => page.getByRole('navigation', { name: '快捷菜单' });
const topNav = (page: Page) => page.getByRole('navigation', { name: '业务导航' });

test('a manager sees every module with its tabs and balance, the whole side menu and the full user card', async ({
  page,
}) => {
  await signInToConsole(page, demo('gold'));
  await expect(topNav(page).getByRole('link')).toHaveText([
    '微传播',
    '微应用',
    '+媒体',
    '定制服务',
    '商务名片',
    '5G消息',
    '常用应用',
  ]);
  // The landing page belongs to the 5G-message module: its tabs show under the header.
  await expect(topNav(page).getByRole('link', { name: '5G消息' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(page.getByRole('navigation', { name: '5G消息栏目' }).getByRole('link')).toHaveText([
    '模板库',
    '我的模板',
    '发送记录',
    '发送查询',
  ]);
  await expect(sideMenu(page).getByRole('link')).toHaveCount(6);

  const balance = page.getByRole('region', { name: '5G消息余额' });
  await expect(balance).toContainText('条');
  await expect(balance.getByRole('link', { name: '订购' })).toHaveAttribute(
    'href',
    '/v2/setmeal?currentTab=service_communicate',
  );

  // Hover as a user does, once the page has loaded (the spinner covers the page while loading).
  await settled(page);
  await pointAt(page, page.getByRole('button', { name: '王经理' }));
  await expect(userCard(page)).toBeVisible();
  await expect(userCard(page).getByRole('link')).toHaveText([
    '账户中心',
    '平台管理',
    '开发者中心',
    '帮助中心',
  ]);
  await expect(userCard(page).getByRole('button', { name: '退出登录' })).toBeVisible();
  // The card goes once the pointer has left it.
  await page.mouse.move(600, 500);
  await expect(userCard(page)).toBeHidden();

  await pointAt(page, page.getByRole('button', { name: '王经理' }));
  await userCard(page).getByRole('link', { name: '平台管理' }).click();
  await expect(page).toHaveURL(/\/v2\/account\/account_platform$/);
  await expect(userCard(page)).toBeHidden();

  // My templates: its note, its tab marked; another module shows its own balance.
  await topNav(page).getByRole('link', { name: '5G消息' }).click();
  await expect(page).toHaveURL(/\/v2\/pg\/my_tpl$/);
  await expect(page.getByRole('note')).toContainText('08:00-22:00');
  await page
    .getByRole('navigation', { name: '5G消息栏目' })
    .getByRole('link', { name: '我的模板' })
    .click();
  await expect(page).toHaveURL(/\/v2\/pe\/my_tpl$/);
  await expect(page.getByRole('note')).toContainText('08:00-22:00');
  await expect(page.getByRole('note')).toContainText('有效期为7天');
  await expect(
    page.getByRole('navigation', { name: '5G消息栏目' }).getByRole('link', { name: '我的模板' }),
  ).toHaveAttribute('aria-current', 'page');
  await page
    .getByRole('navigation', { name: '5G消息栏目' })
    .getByRole('link', { name: '发送记录' })
    .click();
  await expect(page.getByRole('note')).toBeHidden();
  await topNav(page).getByRole('link', { name: '微应用' }).click();
  await expect(page.getByRole('region', { name: '微应用余额' })).toContainText('个');
});

test('a sub-account sees only its menus, no account centre nor order link, and gets /403 on the service page', async ({
  page,
}) => {
  await signInToConsole(page, demo('sub'));
  await expect(topNav(page).getByRole('link')).toHaveText(['5G消息']);
  await expect(sideMenu(page).getByRole('link')).toHaveCount(2);
  await expect(page.getByRole('region', { name: '5G消息余额' })).toBeVisible();
  await expect(page.getByRole('region', { name: '5G消息余额' }).getByRole('link')).toHaveCount(0);
  await sideMenu(page).getByRole('button', { name: '展开菜单' }).click();
  await expect(sideMenu(page).getByRole('link')).toHaveText(['通讯录', '素材库']);

  await page.getByRole('button', { name: '陈专员' }).click();
  await expect(userCard(page)).toBeVisible();
  await expect(userCard(page).getByRole('link')).toHaveText(['平台管理', '帮助中心']);

  await page.goto('/v2/service');
  await expect(page).toHaveURL(/\/v2\/403$/);
});

test('the side menu starts folded, unfolds, and stays where it was dragged after a reload', async ({
  page,
}) => {
  await signInToConsole(page, demo('gold'));
  const menu = sideMenu(page);
  const fold = menu.getByRole('button', { name: /^(展开|收起)菜单$/ });
  await expect(fold).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByText('通讯录')).toBeHidden();

  // Folded, each icon names itself in a tooltip.
  await settled(page);
  await pointAt(page, menu.getByRole('link', { name: '通讯录' }));
  await expect(page.getByRole('tooltip')).toHaveText('通讯录');

  await fold.click();
  await expect(fold).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: '通讯录' })).toContainText('通讯录');
  await fold.click();
  await expect(fold).toHaveAttribute('aria-expanded', 'false');

  const handle = menu.getByRole('button', { name: '移动快捷菜单' });
  const before = (await menu.boundingBox())!;
  const grip = (await handle.boundingBox())!;
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
  await page.mouse.down();
  await page.mouse.move(grip.x - 300, grip.y + 120, { steps: 8 });
  await page.mouse.up();
  const dragged = (await menu.boundingBox())!;
  expect(Math.round(dragged.x)).toBe(Math.round(before.x - 300 - grip.width / 2));
  expect(Math.round(dragged.y - before.y)).toBe(Math.round(120 - grip.height / 2));

  // The arrow keys move it too.
  await handle.focus();
  await page.keyboard.press('ArrowLeft');
  const moved = (await menu.boundingBox())!;
  expect(Math.round(dragged.x - moved.x)).toBe(16);

  await page.reload();
  await expect(menu).toBeVisible();
  const after = (await menu.boundingBox())!;
  expect([Math.round(after.x), Math.round(after.y)]).toEqual([
    Math.round(moved.x),
    Math.round(moved.y),
  ]);
  expect(await page.evaluate(() => localStorage.getItem('sideMenuPosition'))).toBe(
    JSON.stringify({ x: Math.round(moved.x), y: Math.round(moved.y) }),
  );
  // Starts folded again.
  await expect(menu.getByRole('button', { name: '展开菜单' })).toBeVisible();

  // The item of the current page is marked.
  await menu.getByRole('link', { name: '素材库' }).click();
  await expect(page).toHaveURL(/\/v2\/pe\/material_library$/);
  await expect(menu.getByRole('link', { name: '素材库' })).toHaveAttribute('aria-current', 'page');
});

test('the help centre comes pre-rendered with its first article and is hydrated, not redrawn', async ({
  browser,
  page,
  request,
}) => {
  // Before (or without) its script: the contents and the first article are in the HTML.
  await withoutScripts(browser, '/v2/help_center', async (bare) => {
    await expect(bare.getByRole('heading', { level: 1, name: '平台介绍' })).toBeVisible();
    await expect(bare.getByRole('navigation', { name: '帮助目录' }).getByRole('link')).toHaveCount(
      6,
    );
    await expect(bare.getByRole('navigation', { name: '本文目录' })).toBeVisible();
  });
  // The HTML is rendered for the bare address: with a query (another article) the app draws it.
  expect(await (await request.get('/v2/help_center?id=5')).text()).not.toContain('平台介绍');

  // Any node of the pre-rendered page removed means React drew the page anew.
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      if (records.some((r) => [...r.removedNodes].some((n) => n.nodeName === 'H1')))
        document.documentElement.dataset.redrawn = 'true';
    }).observe(document, { childList: true, subtree: true });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const answered = page.waitForResponse(/\/api\/platform\/help\/getOne/);
  await page.goto('/v2/help_center');
  await expect(page.getByRole('heading', { level: 1, name: '平台介绍' })).toBeVisible();
  // Hydrated: its data hooks ask the service for what the page shows.
  await answered;
  expect(await page.locator('html').getAttribute('data-redrawn')).toBeNull();
  expect(errors).toEqual([]);
});

test('a console page shows its header and a spinner until the app runs, which then takes its place', async ({
  browser,
  page,
}) => {
  // Before (or without) the app's scripts: the frame, not a blank page; this page's frame also
  // names it (its heading never changes), in the page and in the tab.
  await withoutScripts(browser, '/v2/account-order', async (bare) => {
    await expect(bare.getByRole('banner').getByRole('link', { name: '5G智能平台' })).toBeVisible();
    // A placeholder hidden from assistive technology: the page's heading comes with the page.
    await expect(bare.locator('h1')).toHaveText('账户中心');
    await expect(bare.locator('h1')).toBeVisible();
    await expect(bare.getByRole('heading')).toHaveCount(0);
    await expect(bare).toHaveTitle('账户中心_5G智能平台_央视网');
    await expect(bare.getByRole('progressbar', { name: '加载中' })).toBeVisible();
  });
  await withoutScripts(browser, '/v2/pg_information', async (bare) => {
    await expect(bare.getByRole('progressbar', { name: '加载中' })).toBeVisible();
    await expect(bare.locator('h1')).toHaveCount(0);
  });

  await signInToConsole(page, demo('gold'));
  await page.goto('/v2/account-order');
  await expect(page.getByRole('heading', { level: 1, name: '账户中心' })).toBeVisible();
  // One header, the app's own: the frame is gone with its spinner.
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('banner').getByRole('link', { name: '5G智能平台' })).toHaveCount(1);
  await expect(page.getByRole('banner').getByRole('link', { name: '帮助中心' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: '加载中' })).toHaveCount(0);

  // A public page for a signed-in user is drawn anew (with 返回控制台): the frame shows while its
  // code loads (held back here), not a blank screen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/console-assets/HelpCenterPage-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/v2/help_center', { waitUntil: 'commit' });
  await expect(page.getByRole('progressbar', { name: '加载中' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: '5G智能平台' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: '平台介绍' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: '返回控制台' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: '加载中' })).toHaveCount(0);
});

test('every page whose frame names it shows the same heading once its app runs', async ({
  page,
}) => {
  expect(headedPages.length).toBeGreaterThan(10);
  await signInToConsole(page, demo('gold'));
  for (const { path, heading } of headedPages) {
    const html = await (await page.request.get(`/v2${path}`)).text();
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1], path).toBe(heading);
    await page.goto(`/v2${path}`);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    await expect(page.getByRole('progressbar', { name: '加载中' }), path).toHaveCount(0);
  }
});

test('the help centre highlights the heading being read as the page scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 420 });
  await page.goto('/v2/help_center?id=5');
  await expect(page).toHaveTitle('帮助中心_5G智能平台_央视网');
  await expect(page.getByRole('heading', { level: 1, name: '账户等级与权益' })).toBeVisible();
  await expect(page.getByText('更新时间：2022.11.01')).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: '帮助目录' })
      .getByRole('link', { name: '账户等级与权益' }),
  ).toHaveAttribute('aria-current', 'page');

  const index = page.getByRole('navigation', { name: '本文目录' });
  await expect(index.getByRole('link', { name: '等级规则' })).toHaveAttribute(
    'aria-current',
    'location',
  );
  await page.mouse.wheel(0, 2000);
  await expect(index.getByRole('link', { name: '权益' })).toHaveAttribute(
    'aria-current',
    'location',
  );
  await expect(index.getByRole('link', { name: '等级规则' })).not.toHaveAttribute('aria-current');

  await page.mouse.wheel(0, -2000);
  await expect(index.getByRole('link', { name: '等级规则' })).toHaveAttribute(
    'aria-current',
    'location',
  );
  await index.getByRole('link', { name: '权益' }).click();
  await expect(page).toHaveURL(/\/v2\/help_center\?id=5&active=1$/);
  await expect(index.getByRole('link', { name: '权益' })).toHaveAttribute(
    'aria-current',
    'location',
  );

  // Another article from the left menu.
  await page
    .getByRole('navigation', { name: '帮助目录' })
    .getByRole('link', { name: '平台介绍' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: '平台介绍' })).toBeVisible();
});

test('a forgotten password is reset with an SMS code, then the new one signs in', async ({
  page,
  request,
}) => {
  const suffix = Date.now().toString(36).slice(-7);
  const account = `reset_${suffix}`;
  const phone = `137${String(Date.now()).slice(-8)}`;
  const email = `${suffix}@example.com`;
  await request.post('/api/platform/base/getVerifyCode', { data: { phone, purpose: 'register' } });
  const registered = await request.post('/api/platform/company/userRegister', {
    data: {
      account,
      password: 'Old5pass#Kw',
      companyName: '成都重置测试有限公司',
      contactName: '钱先生',
      phone,
      email,
      verifyCode: await codeSentTo(request, phone, '注册'),
    },
  });
  expect((await registered.json()).code).toBe(0);

  await openPrerenderedForm(page, '/v2/login');
  await page.getByRole('button', { name: '忘记密码？' }).click();
  const dialog = page.getByRole('dialog', { name: '找回密码' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: '账号' }).fill(account);
  await dialog.getByRole('textbox', { name: '手机号' }).fill(phone);
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('验证码已发送')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();

  await dialog.getByRole('textbox', { name: '验证码' }).fill('000000');
  await dialog.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('验证码错误', { exact: true })).toBeVisible();

  await dialog
    .getByRole('textbox', { name: '验证码' })
    .fill(await codeSentTo(request, phone, '重置密码'));
  await dialog.getByRole('button', { name: '下一步' }).click();
  await expect(dialog.getByText(`为账号 ${account} 设置新密码`)).toBeVisible();
  await dialog.getByRole('textbox', { name: '新密码', exact: true }).fill('abc123');
  await dialog.getByRole('textbox', { name: '确认新密码' }).focus();
  await expect(
    dialog.getByText('至少包含一个小写字母、一个大写字母、一个数字，8至20位'),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: '新密码', exact: true }).fill('New7pass#Qz');
  await dialog.getByRole('textbox', { name: '确认新密码' }).fill('New7pass#Qz');
  await dialog.getByRole('button', { name: '重置密码' }).click();
  await expect(page.getByText('密码重置成功，请使用新密码登录')).toBeVisible();
  await overlayClosed(dialog);

  await expect(page.getByRole('textbox', { name: '账号' })).toHaveValue(account);
  const password = page.getByRole('textbox', { name: '密码' });
  await password.fill('Old5pass#Kw');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('账号或密码错误')).toBeVisible();
  await password.fill('New7pass#Qz');
  await page.getByRole('button', { name: '登录' }).click();
  // Awaiting audit: the e-mail and logout only, no menus.
  await expect(page.getByRole('banner')).toContainText(email);
  await expect(page.getByRole('button', { name: '退出登录' })).toBeVisible();
  await expect(topNav(page)).toBeHidden();
  await expect(sideMenu(page)).toBeHidden();
});

test('registration links to the agreements, which are public', async ({ page }) => {
  await page.goto('/v2/register');
  await page.getByRole('link', { name: '《服务协议》' }).click();
  await expect(page).toHaveURL(/\/v2\/serviceAgreement$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('5G智能平台服务协议');
  await expect(page).toHaveTitle('服务协议_5G智能平台_央视网');
  await page.goto('/v2/privacyAgreement');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('5G智能平台隐私政策');
});

test('the inbox dot shows unread messages until they are read', async ({ page, request }) => {
  const trial = await freshTrialAccount(request);
  await signInToConsole(page, trial);
  const trialApi = await apiOf(request, page);
  await approvedPurchase(request, trialApi);
  await approvedPurchase(request, trialApi);
  await page.reload();
  const inbox = page.getByRole('banner').getByRole('link', { name: /^消息中心/ });
  await expect(inbox).toHaveAccessibleName('消息中心（有未读消息）');
  await inbox.click();
  await expect(page).toHaveURL(/\/v2\/pg_information$/);
  await expect(page).toHaveTitle('消息中心_5G智能平台_央视网');
  const unread = page.getByRole('listitem').filter({ hasText: '未读' });
  await expect(unread).toHaveCount(2);
  await unread.first().getByRole('button', { name: '标为已读' }).click();
  await expect(unread).toHaveCount(1);
  await expect(inbox).toHaveAccessibleName('消息中心（有未读消息）');
  await page.getByRole('button', { name: '全部标为已读' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: '未读' })).toHaveCount(0);
  await expect(inbox).toHaveAccessibleName('消息中心');
  await expect(page.getByRole('button', { name: '全部标为已读' })).toBeDisabled();
});

test('the new pages have no axe violations; the test page leads back home', async ({ page }) => {
  for (const url of ['/v2/help_center', '/v2/serviceAgreement', '/v2/privacyAgreement']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settled(page);
    await expectNoAxeViolations(page, url);
  }
  await openPrerenderedForm(page, '/v2/login');
  await page.getByRole('button', { name: '忘记密码？' }).click();
  await expect(page.getByRole('dialog', { name: '找回密码' })).toBeVisible();
  // Measured once the dialog has finished fading in.
  await expect(page.locator('[data-entering]')).toHaveCount(0);
  await expectNoAxeViolations(page, 'forgotten password');

  await signInToConsole(page, demo('gold'));
  await settled(page);
  await page.getByRole('button', { name: '王经理' }).click();
  await expect(userCard(page)).toBeVisible();
  await expectNoAxeViolations(page, 'layout with the user card');
  await sideMenu(page).getByRole('button', { name: '展开菜单' }).click();
  await expectNoAxeViolations(page, 'layout with the side menu unfolded');

  for (const url of ['/v2/pe/my_tpl', '/v2/pg_information', '/v2/test']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settled(page);
    await expectNoAxeViolations(page, url);
  }

  // The test page: paste, then back home.
  await expect(page).toHaveTitle('测试_5G智能平台_央视网');
  await page.getByRole('textbox', { name: '粘贴内容' }).fill('粘贴的测试内容');
  await expect(page.getByText('共 7 个字符')).toBeVisible();
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/v2\/index$/);
});
