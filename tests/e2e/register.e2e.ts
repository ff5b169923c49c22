import { expect, test } from '@playwright/test';
import { codeSentTo, loginFormHydrated, openPrerenderedForm } from './support/session.ts';

test('a company registers with an SMS code and signs in awaiting audit', async ({
  page,
  request,
}) => {
  const suffix = Date.now().toString(36).slice(-7);
  const account = `corp_${suffix}`;
  const phone = `139${String(Date.now()).slice(-8)}`;

  await openPrerenderedForm(page, '/v2/register');
  await expect(page.getByRole('heading', { level: 1, name: '注册账号' })).toBeVisible();
  // Ready once its script has run (注册 is disabled until then): fields are checked on blur.
  await expect(page.getByRole('button', { name: '注册', exact: true })).toBeEnabled();
  await page.getByRole('textbox', { name: '账号', exact: true }).fill(account);
  await page.getByRole('textbox', { name: '密码', exact: true }).fill('abc');
  await page.getByRole('textbox', { name: '确认密码', exact: true }).focus();
  await expect(
    page.getByText('至少包含一个小写字母、一个大写字母、一个数字，8至20位'),
  ).toBeVisible();
  await page.getByRole('textbox', { name: '密码', exact: true }).fill('Gz5@Kp8#Wm');
  await page.getByRole('textbox', { name: '确认密码', exact: true }).fill('Gz5@Kp8#Wm');
  await page.getByRole('textbox', { name: '单位名称', exact: true }).fill('苏州测试科技有限公司');
  await page.getByRole('textbox', { name: '联系人', exact: true }).fill('吴女士');
  await page.getByRole('textbox', { name: '手机号', exact: true }).fill(phone);
  await page.getByRole('textbox', { name: '邮箱', exact: true }).fill(`${suffix}@example.com`);

  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('验证码已发送')).toBeVisible();
  await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();

  await page
    .getByRole('textbox', { name: '验证码', exact: true })
    .fill(await codeSentTo(request, phone));
  await page.getByText('我已阅读并同意').click();
  await expect(page.getByRole('checkbox', { name: '我已阅读并同意' })).toBeChecked();
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page).toHaveURL(/\/v2\/login$/);
  await expect(page.getByText('注册成功，请等待审核')).toBeVisible();
  // The login page's module loads after the address changes: filled within the login form.
  const login = await loginFormHydrated(page);
  await login.getByLabel('账号').fill(account);
  await login.getByLabel('密码').fill('Gz5@Kp8#Wm');
  await login.getByRole('button', { name: '登录' }).click();
  // Awaiting audit: the header shows the registered e-mail and the logout only.
  await expect(page.getByRole('banner')).toContainText(`${suffix}@example.com`);
  await expect(page.getByRole('button', { name: '退出登录' })).toBeVisible();
});

test('the form says when an account name is taken, and insists on the agreement', async ({
  page,
}) => {
  await openPrerenderedForm(page, '/v2/register');
  await page.getByRole('textbox', { name: '账号', exact: true }).fill('DEMO_gold');
  await page.getByRole('textbox', { name: '密码', exact: true }).focus();
  await expect(page.getByText('该账号已被注册')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByText('请输入密码')).toBeVisible();
  // Each field says what it lacks on its own blur, which moves the button down as the pointer
  // presses it; pressing it from the keyboard submits whatever the layout does meanwhile.
  await page.getByRole('button', { name: '注册', exact: true }).press('Enter');
  await expect(page.getByText('请阅读并同意服务协议和隐私政策')).toBeVisible();
  await expect(page.getByText('请输入手机号')).toBeVisible();
  await expect(page.getByText('请输入验证码')).toBeVisible();
  await expect(page).toHaveURL(/\/v2\/register$/);
});
