import { expect, test } from '@playwright/test';
import { expectNoSidewaysScroll } from './support/phone.ts';
import { freshTrialAccount } from './support/fresh-trial.ts';
import { expectNoAxeViolations, signInToConsole } from './support/session.ts';

// A public address given literally (no DNS here); nothing answers it from this machine, so each
// delivery fails and is logged as such.
const receiverUrl = 'https://93.184.216.34/hooks/5g';

test('消息推送: an address refused, then saved with its secret shown once; a test event logged and delivered again', async ({
  page,
  request,
}) => {
  // A company of its own: the secret is shown on the first save only, so a retry needs a new one.
  const company = await freshTrialAccount(request);
  await signInToConsole(page, company);
  await page.goto('/v2/account/developer_centre?tab=webhooks');
  await expect(page.getByRole('tab', { name: '消息推送' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('heading', { name: '推送设置' })).toBeVisible();

  // An address inside a private network is refused beside the field.
  const url = page.getByRole('textbox', { name: '推送地址' });
  await url.fill('https://10.0.0.8/hook');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('推送地址不能指向内网、本机或其他非公网地址')).toBeVisible();

  // A public one is saved; the secret is shown this once, with a copy button.
  await url.fill(receiverUrl);
  await expect(page.getByRole('checkbox', { name: '状态报告' })).toBeChecked();
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('签名密钥仅显示这一次')).toBeVisible();
  await expect(page.getByRole('button', { name: '复制签名密钥' })).toBeVisible();
  const secret = (await page.getByText(/^whsec_/).innerText()).trim();
  expect(secret).toMatch(/^whsec_[\w-]{32}$/);
  await expectNoAxeViolations(page, 'webhooks: the new secret');
  await page.reload();
  await expect(page.getByText(`末四位 ${secret.slice(-4)}`)).toBeVisible();
  expect(await page.content()).not.toContain(secret);

  // 发送测试事件: one attempt at once, shown in the drawer and the log.
  await page.getByRole('button', { name: '发送测试事件' }).click();
  const drawer = page.getByRole('dialog', { name: '推送详情' });
  await expect(drawer).toBeVisible({ timeout: 20_000 });
  await expect(drawer).toContainText('测试事件');
  await expect(drawer).toContainText('无响应');
  await expect(drawer).toContainText('"type": "webhook.test"');
  await expect(drawer).toContainText('x-webhook-signature: sha256=');
  await expectNoAxeViolations(page, 'webhooks: a delivery');

  // 重新投递 from the drawer: a second attempt.
  await drawer.getByRole('button', { name: '重新投递' }).click();
  await expect(drawer.getByRole('listitem')).toHaveCount(2, { timeout: 20_000 });
  await drawer.getByRole('button', { name: '关闭' }).first().click();
  await expect(drawer).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: '测试事件' }).first();
  await expect(row).toContainText('失败');
  await expect(row).toContainText('2');
  await expectNoAxeViolations(page, 'webhooks: the log');

  // On a 375 px phone: no sideways scrolling, still axe-clean. The drawer's 关闭 sat where the
  // header's user card is, so the pointer leaves it first: a phone has no hover.
  await page.mouse.move(10, 400);
  await expect(page.getByRole('banner').getByRole('button', { expanded: true })).toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 667 });
  await expect(page.getByRole('heading', { name: '推送记录' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'webhooks at 375 px');
  await expectNoAxeViolations(page, 'webhooks at 375 px');
});
