import { expect, test, type Page } from '@playwright/test';
import {
  demo,
  expectNoAxeViolations,
  signIn,
  signInThroughForm,
  signInToConsole,
  openPrerenderedForm,
} from './support/session.ts';
import { settled } from './support/waits.ts';

const storageKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).sort());

for (const [loginPath, account, password, name] of [
  ['/v2/login', 'demo_gold', 'Cctv5G@Gold', '王经理'],
  ['/v2/chatbot_login', 'demo_chatbot', 'Cctv5G@Bot', '孙女士'],
] as const) {
  test(`${account} signs in at ${loginPath} and lands on the template library`, async ({
    page,
  }) => {
    await signInThroughForm(page, { account, password }, loginPath);
    await expect(page).toHaveTitle('5G消息_5G智能平台_央视网');
    await expect(page.getByRole('banner')).toContainText(name);
    await expect(page.getByRole('heading', { level: 1, name: '模板库' })).toBeVisible();
    expect(await storageKeys(page)).toEqual(['authMenuList', 'platform', 'token', 'userInfo']);
  });
}

test('demo_operator signs in at /v2/manage_login and lands on the management platform', async ({
  page,
}) => {
  await signIn(page, demo('operator'), '/v2/manage_login');
  await expect(page).toHaveURL(/\/v2\/manage\/orders$/);
  await expect(page).toHaveTitle('订单审核_5G智能平台_央视网');
  await expect(page.getByRole('banner')).toContainText('平台运营');
  await expect(page.getByRole('heading', { level: 1, name: '订单审核' })).toBeVisible();
  expect(await storageKeys(page)).toEqual(['authMenuList', 'platform', 'token', 'userInfo']);
});

test('a wrong password shows the server message and stays on the login page', async ({ page }) => {
  await signIn(page, { account: 'demo_trial', password: 'Wrong9pass' });
  await expect(page.getByText('账号或密码错误')).toBeVisible();
  await expect(page).toHaveURL(/\/v2\/login$/);
});

test('an account of another platform is told to use its own entrance', async ({ page }) => {
  await signIn(page, demo('operator'));
  await expect(page.getByText('该账号不属于当前登录平台，请从对应的登录入口登录')).toBeVisible();
});

test('the login page shows the message it was sent with', async ({ page }) => {
  await page.goto(`/v2/login?content=${encodeURIComponent('登录已过期，请重新登录')}`);
  await expect(page.getByRole('alert')).toHaveText('登录已过期，请重新登录');
});

test('a sub-account gets /403 on the service page it may not use', async ({ page }) => {
  await signInToConsole(page, demo('sub'));
  await page.goto('/v2/service');
  await expect(page).toHaveURL(/\/v2\/403$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('抱歉，您暂无权限访问该页面');
});

test('an unknown page goes to /404', async ({ page }) => {
  await page.goto('/v2/no/such/page');
  await expect(page).toHaveURL(/\/v2\/404$/);
  await expect(page).toHaveTitle('页面不存在_5G智能平台_央视网');
});

test('logout keeps only the platform and the reset sensitive flags, and returns to that platform login', async ({
  page,
}) => {
  await signInToConsole(page, demo('chatbot'));
  // The landing page settles first (its templates shown, its calls done, the spinner gone): the
  // global spinner, coming up over the page, would close the user card. The heading alone comes
  // before the list's calls have started.
  await expect(
    page.getByRole('list', { name: '模板库' }).getByRole('listitem').first(),
  ).toBeVisible();
  await settled(page);
  // Logout sits in the user card under the name.
  await page.getByRole('button', { name: '孙女士' }).click();
  await page
    .getByRole('dialog', { name: '用户信息' })
    .getByRole('button', { name: '退出登录' })
    .click();
  await expect(page).toHaveURL(/\/v2\/chatbot_login$/);
  expect(await storageKeys(page)).toEqual(['platform', 'sensitiveInfo']);
  // The token is revoked on the server too: going back in needs a new sign-in.
  await page.goto('/v2/pg/tpl_management');
  await expect(page).toHaveURL(/\/v2\/login$/);
});

test('a session ended elsewhere shows its message, then returns to login with it', async ({
  page,
  browser,
}) => {
  await signInToConsole(page, demo('trial'));

  const elsewhere = await browser.newContext();
  // Signed in there once the console has opened: closing the browser earlier may cut the sign-in.
  await signInToConsole(await elsewhere.newPage(), demo('trial'));
  await elsewhere.close();

  await page.reload();
  const notice = '您的账号已在其他地方登录或已退出，请重新登录';
  await expect(page.getByText(notice)).toBeVisible();
  await expect(page).toHaveURL(/\/v2\/login\?content=/, { timeout: 10_000 });
  await expect(page.getByRole('alert').filter({ hasText: notice })).toBeVisible();
  expect(await storageKeys(page)).toEqual(['platform', 'sensitiveInfo']);
});

test('a pre-rendered login or registration form cannot be sent before its script runs: no password in any address', async ({
  browser,
}) => {
  // The page as it is before its script has hydrated it (or when the script never arrives).
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  for (const [path, submit] of [
    ['/v2/login', '登录'],
    ['/v2/register', '注册'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: submit, exact: true })).toBeDisabled();
    await page.getByRole('textbox', { name: '账号', exact: true }).fill('demo_gold');
    const password = page.getByRole('textbox', { name: '密码', exact: true });
    await password.fill('Cctv5G@Gold');
    await password.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
  expect(addresses.filter((url) => url.includes('Cctv5G') || url.includes('?'))).toEqual([]);
  await context.close();
});

test('signing in works with the keyboard alone', async ({ page }) => {
  await openPrerenderedForm(page, '/v2/login');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('账号')).toBeFocused();
  await page.keyboard.type('demo_gold');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Cctv5G@Gold');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/v2\/pg\/tpl_management$/);
});

test('console pages have no axe violations', async ({ page }) => {
  const submits: Record<string, string> = { '/v2/login': '登录', '/v2/register': '注册' };
  for (const url of ['/v2/login', '/v2/register', '/v2/404', '/v2/403']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The form as the user uses it: once its script has run (its submit is disabled until then).
    const submit = submits[url];
    if (submit) await expect(page.getByRole('button', { name: submit, exact: true })).toBeEnabled();
    await expectNoAxeViolations(page, url);
  }
  await signIn(page, demo('gold'));
  await expect(page.getByRole('heading', { level: 1, name: '模板库' })).toBeVisible();
  // The settled page, as the user sees it: the global spinner has gone (200 ms after the call).
  await expectNoAxeViolations(page, '模板库');
});
